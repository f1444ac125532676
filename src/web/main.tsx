// Latin subsets (docs/performance.md#web-first-load); font-display: swap comes with each @font-face. Kannada text (docs/i18n.md) uses
// Noto Sans Kannada: its @font-face rules carry a unicode-range, so the files load only when Kannada shows.
import '@fontsource/outfit/latin-400.css';
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-600.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { START_LANG } from './i18n';
import { browserQueryClient } from './queryClient';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App queryClient={browserQueryClient()} router={<RouterProvider router={router} />} />
  </StrictMode>
);

// `/` arrives prerendered (`data-prerendered` names its language; docs/performance.md#web-first-load, decision 069): the browser
// hydrates that markup when it shows the same language, and renders from scratch otherwise (another
// page, or a language chosen in this browser that the server did not know of). Either way the render
// is a transition, which yields to the browser every few ms instead of one long task (total blocking time).
// The prerendered page loads this module only after its `load` event (hydrate-after-load.ts, decision
// 080). From the moment hydrateRoot runs, React listens at the root: a click on markup not hydrated yet
// hydrates it at once and is replayed, so nothing the visitor does is lost. `data-live` on the container
// says so (the e2e harness waits for it before it clicks).
const container = document.getElementById('root') as HTMLElement;
if (container.dataset.prerendered && container.dataset.prerendered === START_LANG) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
container.dataset.live = '';
