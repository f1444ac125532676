import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from './components/AfterFirstPaint';
import { theme } from './theme';

const Toasts = lazy(() => import('./components/Toasts'));

/** Date pickers in the language shown (issue #9). */
function DatesInLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={i18n.language?.startsWith('kn') ? 'kn' : 'en-in'}
    >
      {children}
    </LocalizationProvider>
  );
}

/** The app's query cache settings; one client per browser page (or per prerendered page). */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * Everything around the router: theme, baseline styles, date pickers, the query cache and (after the
 * first paint) the toast container. The browser (main.tsx) and the home page's prerender
 * (entry-server.tsx) render the same tree, so the browser can hydrate the prerendered markup (issue #8).
 * `router`: `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ ':root': { '--toastify-font-family': theme.typography.fontFamily } }} />
      <Suspense fallback={null}>
        <DatesInLanguage>
          <QueryClientProvider client={queryClient}>
            {router}
            <AfterFirstPaint>
              <Toasts />
            </AfterFirstPaint>
          </QueryClientProvider>
        </DatesInLanguage>
      </Suspense>
    </ThemeProvider>
  );
}
