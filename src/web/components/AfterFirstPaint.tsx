import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` (typically a lazy component) only once the page has painted: after the first
 * commit, the next animation frame, then a macrotask. Code that is not needed to paint (the footer, the
 * toast container) then loads after the first paint instead of competing with it, and renders as a
 * transition, in slices that keep the page responsive (docs/performance.md#web-first-load).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
