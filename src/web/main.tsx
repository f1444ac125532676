// Latin subsets only (issue #8); font-display: swap comes with each @font-face. The fonts have no
// Kannada glyphs, so Kannada text uses the system's font.
import '@fontsource/outfit/latin-400.css';
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import 'dayjs/locale/en-in';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AfterFirstPaint } from './components/AfterFirstPaint';
import { router } from './routes';
import { theme } from './theme';

const Toasts = lazy(() => import('./components/Toasts'));

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
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <AfterFirstPaint>
              <Toasts />
            </AfterFirstPaint>
          </QueryClientProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
