import type { ReactNode } from 'react';

/**
 * The member area's served shell (MemberShell, decision 085) as the server sent it inside
 * `<div id="root">`, read when this module is evaluated, i.e. before React's first render replaces it;
 * with the URL path it was served for. Empty when the page came without one (and when prerendering).
 */
const served = typeof document === 'undefined' ? null : document.getElementById('member-shell');
const SHELL_HTML = served?.outerHTML ?? '';
const SHELL_PATH = served ? window.location.pathname : null;

/**
 * While the app waits for the first page's code and account (router's first load, member layout
 * pending): the served shell again, the same markup at the same place, so the screen does not blank
 * between the HTML's first paint and the page (docs/performance.md#web-first-load). Only on the path it was served for; elsewhere
 * (and after a navigation away) `fallback`.
 */
export function ServedShell({ fallback }: { fallback: ReactNode }) {
  if (!SHELL_HTML || window.location.pathname !== SHELL_PATH) return <>{fallback}</>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own prerendered markup, read from this page
  return <div dangerouslySetInnerHTML={{ __html: SHELL_HTML }} />;
}

/** True while the served shell (or ServedShell's copy of it) is on screen: the app's first load of its page. */
export function servedShellOnScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById('member-shell') !== null;
}
