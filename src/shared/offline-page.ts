/**
 * The installable app's offline page (docs/installable-app.md): what the service worker shows for a page
 * visit without a network. Built once at `vite build` time (vite.config.ts) as dist/web/offline.html, in
 * every language at once (a static page cannot know the reader's choice), with no script (the CSP's
 * `script-src 'self'` and nothing to load) and inline styles only.
 */

/** The catalogue keys the page shows (`common` namespace). */
export const OFFLINE_KEYS = ['offline.title', 'offline.body', 'offline.retry'] as const;
export type OfflineKey = (typeof OFFLINE_KEYS)[number];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's HTML. Input: one translate function per language (the first language is the page's own
 * `lang`), and the brand colour (a CSS colour, DESIGN tokens: primary). Output: a complete HTML document.
 */
export function offlinePageHtml(
  languages: { lang: string; t: (key: OfflineKey) => string }[],
  primary: string,
): string {
  const [first] = languages;
  if (!first) throw new Error('offlinePageHtml needs at least one language');
  const sections = languages
    .map(
      ({ lang, t }) => `    <section lang="${lang}">
      <h1>${escapeHtml(t('offline.title'))}</h1>
      <p>${escapeHtml(t('offline.body'))}</p>
      <p><a href="">${escapeHtml(t('offline.retry'))}</a></p>
    </section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${first.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${primary}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(languages.map(({ t }) => t('offline.title')).join(' · '))}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
        gap: 2rem; padding: 2rem 1rem; box-sizing: border-box; background: #f7f4ef; color: #1f2a33;
        font-family: Outfit, 'Noto Sans Kannada', system-ui, sans-serif; text-align: center; }
      img { width: 72px; height: 72px; }
      section { max-width: 28rem; }
      h1 { color: ${primary}; font-size: 1.6rem; margin: 0 0 .5rem; }
      p { margin: .5rem 0; line-height: 1.5; }
      a { display: inline-block; margin-top: .5rem; padding: .75rem 1.5rem; border-radius: 8px; background: ${primary};
        color: #fff; text-decoration: none; font-weight: 600; min-height: 24px; }
      a:focus-visible { outline: 3px solid ${primary}; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <img src="/icon-192.png" alt="" />
${sections}
  </body>
</html>
`;
}
