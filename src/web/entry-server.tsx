import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Lang } from '../shared/i18n/languages';

export { LANGUAGES } from '../shared/i18n/languages';

import { App } from './App';
import type { Site } from './features/site/useSite';
import i18n from './i18n';
import { newQueryClient } from './queryClient';
import { routes } from './routes';

/**
 * The brand the prerendered page is rendered with: configuration, known only when the server starts,
 * so the server writes the real values over these markers (src/server/plugins/web.ts).
 */
export const SITE_MARKERS: Site = {
  site_name: '__PRERENDER_SITE_NAME__',
  company_name: '__PRERENDER_COMPANY_NAME__',
  emails: [],
  phone: '',
};

/**
 * The styles the render inserted, as `<style data-emotion>` elements for the page's head, in the form
 * emotion's browser cache adopts instead of inserting them again (global styles one element each, then
 * one element with every class rule). This is @emotion/server's `extractCriticalToChunks` +
 * `constructStyleTagsFromChunks` (MUI's server-rendering guide), kept to the few lines that read the
 * cache: the package's other exports need three stream libraries (decision 069). Only the rules of the
 * classes the markup names are sent, but every class id the render inserted is listed: a styled
 * component that wraps another (IconButton around ButtonBase) has a class of its own that emotion merges
 * into the inner element's and no element carries. The browser's hydration computes those classes too,
 * and each one missing from the list cost a stylis compile and a rule insertion on the main thread
 * (18 on `/`, ~40 ms under a 4x CPU slowdown; decision 086).
 */
export function criticalStyles(cache: EmotionCache, html: string): string {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const tags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    else {
      ids.push(id);
      if (used.has(id)) css += rules;
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`);
  return tags.join('');
}

/**
 * Renders the public home page (`/`, signed out) in `lang` for the build's prerender (vite.config.ts,
 * decision 069): the same tree the browser hydrates (App + the route table), with the brand as
 * SITE_MARKERS. Output: the markup for `<div id="root">` and the style elements for `<head>`.
 */
export async function renderHome(lang: Lang): Promise<{ html: string; styles: string }> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common']);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://prerender.invalid/'));
  if (context instanceof Response) throw new Error(`the home route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = newQueryClient();
  queryClient.setQueryData(['site'], SITE_MARKERS);
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App
          queryClient={queryClient}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>
    </CacheProvider>,
  );
  return { html, styles: criticalStyles(cache, html) };
}
