import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link that looks like a button: one focusable element with the link role (a button inside a link is two
 * nested controls, which screen readers and axe reject). A plain click navigates inside the app; a modified
 * click opens a new tab, as any link does.
 */
export function ButtonLink({ to, ...button }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...button}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => follow(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
