// The contract alone, free of UI: what the release tooling reads in Node when it takes a remote's outline.
export { CONTRACT_VERSION } from './version';
export * from './manifest';
export * from './remotes-document';
export { CLIENT_ROUTE, ROUTES } from './routes';
export { noteInstance, reportReact } from './probe';
// The roles of spec section 6, as the server declares them: manifests name who may see a route with these.
export { ADMIN_ROLES, ADMINISTRATION_ROLES, INTERNAL_ROLES } from '../api/generated/enumerations';
// Who may do what (spec section 6): one rule for the front end's pages and menus and the server's routes.
export {
  accessRefusal,
  canAccess,
  isAdminTypeRole,
  isLimitedRole,
  type AccessRequirement,
  type AccessSubject,
  type Role,
} from './access';
