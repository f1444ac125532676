import type { FastifyInstance } from 'fastify';
import { createInstance, type TFunction } from 'i18next';
import { durationKey } from '../../shared/duration';
import { CATALOGUES, type Namespace } from '../../shared/i18n/catalogues';
import { DEFAULT_LANG, type Lang, pickLanguage } from '../../shared/i18n/languages';
import { MESSAGE_NAMESPACES, translateMessage } from '../../shared/i18n/translate-message';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer (docs/i18n.md): from `Accept-Language`, else English. */
    lang: Lang;
  }
}

/**
 * The server's i18next (docs/i18n.md): every catalogue of both languages, loaded at start, for mails, PDFs
 * and answers. Placeholders are `{name}` in every catalogue.
 */
export const i18n = createInstance();
void i18n.init({
  resources: CATALOGUES,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  defaultNS: 'common',
  ns: Object.keys(CATALOGUES.en),
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** How many translated texts the server keeps (cleared when full; the catalogues never change at run time). */
const MEMO_LIMIT = 20_000;
const memo = new Map<string, string>();
const boundTs = new Map<string, TFunction>();
type RawT = (key: unknown, options?: unknown) => unknown;

/**
 * The memo key of one call: namespace, key and every option's name, type and value; null (not memoised)
 * when the key is not one string or an option is an object or a function.
 */
function memoKey(bound: string, key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  let id = `${bound}\u0000${key}`;
  if (options === undefined) return id;
  if (typeof options !== 'object' || options === null) return null;
  for (const [name, value] of Object.entries(options)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return null;
    id += `\u0000${name}=${typeof value}:${String(value)}`;
  }
  return id;
}

/**
 * A `t` bound to one language and namespace: `tFor('kn', 'mail')('activation.subject', { name })`.
 * Its answers are memoised by key and option values (a MyMatches page asks for the same few dozen
 * words on every card: i18next's lookup and interpolation were a quarter of its server time, decision 082).
 */
export function tFor<N extends Namespace = 'common'>(lang: Lang, ns?: N): TFunction<N> {
  const bound = `${lang}:${ns ?? 'common'}`;
  let t = boundTs.get(bound);
  if (!t) {
    const raw = i18n.getFixedT(lang, ns ?? 'common') as unknown as RawT;
    t = ((key: unknown, options?: unknown) => {
      const id = memoKey(bound, key, options);
      if (id === null) return raw(key, options);
      const known = memo.get(id);
      if (known !== undefined) return known;
      const text = raw(key, options);
      if (typeof text === 'string') {
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(id, text);
      }
      return text;
    }) as unknown as TFunction;
    boundTs.set(bound, t);
  }
  return t as TFunction<N>;
}

/** `text` (an English message of the `messages`/`payMessages` catalogues) in `lang`; unknown texts unchanged. */
export function translateServerMessage(lang: Lang, text: string): string {
  if (lang === DEFAULT_LANG) return text;
  for (const ns of MESSAGE_NAMESPACES) {
    const out = translateMessage(text, CATALOGUES.en[ns], CATALOGUES[lang][ns]);
    if (out !== text) return out;
  }
  return text;
}

/**
 * Sets `req.lang` from `Accept-Language` (the web app sends its chosen language) and translates the
 * `message` and field `errors` of every JSON answer into it (docs/i18n.md), so one English text per message
 * lives in the code and in SPEC-matching tests.
 */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (req) => {
    req.lang = pickLanguage(req.headers['accept-language']);
  });
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    if (req.lang === DEFAULT_LANG || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: unknown };
    if (typeof body.message !== 'string' && !body.errors) return payload;
    const out: Record<string, unknown> = { ...body };
    if (typeof body.message === 'string') out.message = translateServerMessage(req.lang, body.message);
    if (body.errors && typeof body.errors === 'object') {
      out.errors = Object.fromEntries(
        Object.entries(body.errors).map(([k, v]) => [
          k,
          typeof v === 'string' ? translateServerMessage(req.lang, v) : v,
        ]),
      );
    }
    return out;
  });
}

/** A plan's duration in `lang` (src/shared/duration.ts, decision 128): '1 year', '6 months'; '' for none. */
export function durationText(lang: Lang, months: number): string {
  const d = durationKey(months);
  return d ? tFor(lang, 'common')(d.key, { count: d.count }) : '';
}
