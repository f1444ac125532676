/**
 * The shape a translation must have (docs/i18n.md): every key of the English catalogue, each a string.
 * `const kn: Translation<typeof en> = {...}` makes a missing or extra key a type error.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A catalogue flattened to `a.b.c` → text, for tests and lookups. */
export function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}
