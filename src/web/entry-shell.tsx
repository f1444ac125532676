import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { PRIMARY } from '../shared/brand-colours';
import { LANGUAGES, type Lang } from '../shared/i18n/languages';
import { offlinePageHtml } from '../shared/offline-page';
import { criticalStyles, SITE_MARKERS } from './entry-server';
import i18n from './i18n';
import { MATCH_TABS, type MatchTab, MemberShell } from './layout/MemberShell';
import { theme } from './theme';

export { renderHome } from './entry-server';
export { LANGUAGES, MATCH_TABS };

/**
 * Renders the member area's served shell for `/user/MyMatches?tab=<tab>` in `lang` (vite.config.ts
 * prerender, decision 085): MemberShell with the site name as SITE_MARKERS' marker, under the app's
 * theme and baseline styles. Output: the markup for `<div id="root">` and the style elements for `<head>`.
 */
export async function renderMatchesShell(
  lang: Lang,
  tab: MatchTab,
): Promise<{ html: string; styles: string }> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common', 'member']);
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemberShell siteName={SITE_MARKERS.site_name} tab={tab} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: criticalStyles(cache, html) };
}

/**
 * The service worker's offline page (vite.config.ts prerender, docs/installable-app.md, decision 200):
 * "You are offline" in every language, from the `common` catalogue. Output: an HTML document.
 */
export async function renderOfflinePage(): Promise<string> {
  await i18n.loadLanguages([...LANGUAGES]);
  await i18n.loadNamespaces(['common']);
  return offlinePageHtml(
    LANGUAGES.map((lang) => ({ lang, t: i18n.getFixedT(lang, 'common') })),
    PRIMARY,
  );
}
