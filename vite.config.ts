import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The fonts the first screen paints with (body 400, buttons/labels 600, headings 700): preloaded. */
const FIRST_PAINT_FONTS = /\/(outfit-latin-(400|600)|playfair-display-latin-700)-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the first screen's fonts to the built index.html, so they
 * arrive with the scripts and text paints once, in its own face (issue #8: no swap shift).
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
 * Builds the React SPA in src/web into dist/web; the dev server proxies /api to the app on :3000.
 * Every text file also gets `.br` and `.gz` siblings that the server sends as they are (issue #8).
 */
export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    preloadFonts(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The manifest (dist/web/.vite/manifest.json, never served) lets bench/web-budget.ts follow each page's chunks.
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
  server: { proxy: { '^/api/(?!client\\.ts)': 'http://localhost:3000' } },
});
