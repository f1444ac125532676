import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_BACKGROUND, PRIMARY } from '../../shared/brand-colours';
import { LANGUAGES, languageOfRequest } from '../../shared/i18n/languages';
import type { Config } from '../config';

/** Hashed build output (vite writes `assets/<name>-<hash>.<ext>`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** SPEC §2 public pages listed in sitemap.xml (the private areas are disallowed in robots.txt). */
export const PUBLIC_PAGES = [
  '/',
  '/service',
  '/about',
  '/privacy-policy',
  '/contact',
  '/register',
  '/membership',
] as const;

/**
 * Kept out of search engines (docs/first-impressions.md#details-members-notice): the member, staff and promoter areas, the API, and the pages
 * reached only from a mail or a payment (their links carry one-time tokens or order numbers).
 */
export const PRIVATE_AREAS = [
  '/user',
  '/admin',
  '/PromotAdmin',
  '/api',
  '/payment',
  '/set-password',
  '/newsletter',
  '/activation-pending',
] as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The brand as the browser's `useSite` reads it (same shape as GET /api/site's `site`), so public pages
 * render the real site name and contact lines without waiting for the API (docs/performance.md#web-first-load).
 */
export function siteOf(config: Config) {
  return {
    site_name: config.brand.siteName,
    company_name: config.brand.companyName,
    emails: config.brand.emails,
    phone: config.brand.phone,
    social: config.brand.social,
  };
}

/**
 * Writes the brand into the built index.html: the `<title>` and a `<script type="application/json"
 * id="site-data">` block (data, not code, so the CSP's `script-src 'self'` still holds). `<` in the
 * JSON is escaped so no value can close the script element. Input/output: HTML text.
 */
export function brandIndexHtml(html: string, config: Config): string {
  const json = JSON.stringify(siteOf(config)).replace(/</g, '\\u003c');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.brand.siteName)}</title>`)
    .replace('</head>', `  <script type="application/json" id="site-data">${json}</script>\n  </head>`);
}

/** The brand markers the build's prerender writes (src/web/entry-server.tsx SITE_MARKERS). */
const SITE_MARKERS = {
  __PRERENDER_SITE_NAME__: 'siteName',
  __PRERENDER_COMPANY_NAME__: 'companyName',
} as const;

/**
 * A prerendered page (vite.config.ts `prerenderHome`) made ready to send: the brand written in as for
 * index.html, and the brand markers in the markup replaced by the configured values (HTML-escaped, so
 * they are safe in text and in attribute values). Input/output: HTML text.
 */
export function brandPrerendered(html: string, config: Config): string {
  let out = brandIndexHtml(html, config);
  for (const [marker, key] of Object.entries(SITE_MARKERS)) {
    out = out.replaceAll(marker, escapeHtml(config.brand[key]));
  }
  return out;
}

/** The My Matches tabs the build prerenders a shell for (src/web/features/members/MatchTabs.tsx MATCH_TABS). */
const MATCH_TABS = ['mutual', 'lookingForMe', 'shortlist', 'visitors'] as const;

/**
 * The My Matches tab a URL's `tab` parameter names, as the page reads it (MyMatchesPage: an unknown or
 * missing tab is `mutual`). Input: the raw query value.
 */
export function matchesTab(raw: unknown): (typeof MATCH_TABS)[number] {
  return MATCH_TABS.find((t) => t === raw) ?? 'mutual';
}

/** robots.txt (docs/first-impressions.md#details-members-notice): everything public may be crawled, the private areas not; points at the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_AREAS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (docs/first-impressions.md#details-members-notice): the public pages as absolute URLs under PUBLIC_URL. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${escapeHtml(publicUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The web app manifest (docs/installable-app.md, decision 200): the configured site name, the brand's
 * icons (src/web/public) and colours (shared/brand-colours.ts); opens on the member's matches (the
 * member area sends a visitor to sign in first), standalone, in portrait.
 */
export function webManifest(config: Config) {
  const name = config.brand.siteName;
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name) : name,
    description:
      'A Superior Matrimony Service. Register and find your special someone matches within your community.',
    start_url: '/user/MyMatches',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: PRIMARY,
    background_color: PAGE_BACKGROUND,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The service worker's files (vite-plugin-pwa): never answered with index.html when missing. */
const WORKER_FILE = /^\/(sw|workbox-[\w-]+)\.js$/;

/**
 * Serves the built SPA from `webRoot` (DESIGN; docs/performance.md#web-first-load):
 * - files as built, with vite's precompressed `.br`/`.gz` siblings chosen by Accept-Encoding;
 *   `/assets/*` (hashed names) `Cache-Control: public, max-age=31536000, immutable`, other files `no-cache`;
 * - `/`: the home page prerendered at build time (decision 069) in the language the web app would show
 *   (`lang` cookie, else Accept-Language: languageOfRequest), branded, `no-cache`, `Vary: Cookie,
 *   Accept-Language`; index.html when the build has no prerendered pages;
 * - `/user/MyMatches`: index.html with the page's first screen as a static shell (app bar, heading,
 *   introduction, tabs, skeleton cards: decision 085) in the tab and language the app would show,
 *   branded, `no-cache`, `Vary: Cookie, Accept-Language`; the app renders over it;
 * - index.html (for every unknown non-API path: history fallback) with the brand written in,
 *   `no-cache`; compressed by @fastify/compress like every other dynamic answer;
 * - robots.txt and sitemap.xml built from PUBLIC_URL; an unknown `/api/...` path gets a JSON 404;
 * - /manifest.webmanifest (webManifest, `application/manifest+json`, an hour); /sw.js and its workbox
 *   file as built, `no-cache` (the browser checks for a new worker on each visit: decision 200), 404
 *   when the build has none.
 * Does nothing when `webRoot` has no index.html (tests and API-only runs).
 */
