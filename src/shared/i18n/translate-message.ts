/**
 * Server message texts in the reader's language (docs/i18n.md). The API answers with the English texts of
 * the message catalogues (SPEC §8 writes them in English, and tests and clients may match them); at the
 * boundary — the server's reply, or the web app showing a message its own schemas produced — a text is
 * looked up by its English wording and replaced by the same entry of the target catalogue, with the
 * values of `{placeholders}` carried over. A text no catalogue holds is returned unchanged.
 */

/** The namespaces whose entries are server or validation message texts. */
export const MESSAGE_NAMESPACES = ['messages', 'payMessages'] as const;

type Bundle = Record<string, unknown>;
type Lookup = { exact: Map<string, string>; templates: { re: RegExp; names: string[]; target: string }[] };

const cache = new WeakMap<Bundle, WeakMap<Bundle, Lookup>>();

function build(source: Bundle, target: Bundle): Lookup {
  const lookup: Lookup = { exact: new Map(), templates: [] };
  for (const [key, text] of Object.entries(source)) {
    const translated = target[key];
    if (typeof text !== 'string' || typeof translated !== 'string') continue;
    if (!lookup.exact.has(text)) lookup.exact.set(text, translated);
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (names.length === 0) continue;
    const pattern = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    lookup.templates.push({ re: new RegExp(`^${pattern}$`), names, target: translated });
  }
  return lookup;
}

/**
 * `text` in the target language: `source` and `target` are the same namespace's flat catalogues (English
 * and e.g. Kannada). `interestLimitReached` filled with 5 in English becomes the Kannada entry filled
 * with 5. Returns `text` when neither an exact entry nor a template matches. `value` rewrites each
 * placeholder's value on its way into the target text (a plan name or a date in the target language,
 * decision 150); by default values are carried over as they are.
 */
export function translateMessage(
  text: string,
  source: Bundle,
  target: Bundle,
  value: (v: string) => string = (v) => v,
): string {
  if (source === target) return text;
  let byTarget = cache.get(source);
  if (!byTarget) {
    byTarget = new WeakMap();
    cache.set(source, byTarget);
  }
  let lookup = byTarget.get(target);
  if (!lookup) {
    lookup = build(source, target);
    byTarget.set(target, lookup);
  }
  const exact = lookup.exact.get(text);
  if (exact !== undefined) return exact;
  for (const { re, names, target: template } of lookup.templates) {
    const m = re.exec(text);
    if (!m) continue;
    return names.reduce((out, name, i) => out.replaceAll(`{${name}}`, value(m[i + 1] ?? '')), template);
  }
  return text;
}
