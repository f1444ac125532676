import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../test/app';
import { apiOf } from '../test/setup';

const SW = `importScripts('./workbox-5b385ed2.js'); self.__WB_MANIFEST = [];\n`;
const SCRIPT = `export const hello = ${JSON.stringify('namaskara '.repeat(400))};\n`;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Matrimony</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The prerendered home page as vite.config.ts writes it (markup shortened), per language. */
const prerendered = (lang: string, words: string) =>
  INDEX.replace('<html lang="en">', `<html lang="${lang}">`).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${lang}"><a aria-label="${words}: __PRERENDER_SITE_NAME__">__PRERENDER_SITE_NAME__</a><p>__PRERENDER_COMPANY_NAME__</p></div>`,
  );

/** A built web root as `vite build` leaves it: hashed assets with .br and .gz siblings. */
function fakeBuild(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'cm-web-'));
  writeFileSync(path.join(parent, 'web-secret.txt'), 'outside the web root');
  const root = path.join(parent, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'sw.js'), SW);
  writeFileSync(path.join(root, 'offline.html'), '<!doctype html><h1>You are offline</h1>');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"index.html":{"isEntry":true}}');
  mkdirSync(path.join(root, '.prerendered'));
  writeFileSync(path.join(root, '.prerendered', 'home.en.html'), prerendered('en', 'Home'));
  writeFileSync(path.join(root, '.prerendered', 'home.kn.html'), prerendered('kn', 'ಮುಖಪುಟ'));
  for (const tab of ['mutual', 'lookingForMe', 'shortlist', 'visitors']) {
    for (const lang of ['en', 'kn']) {
      writeFileSync(
        path.join(root, '.prerendered', `matches.${tab}.${lang}.html`),
        INDEX.replace('<html lang="en">', `<html lang="${lang}">`).replace(
          '<div id="root"></div>',
          `<div id="root"><div id="member-shell" data-tab="${tab}">__PRERENDER_SITE_NAME__</div></div>`,
        ),
      );
    }
  }
  const js = path.join(root, 'assets', 'index-AbC123.js');
  writeFileSync(js, SCRIPT);
  writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
  return root;
}

