import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A fast first load (docs/performance.md#web-first-load): JavaScript a public page needs before its first paint, brotli-compressed, at most 120 kB.
 * The prerendered home page needs none (decision 069); the limit holds for any page that is not.
 */
export const FIRST_PAINT_JS_BUDGET_KB = 120;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The routes' lazy modules that render a URL (src/web/routes.tsx): the router loads them all before the
 * first paint, so their chunks count. Keys are manifest keys (paths relative to src/web).
 */
export const FIRST_PAINT_ROUTES: Record<string, string[]> = {
  '/': ['layout/PublicLayout.tsx', 'pages/public/HomePage.tsx'],
  '/user/MyMatches': ['layout/UserLayout.tsx', 'pages/user/MyMatchesPage.tsx'],
};

export type FirstPaintJs = {
  /**
   * True when the build prerendered the URL (`.prerendered/home.<lang>.html`): its markup and styles
   * are in the HTML and its scripts are deferred modules, so nothing runs before the first paint.
   */
  prerendered: boolean;
  /** Chunk files (relative to the web root) the page cannot paint without: none when prerendered. */
  files: string[];
  /** Sum of their .br sizes (as the server sends them to browsers that accept brotli), in kB (1024 B). */
  brotliKb: number;
  /** Same with .gz. */
  gzipKb: number;
  /**
   * The chunks that render the page in the browser (entry + route modules with their static imports):
   * the first paint's JavaScript for a page that is not prerendered, the hydration's for one that is.
   */
  render: { files: string[]; brotliKb: number; gzipKb: number };
};

/** The built prerendered pages of each URL (vite.config.ts `prerenderHome`), relative to the web root. */
export const PRERENDERED: Record<string, string[]> = {
  '/': ['.prerendered/home.en.html', '.prerendered/home.kn.html'],
};

/**
 * True when every language of `url` was prerendered with its markup in `<div id="root">` and every
 * script of the page is a module (deferred: it never holds up the first paint).
 */
export function isPrerendered(webRoot: string, url: string): boolean {
  const pages = PRERENDERED[url] ?? [];
  return (
    pages.length > 0 &&
    pages.every((p) => {
      const file = path.join(webRoot, p);
      if (!existsSync(file)) return false;
      const html = readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      const blocking = scripts.filter((a) => !/type="(module|application\/json)"/.test(a));
      return /<div id="root" data-prerendered="\w+"><(?!\/div>)/.test(html) && blocking.length === 0;
    })
  );
}

/**
 * The JavaScript a URL needs before its first paint: none when the build prerendered it (isPrerendered),
 * else its rendering chunks, read from vite's build manifest: the entry chunk (index.html) and the
 * URL's route modules, each with its static imports followed to the end (dynamic imports such as the
 * footer, dialogs and toasts load after the first paint and are left out). A route module imported
 * statically is part of the entry chunk already. `render` always holds the rendering chunks.
 * Input: the built web root (dist/web) and a key of FIRST_PAINT_ROUTES. Throws when the build or a
 * route module is missing.
 */
export function firstPaintJs(webRoot: string, url: string): FirstPaintJs {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run vite build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const routes = FIRST_PAINT_ROUTES[url];
  if (!routes) throw new Error(`no route modules known for ${url}`);
  // index.html's script is the app; the other entry (hydrate-after-load.ts) only loads it later.
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('the manifest has no index.html entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(entry);
  // A route module bundled into the entry chunk (imported statically) has no manifest entry of its own.
  for (const key of routes) if (manifest[key]) visit(key);
  const files = [...seen].map((k) => manifest[k]?.file as string).filter((f) => f.endsWith('.js'));
  const size = (f: string, ext: string) => {
    const file = path.join(webRoot, f + ext);
    return existsSync(file) ? statSync(file).size : statSync(path.join(webRoot, f)).size;
  };
  const kb = (ext: string) => files.reduce((s, f) => s + size(f, ext), 0) / 1024;
  const render = { files, brotliKb: kb('.br'), gzipKb: kb('.gz') };
  if (isPrerendered(webRoot, url)) return { prerendered: true, files: [], brotliKb: 0, gzipKb: 0, render };
  return { prerendered: false, ...render, render };
}
