import type { CurrentUser } from '@beacon/shared/session';
import type { ObservabilityConfig } from './observability-config';

/** Who the onboarding tour sees: internal users are grouped as the product's own staff (spec section 6). */
export function tourIdentity(user: CurrentUser): { id: string; group: string; traits: Record<string, string> } {
  return {
    id: String(user.id),
    group: user.type === 'INTERNAL' ? 'Beacon staff' : `client-${user.clientId ?? 'none'}`,
    traits: { role: user.role, type: user.type },
  };
}

interface TourTool {
  init(key: string): void;
  identify(id: string, traits: Record<string, string>): void;
  group(name: string): void;
}

declare global {
  interface Window {
    beaconTour?: TourTool;
  }
}

/** Loads the tour tool when it is configured, and tells it who is signed in; without its key, nothing happens. */
export function startTour(config: ObservabilityConfig, user: CurrentUser): void {
  const { tourKey, tourScriptUrl } = config;
  if (!tourKey || !tourScriptUrl) return;
  const identify = () => {
    const tool = window.beaconTour;
    if (!tool) return;
    const identity = tourIdentity(user);
    tool.init(tourKey);
    tool.identify(identity.id, identity.traits);
    tool.group(identity.group);
  };
  if (window.beaconTour) return identify();
  const script = document.createElement('script');
  script.src = tourScriptUrl;
  script.async = true;
  script.onload = identify;
  document.head.appendChild(script);
}