describe(`serving the web app: compressed and cacheable (docs/performance.md#web-first-load, ${TEST_DB})`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp(
      {
        PUBLIC_URL: 'https://shaadi.example.in/',
        SITE_NAME: 'Kodava <Kalyana> Kendra',
        CONTACT_EMAIL: 'help@kalyana.example',
        CONTACT_PHONE: '+91 824 222 0000',
      },
      { webRoot: root },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('sends a hashed script precompressed with brotli or gzip as asked, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await t.app.inject({ url: '/assets/index-Gone99.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('compresses JSON answers and leaves them intact', async () => {
    const plain = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves index.html with the brand written in, revalidated on every visit', async () => {
    for (const url of ['/', '/user/MyMatches', '/about?x=1']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Kodava &#60;Kalyana&#62; Kendra</title>');
      expect(res.body).not.toContain('<title>Matrimony</title>');
      const data = res.body.match(/<script type="application\/json" id="site-data">(.*?)<\/script>/);
      // `<` inside the data is escaped, so no brand value can end the element early
      expect(data?.[1]).not.toContain('<');
      expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
        site_name: 'Kodava <Kalyana> Kendra',
        company_name: 'Sumangala Matrimony Services',
        emails: ['help@kalyana.example', 'info@example.com'],
        phone: '+91 824 222 0000',
        social: {},
      });
    }
    const favicon = await api(null, 'GET', '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.body).toContain('<svg');
  });

  it('sends the prerendered home page in the language the app would show, with the brand written in', async () => {
    const cases = [
      { headers: {}, lang: 'en' },
      { headers: { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' }, lang: 'kn' },
      // The language last shown in this browser (cookie) wins over the browser's list.
      { headers: { 'accept-language': 'kn-IN', cookie: 'theme=x; lang=en' }, lang: 'en' },
      { headers: { 'accept-language': 'en-GB', cookie: 'lang=kn' }, lang: 'kn' },
      { headers: { 'accept-language': 'en-GB', cookie: 'lang=fr' }, lang: 'en' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', ...c.headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      expect(res.body).toContain(`<html lang="${c.lang}">`);
      expect(res.body).toContain(`<div id="root" data-prerendered="${c.lang}">`);
      expect(res.body).toContain('<title>Kodava &#60;Kalyana&#62; Kendra</title>');
      // The brand replaces the markers, escaped in text and attribute alike.
      expect(res.body).toContain('>Kodava &#60;Kalyana&#62; Kendra</a>');
      expect(res.body).toContain(': Kodava &#60;Kalyana&#62; Kendra"');
      expect(res.body).toContain('<p>Sumangala Matrimony Services</p>');
      expect(res.body).not.toContain('__PRERENDER_');
    }
    // Every other page is the app's empty shell, which the browser renders.
    const other = await t.app.inject({ url: '/about', headers: { cookie: 'lang=kn' } });
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('sends /user/MyMatches with the member shell of the tab and language the app would show (decision 085)', async () => {
    const cases = [
      { url: '/user/MyMatches', headers: {}, lang: 'en', tab: 'mutual' },
      { url: '/user/MyMatches?tab=lookingForMe&page=2', headers: {}, lang: 'en', tab: 'lookingForMe' },
      { url: '/user/MyMatches?tab=visitors', headers: { cookie: 'lang=kn' }, lang: 'kn', tab: 'visitors' },
      // An unknown tab is the mutual list, as on the page.
      { url: '/user/MyMatches?tab=nope', headers: { 'accept-language': 'kn' }, lang: 'kn', tab: 'mutual' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        url: c.url,
        headers: { 'accept-encoding': 'identity', ...c.headers },
      });
      expect(res.statusCode, c.url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      expect(res.body).toContain(`<html lang="${c.lang}">`);
      expect(res.body).toContain(
        `<div id="member-shell" data-tab="${c.tab}">Kodava &#60;Kalyana&#62; Kendra</div>`,
      );
      expect(res.body).toContain('id="site-data"');
    }
    // The other member pages get the plain index.html.
    const other = await api(null, 'GET', '/user/viewAll');
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('does not serve the build manifest, the prerendered pages or the unbranded index.html as files', async () => {
    for (const url of [
      '/.prerendered/home.en.html',
      '/.vite/manifest.json',
      '/index.html',
      '/assets/../index.html',
      '/%2e%2e/web-secret.txt',
    ]) {
      const res = await api(null, 'GET', url);
      expect(res.body, url).not.toContain('isEntry');
      expect(res.body, url).not.toContain('outside the web root');
      expect(res.body, url).not.toContain('<title>Matrimony</title>');
      expect(res.body, url).not.toContain('__PRERENDER_');
    }
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await api(null, 'GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await api(null, 'GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    // the private areas, and pages reached only from a mail or a payment (tokens in their links)
    const areas = ['/user', '/admin', '/PromotAdmin', '/api', '/payment', '/set-password', '/newsletter'];
    for (const area of areas.concat('/activation-pending')) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://shaadi.example.in/sitemap.xml');
  });

  it('sitemap.xml lists the public pages as absolute URLs and no private one', async () => {
    const res = await api(null, 'GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml/);
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shaadi.example.in/',
      'https://shaadi.example.in/service',
      'https://shaadi.example.in/about',
      'https://shaadi.example.in/privacy-policy',
      'https://shaadi.example.in/contact',
      'https://shaadi.example.in/register',
      'https://shaadi.example.in/membership',
    ]);
  });

  it('serves the service worker as a script revalidated on every visit, and no page in place of a missing one (decision 200)', async () => {
    const sw = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toBe(SW);
    const gone = await api(null, 'GET', '/workbox-5b385ed2.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<html');
    const offline = await api(null, 'GET', '/offline.html');
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('You are offline');
  });

  it('serves the web app manifest with the configured site name, the icons and the brand colour (decision 200)', async () => {
    const res = await api(null, 'GET', '/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.json();
    expect(m.name).toBe('Kodava <Kalyana> Kendra');
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe('#1a4f72');
    expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(m.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    // The index page links it, and the CSP lets the page load it and the worker from the site.
    const page = await api(null, 'GET', '/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
