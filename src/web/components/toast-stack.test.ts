import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, ToastStack } from './toast-stack';

describe('ToastStack (SPEC §2, decision 121)', () => {
  it('keeps at most TOAST_LIMIT toasts: a fourth one dismisses the oldest', () => {
    const s = new ToastStack();
    expect(TOAST_LIMIT).toBe(3);
    expect(s.added(1, 'Interest sent')).toEqual([]);
    expect(s.added(2, 'Added to your shortlist')).toEqual([]);
    expect(s.added(3, 'Photo uploaded')).toEqual([]);
    expect(s.added(4, 'Saved')).toEqual([1]);
    expect(s.ids()).toEqual([2, 3, 4]);
  });

  it('shows a message once: the same text again replaces the older toast', () => {
    const s = new ToastStack();
    s.added('a', 'Invalid email or password');
    s.added('b', 'Saved');
    expect(s.added('c', 'Invalid email or password')).toEqual(['a']);
    expect(s.ids()).toEqual(['b', 'c']);
  });

  it('a toast that left frees its place; an update of the same id is not a new toast', () => {
    const s = new ToastStack(2);
    s.added(1, 'one');
    s.added(2, 'two');
    s.removed(1);
    expect(s.added(3, 'three')).toEqual([]);
    expect(s.added(3, 'three, updated')).toEqual([]);
    expect(s.ids()).toEqual([2, 3]);
  });

  it('toasts without a plain text (elements) count toward the limit but are never taken as duplicates', () => {
    const s = new ToastStack(2);
    s.added(1, { type: 'span' });
    expect(s.added(2, { type: 'span' })).toEqual([]);
    expect(s.added(3, 'x')).toEqual([1]);
  });
});
