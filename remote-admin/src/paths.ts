/** This remote's own addresses, as the manifest declares them (the host mounts root routes under /). */
export const INTERNAL_USERS_PATH = '/admin/user-management';
export const ADMIN_CHECKS_PATH = '/admin/cc-dash-check';
export const RELEASES_PATH = '/admin/releases';
export const CLIENT_USERS_ROUTE = 'user-management';
