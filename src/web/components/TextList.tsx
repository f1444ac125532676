import type { ReactNode } from 'react';

/**
 * A bulleted list (`<ul>`) with one item per key, in order: `item(key)` is what the item shows (a
 * catalogue text, or text with markup). The public pages' lists of points (SPEC §2, docs/data-rights.md)
 * name their keys once in a constant and their texts in the catalogue.
 */
export function TextList<K extends string>({
  keys,
  item,
}: {
  keys: readonly K[];
  item: (key: K) => ReactNode;
}) {
  return (
    <ul>
      {keys.map((k) => (
        <li key={k}>{item(k)}</li>
      ))}
    </ul>
  );
}
