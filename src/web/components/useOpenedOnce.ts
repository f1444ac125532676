import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded menu or dialog is mounted when first opened
 * (its code is not loaded or run before, decision 088) and stays mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
