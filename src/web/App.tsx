import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import type { UsePaginationItem } from '@mui/material/usePagination';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from './components/AfterFirstPaint';
import { theme } from './theme';

const Toasts = lazy(() => import('./components/Toasts'));
const UpdatePrompt = lazy(() => import('./components/UpdatePrompt'));

/** A pager's arrow buttons, as MUI names them to `getItemAriaLabel`. */
type PagerButton = 'first' | 'last' | 'next' | 'previous';

/**
 * The theme with MUI's built-in words in the language shown (decision 129): Autocomplete's Open / Close /
 * Clear / No options / Loading, Alert's close button, and the pagers' words and button names (decision
 * 151) come from the `common` catalogue. Styles are the same in every language, so the prerendered markup
 * hydrates unchanged.
 */
function useLocalTheme() {
  const { t } = useTranslation('common', { useSuspense: false });
  return useMemo(
    () =>
      createTheme(theme, {
        components: {
          MuiAutocomplete: {
            defaultProps: {
              openText: t('mui.open'),
              closeText: t('mui.close'),
              clearText: t('mui.clear'),
              noOptionsText: t('mui.noOptions'),
              loadingText: t('mui.loading'),
            },
          },
          MuiAlert: { defaultProps: { closeText: t('mui.close') } },
          // Decision 151: the pagers' words and button names, English by default in MUI.
          MuiTablePagination: {
            defaultProps: {
              labelRowsPerPage: t('mui.rowsPerPage'),
              labelDisplayedRows: ({ from, to, count }: LabelDisplayedRowsArgs) =>
                t('mui.displayedRows', {
                  from,
                  to,
                  count: count === -1 ? t('mui.moreThan', { to }) : count,
                }),
              getItemAriaLabel: (type: PagerButton) => t(`mui.${type}Page` as const),
            },
          },
          MuiPagination: {
            defaultProps: {
              getItemAriaLabel: (
                type: UsePaginationItem['type'],
                page: UsePaginationItem['page'],
                selected: boolean,
              ) =>
                type === 'page'
                  ? t(selected ? 'mui.currentPage' : 'mui.goToPage', { page })
                  : type === 'start-ellipsis' || type === 'end-ellipsis'
                    ? ''
                    : t(`mui.${type}Page` as const),
            },
          },
        },
      }),
    // `t` changes with the language and when its catalogue arrives.
    [t],
  );
}

/**
 * Everything around the router: theme, baseline styles, the query cache and (after the first paint)
 * the toast container. The date pickers' localization provider is in DateField, with the pickers'
 * code (decision 084). The browser (main.tsx) and the home page's prerender
 * (entry-server.tsx) render the same tree, so the browser can hydrate the prerendered markup (docs/performance.md#web-first-load).
 * `router`: `<RouterProvider>` in the browser, `<StaticRouterProvider>` when prerendering.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <ThemeProvider theme={useLocalTheme()}>
      <CssBaseline />
      {/* On the toasts' own container: react-toastify's stylesheet sets the variable on :root after the theme's. */}
      <GlobalStyles styles={{ '.Toastify': { '--toastify-font-family': theme.typography.fontFamily } }} />
      <Suspense fallback={null}>
        <QueryClientProvider client={queryClient}>
          {router}
          <AfterFirstPaint>
            <Toasts />
            <UpdatePrompt />
          </AfterFirstPaint>
        </QueryClientProvider>
      </Suspense>
    </ThemeProvider>
  );
}
