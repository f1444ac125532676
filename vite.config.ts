import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The fonts the first screen paints with (body 400, buttons/labels 600, headings 700): preloaded. */
const FIRST_PAINT_FONTS = /\/(outfit-latin-(400|600)|playfair-display-latin-700)-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the first screen's fonts to the built index.html, so they
 * arrive with the scripts and text paints once, in its own face (docs/performance.md#web-first-load: no swap shift).
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {})
          .map((f) => `/${f}`)
          .filter((f) => FIRST_PAINT_FONTS.test(f));
        return files.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The built files of the app shell (decision 200): every entry of the build manifest
 * (dist/web/.vite/manifest.json) with the chunks it imports statically and their styles.
 */
function shellFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(WEB_OUT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const keep = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    for (const css of chunk.css ?? []) keep.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keep;
}

/**
 * The service worker (docs/installable-app.md, decision 200): `sw.js` precaches the app shell (the built
 * scripts and styles, the icons, the offline page; never index.html, which the server brands, nor the
 * prerendered pages); page visits always go to the network (the server's branded, prerendered pages) and
 * fall back to the offline page only when the network fails; hashed fonts and images under /assets are
 * kept once fetched. Nothing else is cached: no /api answer, no signed photo link. The web app manifest
 * is the server's (GET /manifest.webmanifest, with the configured site name), so `manifest: false`. A new
 * worker waits until the member chooses Reload (src/web/components/UpdatePrompt.tsx).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'favicon.svg', 'icon-*.png'],
    // The shell only: the three entries' scripts and styles and what they import at once (the build
    // manifest). Each page's own chunks (the staff area's data grid, the charts) are kept as they are fetched.
    manifestTransforms: [
      async (entries) => {
        const shell = shellFiles();
        return {
          manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)),
          warnings: [],
        };
      },
    ],
    navigateFallback: null,
    // The push notifications' handlers (src/web/public/push-sw.js, decision 201).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
      },
    ],
  },
});

const WEB_OUT = path.resolve('dist/web');
/** The app's TypeScript sources (not packages, not CSS): see `treeshake` below. */
const APP_SOURCE = /\/src\/(web|shared)\/[^?]*\.tsx?$/;
/** The prerendered page's only script (src/web/hydrate-after-load.ts): it loads the app after `load`. */
const HYDRATE_ENTRY = 'hydrate-after-load.ts';
/** The member shell's only script (src/web/start-after-paint.ts): it loads the app after the first paint. */
const SHELL_ENTRY = 'start-after-paint.ts';

/**
 * The built index.html made into the prerendered page's template (docs/performance.md#web-first-load, decision 080): the app's
 * entry script and its `modulepreload` links give way to a small loader module (`entry`: the home
 * page's hydrate-after-load, the member shell's start-after-paint, decision 085), so no
 * script is requested or run before the page has painted and loaded (Lighthouse counts high-priority
 * script requests as render-blocking). Reads the build manifest; throws when the entry is missing.
 */
