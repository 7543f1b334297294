// The contract alone, free of UI: what the release tooling reads in Node when it takes a remote's outline.
export { CONTRACT_VERSION, majorOf } from './version';
export * from './manifest';
export { reportReact } from '../runtime/probe';
