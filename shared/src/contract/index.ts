// The contract alone, free of UI: what the release tooling reads in Node when it takes a remote's outline.
export { CONTRACT_VERSION } from './version';
export * from './manifest';
export * from './remotes-document';
export { CLIENT_ROUTE, PUBLIC_ROUTES, ROUTES } from './routes';
export { noteInstance, reportReact } from './probe';
// The roles of spec section 6, as the server declares them: a manifest names who may see an entry with these when
// no hub operation says it (the demo-mode toggle).
export { INTERNAL_ROLES } from '../api/generated/enumerations';
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
export { requirementOf } from './operation-requirements';
// A dashboard widget's report query: one rule for its page, its share link and its PDF.
export * from './widget-request';
