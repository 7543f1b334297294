import { useCurrentUser, type CurrentUser } from '@beacon/shared';
import { Tour, type TourProps } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { RuntimeConfigContext } from '../auth/runtime-config-context';

/** Where the tour points: marked in the shell with `data-tour`. */
const target = (name: string) => () => document.querySelector<HTMLElement>(`[data-tour="${name}"]`)!;

/** Remembered per user in this browser: once finished or dismissed, never shown to them again. */
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
      description: 'The area you opened works here. Come back to this tour any time by clearing it from your browser.',
      target: target('area'),
    },
  ];
}

/** Shown once to each user on their first visit, when the tour is on (it is by default), dismissible. */
export function FirstVisitTour() {
  const user = useCurrentUser();
  const config = useContext(RuntimeConfigContext);
  const [open, setOpen] = useState(false);
  const enabled = config?.observability?.onboardingTour === true;
  useEffect(() => {
    if (!enabled || !user || window.localStorage.getItem(tourDoneKey(user.id))) return;
    // Once the shell has drawn what the tour points at.
    const timer = window.setTimeout(() => setOpen(document.querySelector('[data-tour="drawer"]') !== null), 500);
    return () => window.clearTimeout(timer);
  }, [enabled, user]);
  if (!user || !open) return null;
  const done = () => {
    window.localStorage.setItem(tourDoneKey(user.id), new Date().toISOString());
    setOpen(false);
  };
  return <Tour open steps={tourSteps(user)} onClose={done} onFinish={done} />;
}
