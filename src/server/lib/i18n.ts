import type { FastifyInstance } from 'fastify';
import { createInstance, type TFunction } from 'i18next';
import { CATALOGUES, type Namespace } from '../../shared/i18n/catalogues';
import { DEFAULT_LANG, type Lang, pickLanguage } from '../../shared/i18n/languages';
import { MESSAGE_NAMESPACES, translateMessage } from '../../shared/i18n/translate-message';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer (issue #9): from `Accept-Language`, else English. */
    lang: Lang;
  }
}

/**
 * The server's i18next (issue #9): every catalogue of both languages, loaded at start, for mails, PDFs
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

/** A `t` bound to one language and namespace: `tFor('kn', 'mail')('activation.subject', { name })`. */
export function tFor<N extends Namespace = 'common'>(lang: Lang, ns?: N): TFunction<N> {
  return i18n.getFixedT(lang, ns ?? 'common') as TFunction<N>;
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
 * `message` and field `errors` of every JSON answer into it (issue #9), so one English text per message
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
