// Latin subsets (issue #8); font-display: swap comes with each @font-face. Kannada text (issue #9) uses
// Noto Sans Kannada: its @font-face rules carry a unicode-range, so the files load only when Kannada shows.
import '@fontsource/outfit/latin-400.css';
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import './i18n';
import 'dayjs/locale/en-in';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AfterFirstPaint } from './components/AfterFirstPaint';
import { router } from './routes';
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

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// A transition render yields to the browser every few ms instead of blocking it for the whole first
// render (issue #8: total blocking time).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={{ ':root': { '--toastify-font-family': theme.typography.fontFamily } }} />
        <Suspense fallback={null}>
          <DatesInLanguage>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              <AfterFirstPaint>
                <Toasts />
              </AfterFirstPaint>
            </QueryClientProvider>
          </DatesInLanguage>
        </Suspense>
      </ThemeProvider>
    </StrictMode>,
  ),
);
