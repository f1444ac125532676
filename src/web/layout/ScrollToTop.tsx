import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls smoothly to the top on every path change (SPEC §2). Not on the first render: the page is
 * where the browser put it, and scrolling there forced a layout of the whole page while the app first
 * rendered (~15 ms, ~60 ms on a slow phone: total blocking time, decision 088).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
