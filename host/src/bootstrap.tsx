import { configureAnalytics } from '@beacon/shared/analytics-api';
import { brandOfSite } from '@beacon/shared/brand';
import { reportReact } from '@beacon/shared/contract';
import { setBrand } from '@beacon/shared/ui';
import { Result } from 'antd';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { rememberBrand, rememberedProductName } from './app-shell/app-shell';
import { HostApp } from './app/host-app';
import { configureIdentity } from './auth/identity';
import { fetchRuntimeConfig } from './auth/runtime-config';
import { loadSession, sessionUnread } from './auth/session';
import { startAreas } from './federation/load-areas';
import { startErrorReporting } from './observability/error-reporting';
import { startTour } from './observability/onboarding-tour';
import { announceAppStarted } from './sign-in/app-start';

reportReact('host', React);

/** The app: the areas, the configuration and the session, then the router. */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);

  // The areas load while the configuration and the session are read: neither waits for the other.
  void startAreas();
  fetchRuntimeConfig().then(
    (config) => {
      configureAnalytics(config.analytics);
      configureIdentity(config);
      const brand = brandOfSite(config.site);
      setBrand(brand);
      rememberBrand(brand);
      announceAppStarted();
      root.render(<HostApp config={config} />);
      void startErrorReporting(config.observability ?? {});
      void loadSession(config.site).then((user) => user && startTour(config.observability ?? {}, user), sessionUnread);
    },
    () =>
      root.render(
        <Result
          status="500"
          title={`${rememberedProductName()} cannot reach its server`}
          subTitle="Please check your connection and reload the page."
        />,
      ),
  );
}
