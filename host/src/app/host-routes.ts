import { ROUTES, withRequirements, type RemoteOutline } from '@beacon/shared/contract';

/**
 * The host's own pages that sit in a menu, declared as a remote declares its routes (their drawer and
 * profile-menu entries on the route); the router mounts them, the menus read them with every area's routes.
 */
export const HOST_ROUTES = withRequirements([
  {
    scope: 'root',
    path: ROUTES.host.notifications,
    title: 'Notifications',
    // What the inbox requires (NOTIFICATIONS_READ), every role alike.
    operation: 'listNotifications',
    nav: { key: 'notifications', label: 'Notifications', icon: 'BellOutlined', order: 70 },
  },
  {
    scope: 'root',
    path: ROUTES.host.profile,
    title: 'Profile',
    requires: { forLimitedRoles: true },
    nav: { key: 'profile', label: 'Profile', icon: 'UserOutlined', order: 80 },
    profileMenu: { key: 'profile', label: 'Your profile', icon: 'UserOutlined', order: 10 },
  },
] as const satisfies RemoteOutline['routes']);

export type HostRoutePath = (typeof HOST_ROUTES)[number]['path'];
