import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the React SPA in src/web into dist/web; the dev server proxies /api to the app on :3000. */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '^/api/(?!client\\.ts)': 'http://localhost:3000' } },
});
