/**
 * Which toasts leave when a new one comes (SPEC §2, decision 121): at most TOAST_LIMIT are shown, newest
 * first, and a message is shown once. A toast whose text equals a newer one's, and the oldest beyond the
 * limit, are dismissed. Pure bookkeeping over ids and texts: `components/Toasts.tsx` feeds it
 * react-toastify's `toast.onChange` events and dismisses what it returns.
 */

/** At most this many toasts on screen at once (decision 121). */
export const TOAST_LIMIT = 3;

export type ToastKey = string | number;

/** The toasts on screen, oldest first, with their text when it is a plain string. */
export class ToastStack {
  private shown: { id: ToastKey; text: string | null }[] = [];

  constructor(private readonly limit = TOAST_LIMIT) {}

  /**
   * A toast was added: returns the ids to dismiss (the same text shown before, then the oldest beyond
   * the limit), oldest first.
   */
  added(id: ToastKey, content: unknown): ToastKey[] {
    const text = typeof content === 'string' ? content : null;
    const gone: ToastKey[] = [];
    this.shown = this.shown.filter((t) => {
      if (t.id === id || (text !== null && t.text === text)) {
        if (t.id !== id) gone.push(t.id);
        return false;
      }
      return true;
    });
    this.shown.push({ id, text });
    while (this.shown.length > this.limit) {
      const oldest = this.shown.shift();
      if (oldest) gone.push(oldest.id);
    }
    return gone;
  }

  /** A toast left the screen (closed, timed out or dismissed). */
  removed(id: ToastKey): void {
    this.shown = this.shown.filter((t) => t.id !== id);
  }

  /** The ids on screen, oldest first. */
  ids(): ToastKey[] {
    return this.shown.map((t) => t.id);
  }
}
