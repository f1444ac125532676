/**
 * The only script the member area's served shell names (issue #8, decision 085): it loads the app
 * (main.tsx, which renders over the shell) once the shell has painted, so the first paint waits for
 * no script download or evaluation; a page opened in a background tab (no frames) loads it at once.
 * The app's modules are preloaded in one wave by the dynamic import (vite's preload list).
 */
const loadApp = () => {
  void import('./main');
};
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));

export {};
