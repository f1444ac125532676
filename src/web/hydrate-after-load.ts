/**
 * The only script the prerendered home page names (docs/performance.md#web-first-load, decisions 080 and 086): it loads the app
 * (main.tsx, which hydrates the markup) once the page has loaded, so the first paint competes with no
 * script download or evaluation. The page is readable and styled from its HTML alone until then.
 *
 * The app's modules are evaluated in stages, each in its own task: a browser evaluates a module graph
 * in one go, and the whole app at once was one long task (~100 ms of CPU, x4 on a slow phone: total
 * blocking time). Each stage imports a part of the graph main.tsx needs anyway (so nothing extra is
 * downloaded or run), heaviest libraries first; main.tsx then evaluates only what is left.
 *
 * Until the app answers, a tap on one of the page's buttons (Login, the menu, the language switch) is held
 * and replayed once it does (first-tap.ts, decision 120): links work on their own from the first paint.
 */
import { holdFirstTaps } from './first-tap';

const root = document.getElementById('root');
if (root) holdFirstTaps(root);

const STAGES: (() => Promise<unknown>)[] = [
  () => import('./boot/react-dom'),
  () => import('./theme'),
  () => import('./boot/router'),
  () => import('./i18n'),
  () => import('./App'),
  () => import('./routes'),
];

/** Resolves in a new task (after the browser has had a turn), not in this one's microtasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  await import('./main');
};
if (document.readyState === 'complete') void start();
else window.addEventListener('load', () => void start(), { once: true });
