import { QueryClient } from '@tanstack/react-query';

/** The app's query cache settings; one client per browser page (or per prerendered page). */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The browser page's query cache: main.tsx renders the app with it and route loaders prefetch into it
 * (decision 084). Created on first use; never used when prerendering (entry-server.tsx makes its own).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= newQueryClient();
  return browserClient;
}