export async function registerWeb(app: FastifyInstance, config: Config, webRoot: string | undefined) {
  app.get('/robots.txt', (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(config.publicUrl)),
  );
  app.get('/manifest.webmanifest', (_req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest(config))),
  );
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return;

  const root = path.resolve(webRoot);
  const indexHtml = brandIndexHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), config);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };

  /** The built page `.prerendered/<name>.html`, branded, or undefined when the build has none. */
  const prerendered = (name: string): string | undefined => {
    const file = path.join(root, '.prerendered', `${name}.html`);
    return existsSync(file) ? brandPrerendered(readFileSync(file, 'utf8'), config) : undefined;
  };
  /** Sends a prerendered page (its language and tab come from the request), or index.html without one. */
  const sendPrerendered = (reply: FastifyReply, page: string | undefined) =>
    page === undefined
      ? sendIndex(reply)
      : reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .send(page);
  const home = new Map(LANGUAGES.map((lang) => [lang, prerendered(`home.${lang}`)]));
  app.get('/', (req, reply) =>
    sendPrerendered(reply, home.get(languageOfRequest(req.headers.cookie, req.headers['accept-language']))),
  );
  const matchesShell = new Map(
    LANGUAGES.flatMap((lang) =>
      MATCH_TABS.map((tab) => [`${tab}.${lang}`, prerendered(`matches.${tab}.${lang}`)] as const),
    ),
  );
  app.get('/user/MyMatches', (req, reply) => {
    const lang = languageOfRequest(req.headers.cookie, req.headers['accept-language']);
    const tab = matchesTab((req.query as Record<string, unknown>).tab);
    return sendPrerendered(reply, matchesShell.get(`${tab}.${lang}`));
  });
  // A share link's public page (docs/plan-features.md#share-link): never indexed, the token never sent on.
  app.get('/p/*', (_req, reply) =>
    sendIndex(reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')),
  );
  app.get('/*', (req, reply) => {
    const pathname = req.url.split('?')[0] as string;
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(pathname));
    } catch {
      return sendIndex(reply);
    }
    const rel = path.relative(root, file);
    // Dot folders (vite's .vite/manifest.json) and the unbranded index.html are not served as files.
    const hidden = rel.split(path.sep).some((part) => part.startsWith('.')) || rel === 'index.html';
    if (rel && !path.isAbsolute(rel) && !hidden && isFile(file)) {
      const immutable = rel.startsWith(`assets${path.sep}`);
      return reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache').sendFile(rel);
    }
    // A missing build file is a 404, never index.html parsed as a script or style.
    if (pathname.startsWith('/assets/') || WORKER_FILE.test(pathname))
      return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(reply);
  });
}
