import dayjs from 'dayjs';
import 'dayjs/locale/en-in';
import 'dayjs/locale/kn';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Namespace, Resources } from '../shared/i18n/catalogues';
import {
  DEFAULT_LANG,
  isLang,
  LANG_COOKIE,
  LANGUAGES,
  type Lang,
  pickLanguage,
} from '../shared/i18n/languages';
import enCommon from '../shared/i18n/locales/en/common';
import { MESSAGE_NAMESPACES, translateMessage } from '../shared/i18n/translate-message';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** The browser storage key of the chosen language (docs/i18n.md). */
export const LANG_KEY = 'lang';

/**
 * The browser storage key of a language the visitor picked with the language switch in this browser
 * (decision 122); `lang` above is also written when the language only followed the browser's or the
 * account's.
 */
export const LANG_CHOSEN_KEY = 'langChosen';

/** False while the home page is prerendered (entry-server.tsx, in Node): no window, storage or cookies. */
const inBrowser = typeof document !== 'undefined';

// Each catalogue file is its own chunk: a page loads the namespaces it names, in the language shown.
const loaders = import.meta.glob<{ default: object }>('../shared/i18n/locales/*/*.ts');

/**
 * The language to start in: the one chosen before in this browser, else the first of the browser's
 * languages (the list it sends as Accept-Language) that the service has, else English (docs/i18n.md).
 */
function startLanguage(): Lang {
  if (!inBrowser) return DEFAULT_LANG;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // storage blocked: follow the browser
  }
  return pickLanguage(navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
}

/**
 * The language this page started in (before i18next has loaded anything): main.tsx compares it with
 * the language of the prerendered home page.
 */
export const START_LANG: Lang = startLanguage();

/**
 * The web app's i18next (docs/i18n.md). English `common` ships with the first script (the
 * first paint needs no extra request); every other catalogue, and all of Kannada, loads on demand.
 * The first visit follows the browser's languages; a choice is kept in localStorage and, when signed in,
 * on the account.
 */
void i18n
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = loaders[`../shared/i18n/locales/${lng}/${ns}.ts`];
      if (!load) throw new Error(`No catalogue ${lng}/${ns}`);
      return (await load()).default;
    }),
  )
  .use(initReactI18next)
  .init({
    resources: { en: { common: enCommon } },
    partialBundledLanguages: true,
    lng: START_LANG,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANG,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

/** Remembers that the visitor picked `lang` with the language switch in this browser (decision 122). */
export function markLanguageChosen(lang: Lang): void {
  try {
    localStorage.setItem(LANG_CHOSEN_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The language picked with the language switch in this browser, or null when none was (decision 122). */
export function chosenLanguage(): Lang | null {
  try {
    const chosen = localStorage.getItem(LANG_CHOSEN_KEY);
    return isLang(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

/** The language the app shows now ('en' or 'kn'). */
export function currentLang(): Lang {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANG).split('-')[0];
  return isLang(lng) ? lng : DEFAULT_LANG;
}

function applyLanguage() {
  const lang = currentLang();
  if (inBrowser) {
    document.documentElement.lang = lang;
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    // The server reads the cookie to send the prerendered home page in this language (decision 069).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
    document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  }
  // Client-side schema messages are translated from these (translateMsg); English needs none.
  if (lang !== DEFAULT_LANG) void i18n.loadNamespaces([...MESSAGE_NAMESPACES]);
  dayjs.locale(lang === 'kn' ? 'kn' : 'en-in');
}
i18n.on('languageChanged', applyLanguage);
i18n.on('initialized', applyLanguage);
applyLanguage();

/**
 * Loads `ns` for the current language (and English, the fallback). Routes call it beside their page's
 * code so a page paints once, with its words (src/web/routes.tsx `page()`).
 */
export function loadNamespaces(ns: readonly Namespace[]): Promise<void> {
  return ns.length ? i18n.loadNamespaces([...ns]) : Promise.resolve();
}

/**
 * A server or schema message (an English text of the `messages`/`payMessages` catalogues) in the current
 * language; other texts unchanged. Forms show the shared schemas' messages through it.
 */
export function translateMsg(text: string): string {
  const lang = currentLang();
  if (lang === DEFAULT_LANG) return text;
  for (const ns of MESSAGE_NAMESPACES) {
    const target = i18n.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
    if (!target) continue;
    const out = translateMessage(text, i18n.getResourceBundle(DEFAULT_LANG, ns), target);
    if (out !== text) return out;
  }
  return text;
}

export default i18n;