function deferHydration(html: string, entry = HYDRATE_ENTRY): string {
  const manifest = JSON.parse(readFileSync(path.join(WEB_OUT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const boot = manifest[entry]?.file;
  if (!boot) throw new Error(`${entry} is not in the build manifest`);
  const out = html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]*"><\/script>/,
      `<script type="module" crossorigin src="/${boot}"></script>`,
    );
  if (!out.includes(boot)) throw new Error('index.html has no module entry script');
  return out;
}
/** The prerendered pages: a dot folder of the web root, which the server never serves as files. */
const PRERENDER_OUT = path.join(WEB_OUT, '.prerendered');

/**
 * Prerenders the public home page in every language after the browser build (docs/performance.md#web-first-load, decision 069):
 * an SSR build of src/web/entry-shell.tsx (which re-exports entry-server.tsx) into dist/ssr, whose
 * `renderHome(lang)` gives the markup and its critical styles, written into the built index.html as
 * `.prerendered/home.<lang>.html` (with `<html lang>` and `<div id="root" data-prerendered="<lang>">`).
 * The server brands and sends it for `/`. Also the member area's shell for `/user/MyMatches`
 * (decision 085): `.prerendered/matches.<tab>.<lang>.html`, no `data-prerendered` (the app renders over
 * it), loaded by start-after-paint.ts. And dist/web/offline.html, the service worker's offline page (decision 200).
 */
function prerenderHome(): Plugin {
  return {
    name: 'prerender-home',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    async closeBundle() {
      const ssrOut = path.resolve('dist/ssr');
      await build({
        configFile: false,
        root: path.resolve('src/web'),
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'entry-shell.tsx', outDir: ssrOut, emptyOutDir: true },
      });
      const entry = pathToFileURL(path.join(ssrOut, 'entry-shell.js')).href;
      const { renderHome, renderMatchesShell, renderOfflinePage, LANGUAGES, MATCH_TABS } = (await import(
        entry
      )) as typeof import('./src/web/entry-shell');
      const built = readFileSync(path.join(WEB_OUT, 'index.html'), 'utf8');
      const template = deferHydration(built);
      const shellTemplate = deferHydration(built, SHELL_ENTRY);
      mkdirSync(PRERENDER_OUT, { recursive: true });
      // The service worker's offline page (docs/installable-app.md), before the worker's precache list is made.
      writeFileSync(path.join(WEB_OUT, 'offline.html'), await renderOfflinePage());
      for (const lang of LANGUAGES) {
        const { html, styles } = await renderHome(lang);
        const page = template
          .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
          .replace('</head>', `  ${styles}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang}">${html}</div>`);
        if (!page.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root">');
        writeFileSync(path.join(PRERENDER_OUT, `home.${lang}.html`), page);
        for (const tab of MATCH_TABS) {
          const shell = await renderMatchesShell(lang, tab);
          const out = shellTemplate
            .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
            .replace('</head>', `  ${shell.styles}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${shell.html}</div>`);
          if (!out.includes('member-shell')) throw new Error('index.html has no empty <div id="root">');
          writeFileSync(path.join(PRERENDER_OUT, `matches.${tab}.${lang}.html`), out);
        }
      }
    },
  };
}

/**
 * Builds the React SPA in src/web into dist/web; the dev server proxies /api to the app on :3000.
 * Every text file also gets `.br` and `.gz` siblings that the server sends as they are (docs/performance.md#web-first-load).
 */
export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    preloadFonts(),
    prerenderHome(),
    pwa,
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The manifest (dist/web/.vite/manifest.json, never served) lets bench/web-budget.ts follow each page's chunks.
  // Three entries: index.html (the app), hydrate-after-load.ts (the prerendered home page's loader) and
  // start-after-paint.ts (the member shell's loader, decision 085).
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // The two loaders' late imports (the home page's `import('./main')` after `load`, the member shell's
    // stages after its first paint) insert no `<link rel="modulepreload">` for their script chunks: the
    // browser fetches the graph anyway, and each link the preload helper inserts costs the main thread
    // ~1 ms (~4 ms on a slow phone): 40 links during the home page's hydration (decision 080), ~80 while
    // the member shell turned into the app (decision 088; the shell's CSS is still loaded before it runs).
    modulePreload: {
      // `hostId` is the importing chunk's file: assets/hydrate-<hash>.js, assets/shell-<hash>.js.
      resolveDependencies: (_file, deps, { hostId }) => {
        if (hostId.startsWith('assets/hydrate-')) return [];
        if (/^assets\/(shell|routes)-/.test(hostId)) return deps.filter((d) => d.endsWith('.css'));
        return deps;
      },
    },
    rollupOptions: {
      input: {
        index: path.resolve('src/web/index.html'),
        hydrate: path.resolve('src/web', HYDRATE_ENTRY),
        shell: path.resolve('src/web', SHELL_ENTRY),
      },
      // The app's own modules have no side effects of their own when nothing of theirs is used (none is
      // imported for its effects alone), so a page that imports one thing from a feature's barrel
      // (`features/members`) does not get every dialog, form schema and zod with it (docs/first-impressions.md#details-members-notice, decision
      // 080). Packages keep their declared `sideEffects`.
      treeshake: { moduleSideEffects: (id: string) => (APP_SOURCE.test(id) ? false : undefined) },
    },
  },
  server: { proxy: { '^/api/(?!client\\.ts)': 'http://localhost:3000' } },
});
