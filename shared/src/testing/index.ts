export { manifestContractProblems } from './manifest-contract';
