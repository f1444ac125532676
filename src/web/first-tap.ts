/**
 * The first tap on the prerendered home page (decision 120). The page paints from its HTML alone and
 * the app arrives 0.8–1.8 s after `load` on a slow phone (decision 080); until then its buttons (Login,
 * the menu button, the language switch, the slider's dots) have no handler. Links are real links and
 * work on their own; a tap on a button is held here and replayed once the app says it is ready, so the
 * Login dialog, the menu or the other language opens as soon as it can, never not at all.
 *
 * Only the home page's loader (hydrate-after-load.ts) imports this module: it must stay tiny and free of
 * the app's code. The app announces itself with `document.dispatchEvent(new Event(APP_READY_EVENT))`
 * (the navbar's first effect, after its markup is hydrated: `layout/Navbar.tsx`).
 */

/** The event the app dispatches on `document` once the navbar answers taps (same string in Navbar.tsx). */
export const APP_READY_EVENT = 'app:ready';

/** The prerendered page's controls that need the app: buttons, not links or form fields. */
const HELD = 'button, [role="button"]';

/**
 * Holds taps on the buttons inside `root` until APP_READY_EVENT, then replays the last one as a click
 * on the same element (kept by hydration) or, when the app rendered the page from scratch, on the button
 * at the same position among `root`'s buttons. While a tap waits the pointer shows progress.
 * Returns a function that stops holding (for tests).
 */
export function holdFirstTaps(root: HTMLElement, doc: Document = document): () => void {
  let held: { el: Element; index: number } | null = null;

  const onClick = (e: Event) => {
    const el = e.target instanceof Element ? e.target.closest(HELD) : null;
    if (!el || !root.contains(el)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = { el, index: Array.from(root.querySelectorAll(HELD)).indexOf(el) };
    doc.documentElement.style.cursor = 'progress';
  };

  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener(APP_READY_EVENT, onReady);
  };

  const onReady = () => {
    stop();
    doc.documentElement.style.cursor = '';
    if (!held) return;
    const target = held.el.isConnected ? held.el : root.querySelectorAll(HELD)[held.index];
    held = null;
    if (target instanceof HTMLElement) target.click();
  };

  // Capture phase on the document: before React's listener on the root ever sees the click.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(APP_READY_EVENT, onReady);
  return stop;
}
