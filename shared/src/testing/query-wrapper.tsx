import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';

/**
 * A fresh cache per test, made the way the host makes its own (errors reach the banner), so a test sees what a
 * user would. `client` is returned for tests that count requests or invalidate.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient();
}

export function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
