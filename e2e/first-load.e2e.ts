import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintJs } from '../bench/web-budget';
import {
  chromiumAvailable,
  launchBrowser,
  newPage,
  ROOT,
  type RunningServer,
  seriousErrors,
  shot,
  startServer,
} from './harness';

const hasChromium = chromiumAvailable();
const WEB_ROOT = path.resolve(process.env.E2E_WEB_ROOT ?? path.join(ROOT, 'dist', 'web'));
const BRAND = 'Tulunadu Kalyana';

/**
 * Regression guard for the home page's first-paint JavaScript (brotli, kB). The issue #8 goal is 120 kB;
 * React 19 + react-router 7 + MUI alone are about 110 kB of it, and this build was at ~183 kB
 * (docs/performance.md); i18next + react-i18next (issue #9, every visible word through catalogues) add
 * about 21 kB. The limit stops it growing while that work goes on.
 */
const HOME_FIRST_PAINT_LIMIT_KB = 200;

describe.skipIf(!hasChromium)('a fast first load (issue #8)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { SITE_NAME: BRAND, CONTACT_EMAIL: 'namaskara@tulunadu.example' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps form and schema code off the home page before its first paint', () => {
    const js = firstPaintJs(WEB_ROOT, '/');
    expect(js.brotliKb).toBeLessThanOrEqual(HOME_FIRST_PAINT_LIMIT_KB);
    for (const file of js.files) {
      const text = readFileSync(path.join(WEB_ROOT, file), 'utf8');
      expect(text, `${file} carries zod`).not.toContain('ZodError');
      expect(text, `${file} carries the data grid`).not.toContain('MuiDataGrid');
      expect(text, `${file} carries charts`).not.toContain('MuiChartsAxis');
    }
  });

  it('paints the home page at 375 px with the brand, compressed cacheable scripts and no layout shift', async () => {
    const page = await newPage(browser, server, 375);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    const apiCalls: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') {
        scripts.push({
          url: r.url(),
          encoding: r.headers()['content-encoding'],
          cache: r.headers()['cache-control'],
        });
      }
      if (new URL(r.url()).pathname === '/api/site') apiCalls.push(r.url());
    });

    const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['cache-control']).toBe('no-cache');
    // The brand is in the page as served: no "Matrimony" placeholder, before any script ran.
    expect(await page.title()).toBe(BRAND);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'namaskara@tulunadu.example' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(apiCalls).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    }
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
    // The login dialog's code arrives when it is opened, and it works.
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(seriousErrors(page)).toEqual([]);
    await shot(page, 'first-load-home');
  });

  it('serves robots.txt and sitemap.xml as files, not the app', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('Disallow: /user\n');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/membership</loc>`);
    expect(sitemap).not.toContain('<div id="root">');
  });
});
