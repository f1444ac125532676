import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { AfterFirstPaint } from './components/AfterFirstPaint';
import { theme } from './theme';

const Toasts = lazy(() => import('./components/Toasts'));

/**
 * Everything around the router: theme, baseline styles, the query cache and (after the first paint)
 * the toast container. The date pickers' localization provider is in DateField, with the pickers'
 * code (decision 084). The browser (main.tsx) and the home page's prerender
 * (entry-server.tsx) render the same tree, so the browser can hydrate the prerendered markup (issue #8).
 * `router`: `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ ':root': { '--toastify-font-family': theme.typography.fontFamily } }} />
      <Suspense fallback={null}>
        <QueryClientProvider client={queryClient}>
          {router}
          <AfterFirstPaint>
            <Toasts />
          </AfterFirstPaint>
        </QueryClientProvider>
      </Suspense>
    </ThemeProvider>
  );
}
