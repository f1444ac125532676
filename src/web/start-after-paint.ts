/**
 * The only script the member area's served shell names (docs/performance.md#web-first-load, decision 085): it loads the app
 * (main.tsx, which renders over the shell) once the shell's first contentful paint is done (Paint
 * Timing), so that paint waits for no script download or evaluation, even when the web fonts hold it
 * back a little. A page opened in a background tab (no paint) loads the app at once; a browser without
 * paint timing, a second after `load`. The app's modules are preloaded in one wave by the dynamic
 * import (vite's preload list).
 */
/**
 * The app's modules evaluated in stages, each in its own task, heaviest libraries first (the home
 * page's loader does the same, decision 086): one graph evaluated at once is one long task.
 */
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

let started = false;
const loadApp = async () => {
  if (started) return;
  started = true;
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  await import('./main');
};

if (document.visibilityState === 'hidden') void loadApp();
else {
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(() => void loadApp(), 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no Paint Timing: the fallback below
  }
  window.addEventListener('load', () => setTimeout(() => void loadApp(), 1000), { once: true });
  document.addEventListener('visibilitychange', () => void loadApp(), { once: true });
}

export {};
