/**
 * The only script the member area's served shell names (issue #8, decision 085): it loads the app
 * (main.tsx, which renders over the shell) once the shell's first contentful paint is done (Paint
 * Timing), so that paint waits for no script download or evaluation, even when the web fonts hold it
 * back a little. A page opened in a background tab (no paint) loads the app at once; a browser without
 * paint timing, a second after `load`. The app's modules are preloaded in one wave by the dynamic
 * import (vite's preload list).
 */
let started = false;
const loadApp = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.visibilityState === 'hidden') loadApp();
else {
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(loadApp, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no Paint Timing: the fallback below
  }
  window.addEventListener('load', () => setTimeout(loadApp, 1000), { once: true });
  document.addEventListener('visibilitychange', loadApp, { once: true });
}

export {};
