import { hubGet, hubPut } from '@beacon/shared/api';
import { useCurrentUser, type CurrentUser } from '@beacon/shared/session';
import { Tour, type TourProps } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';
import { RuntimeConfigContext } from '../auth/runtime-config-context';

/** Where the tour points: marked in the shell with `data-tour`. */
const target = (name: string) => () => document.querySelector<HTMLElement>(`[data-tour="${name}"]`)!;

/**
 * Remembered per user on the server (`/api/users/me/onboarding-tour`), so that a user who finished or dismissed it
 * in one browser never sees it again in another; this key caches that answer in the browser.
 */
export const tourDoneKey = (userId: number) => `beacon.tour.done.${userId}`;

/** The first-visit tour of a role: the drawer, the client switcher (agency staff), and the area at hand. */
export function tourSteps(user: Pick<CurrentUser, 'type' | 'role'>): TourProps['steps'] {
  const staff = user.type === 'INTERNAL';
  return [
    {
      title: 'Your navigation',
      description: staff
        ? 'Every area of the portal is here: campaigns, reporting, analytics, billing and administration.'
        : 'The areas your role gives you are here; the drawer shows only what you may open.',
      target: target('drawer'),
    },
    ...(staff
      ? [
          {
            title: 'Choose a client',
            description: 'Pick the client you work on; every page then shows that client.',
            target: target('client-switcher'),
          },
        ]
      : []),
    {
      title: 'The page at hand',
      description: 'The area you opened works here.',
      target: target('area'),
    },
  ];
}

/** Shown once to each user on their first visit, in any browser, when the tour is on (it is by default), dismissible. */
export function FirstVisitTour() {
  const user = useCurrentUser();
  const config = useContext(RuntimeConfigContext);
  const [open, setOpen] = useState(false);
  // Finish closes the tour too: the server is told once.
  const told = useRef(false);
  const enabled = config?.observability?.onboardingTour === true;
  const userId = user?.id;
  useEffect(() => {
    if (!enabled || userId === undefined || window.localStorage.getItem(tourDoneKey(userId))) return;
    let timer: number | undefined;
    let gone = false;
    hubGet('/users/me/onboarding-tour').then(
      (tour) => {
        if (gone) return;
        if (tour.seen) {
          window.localStorage.setItem(tourDoneKey(userId), tour.seenAt ?? new Date().toISOString());
          return;
        }
        // Once the shell has drawn what the tour points at.
        timer = window.setTimeout(() => setOpen(document.querySelector('[data-tour="drawer"]') !== null), 500);
      },
      // The server could not say whether this user has seen it: no tour this time rather than a second one.
      () => undefined,
    );
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [enabled, userId]);
  if (!user || !open) return null;
  const done = () => {
    if (told.current) return;
    told.current = true;
    window.localStorage.setItem(tourDoneKey(user.id), new Date().toISOString());
    setOpen(false);
    // This browser remembers it already; should the server not hear it now, another browser shows the tour once more.
    hubPut('/users/me/onboarding-tour').catch(() => undefined);
  };
  return <Tour open steps={tourSteps(user)} onClose={done} onFinish={done} />;
}
