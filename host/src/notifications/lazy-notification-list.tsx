import { Spin } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const List = lazy(() => import('./notification-list').then((module) => ({ default: module.NotificationList })));

/**
 * The inbox's list, and DOMPurify which draws its content, arrive when an inbox is first opened rather than with the
 * host's start: the bell is on every page, the list only when asked for.
 */
export function NotificationList(props: ComponentProps<typeof List>) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '32px auto' }} aria-label="Loading notifications" />}>
      <List {...props} />
    </Suspense>
  );
}
