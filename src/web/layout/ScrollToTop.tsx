import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls smoothly to the top on every path change (SPEC §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
