/**
 * The languages of the service (docs/i18n.md): English and Kannada. Stored values stay language-neutral
 * codes; only labels are translated. `en` is the fallback for any text a catalogue lacks.
 */
export const LANGUAGES = ['en', 'kn'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name, as its readers write it (the language switch shows these). */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', kn: 'ಕನ್ನಡ' };

/** The Intl locale used for numbers, money and dates in each language (Indian conventions). */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-IN', kn: 'kn-IN' };

/** True when `value` is one of LANGUAGES. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best supported language for an `Accept-Language` header value (RFC 9110 §12.5.4: comma-separated
 * tags with optional `;q=` weights), or DEFAULT_LANG. `kn-IN;q=0.9, en;q=0.8` → `kn`.
 */
export function pickLanguage(header: string | string[] | undefined | null): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: Lang = DEFAULT_LANG;
  let bestQ = -1;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The cookie in which the web app mirrors the language it shows (`lang=kn`), so the server can send the
 * prerendered home page in that language before any script runs (docs/performance.md#web-first-load, decision 069).
 */
export const LANG_COOKIE = 'lang';

/**
 * The language the server sends a prerendered page in, deciding as the web app does (src/web/i18n.ts):
 * the language last shown in this browser (the `lang` cookie, set with every language change, also the
 * account's language after sign-in), else the best of `Accept-Language`, else English.
 * Inputs: the raw `Cookie` and `Accept-Language` header values.
 */
export function languageOfRequest(
  cookieHeader: string | undefined,
  acceptLanguage: string | string[] | undefined,
): Lang {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return pickLanguage(acceptLanguage);
}

/**
 * The language a sign-in ends in, and whether the account must learn it (decision 122): a language the
 * visitor picked with the language switch in this browser (`chosenHere`) wins and is saved to the
 * account when it differs; without one the account's language (`account`) wins, so a member who chose
 * Kannada on a phone reads Kannada on a new laptop too.
 * Output: `{ lang, saveToAccount }`.
 */
export function languageAtSignIn(
  chosenHere: Lang | null,
  account: Lang,
): { lang: Lang; saveToAccount: boolean } {
  if (chosenHere) return { lang: chosenHere, saveToAccount: chosenHere !== account };
  return { lang: account, saveToAccount: false };
}
