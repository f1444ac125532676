import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Visually hidden but read by screen readers (the usual "sr-only" rules). */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** How long (ms) to wait for the new page's main heading before announcing the title alone. */
const HEADING_WAIT_MS = 2000;

/**
 * Announces client-side route changes (WCAG 2.4.3/4.1.3; docs/accessibility.md): after the
 * path changes and the new page has painted its main heading (`main h1`), a polite live region
 * (`#route-announcer`, role status) reads the new page title (document.title when the page set one,
 * else the heading's text), and focus moves to that heading (tabIndex -1) so keyboard and screen-reader
 * users start at the new content. Focus is left alone when the user already moved it elsewhere or a
 * dialog holds it. The first page load is not announced (the browser reads it).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const startTitle = document.title;
    const startFocus = document.activeElement;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    setMessage('');
    const tick = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading && Date.now() - started < HEADING_WAIT_MS) {
        timer = setTimeout(tick, 50);
        return;
      }
      const title = document.title !== startTitle ? document.title : heading?.textContent?.trim();
      setMessage(title || document.title);
      const active = document.activeElement;
      const untouched = !active || active === document.body || active === startFocus;
      if (heading && untouched && !active?.closest('[role="dialog"]')) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
    };
    timer = setTimeout(tick, 50);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div id="route-announcer" role="status" aria-live="polite" aria-atomic="true" style={srOnly}>
      {message}
    </div>
  );
}
