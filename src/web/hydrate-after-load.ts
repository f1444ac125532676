/**
 * The only script the prerendered home page names (issue #8, decision 080): it loads the app
 * (main.tsx, which hydrates the markup) once the page has loaded, so the first paint competes with no
 * script download or evaluation. The page is readable and styled from its HTML alone until then.
 */
const start = () => {
  void import('./main');
};
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
