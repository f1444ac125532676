import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { flatten } from './catalogue';
import { CATALOGUES, NAMESPACES } from './catalogues';
import { LANGUAGES, pickLanguage } from './languages';
import { translateMessage } from './translate-message';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../..');
const localesDir = path.join(here, 'locales');

/** Every .ts/.tsx file under src except the catalogues themselves. */
function sources(dir = srcDir, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (p !== localesDir) sources(p, out);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The constants through which the code names the entries of the message namespaces. */
const MESSAGE_CONSTANTS: Record<string, string> = {
  messages: 'MSG',
  payMessages: 'PAY_MSG',
  notices: 'NOTICE',
};

describe('message catalogues (docs/i18n.md)', () => {
  it('has every namespace in every language, listed in catalogues.ts and present as files', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(path.join(localesDir, lang))
        .map((f) => f.replace(/\.ts$/, ''))
        .sort();
      expect(files).toEqual([...NAMESPACES].sort());
      expect(Object.keys(CATALOGUES[lang]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('%s: Kannada has exactly the English keys, none empty, same placeholders', (ns) => {
    const en = flatten(CATALOGUES.en[ns]);
    const kn = flatten(CATALOGUES.kn[ns]);
    expect(Object.keys(kn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(kn)) {
      expect(text.trim(), `kn ${ns}:${key} is empty`).not.toBe('');
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(text), `kn ${ns}:${key} placeholders`).toEqual(names(en[key] as string));
    }
  });

  it('no value writes a plural as "(s)": counts use plural keys (_one/_other), details members notice (docs/first-impressions.md#details-members-notice)', () => {
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of Object.entries(flatten(CATALOGUES[lang][ns]))) {
          if (/\((s|es|ಗಳು)\)/.test(String(text))) found.push(`${lang} ${ns}:${key}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('counts read in the right number in both languages: every _one has its _other (docs/first-impressions.md#details-members-notice)', () => {
    const unpaired: string[] = [];
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const keys = Object.keys(flatten(CATALOGUES[lang][ns]));
        for (const k of keys.filter((x) => x.endsWith('_one'))) {
          if (!keys.includes(k.replace(/_one$/, '_other'))) unpaired.push(`${lang} ${ns}:${k}`);
        }
      }
    }
    expect(unpaired).toEqual([]);
    const i18n = createInstance();
    void i18n.init({
      resources: CATALOGUES,
      lng: 'en',
      ns: [...NAMESPACES],
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      initAsync: false,
    });
    const en = i18n.getFixedT('en', 'member');
    expect([0, 1, 2].map((count) => en('dashboard.received', { count }))).toEqual([
      'Interests received',
      'Interest received',
      'Interests received',
    ]);
    expect(en('card.activeDaysAgo', { count: 1 })).toBe('Active 1 day ago');
    expect(en('card.activeDaysAgo', { count: 3 })).toBe('Active 3 days ago');
    const kn = i18n.getFixedT('kn', 'member');
    expect(kn('dashboard.received', { count: 1 })).toBe(CATALOGUES.kn.member.dashboard.received_one);
    expect(kn('dashboard.received', { count: 2 })).toBe(CATALOGUES.kn.member.dashboard.received_other);
  });

  it('every Kannada file asks for a native speaker’s review', () => {
    for (const f of readdirSync(path.join(localesDir, 'kn'))) {
      expect(readFileSync(path.join(localesDir, 'kn', f), 'utf8'), f).toMatch(/native speaker/);
    }
  });

  it('has no unused key: every key is named somewhere in src', () => {
    const code = sources().join('\n');
    const unused: string[] = [];
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(flatten(CATALOGUES.en[ns]))) {
        const constant = MESSAGE_CONSTANTS[ns];
        if (constant) {
          if (!new RegExp(`\\b${constant}\\.${key}\\b`).test(code)) unused.push(`${ns}:${key}`);
          continue;
        }
        const base = key.replace(PLURAL, '');
        const quoted = [`'${base}'`, `"${base}"`, `\`${base}\``, `'${ns}:${base}'`, `\`${ns}:${base}\``];
        // A key built at run time: `options.diet.${code}` names every key under options.diet.
        const parts = base.split('.');
        const prefixes = parts.slice(1).map((_, i) => `\`${parts.slice(0, i + 1).join('.')}.\${`);
        if (![...quoted, ...prefixes].some((s) => code.includes(s))) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
    // a scan of every source for every key: seconds on a busy CI machine
  }, 90_000);
});

describe('pickLanguage (Accept-Language)', () => {
  it.each([
    ['kn-IN,kn;q=0.9,en;q=0.8', 'kn'],
    ['en-GB,en;q=0.9,kn;q=0.5', 'en'],
    ['ta-IN, kn;q=0.7', 'kn'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['en;q=0.2, kn;q=0.8', 'kn'],
  ])('%s → %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});

describe('translateMessage', () => {
  const { messages: en } = CATALOGUES.en;
  const { messages: kn } = CATALOGUES.kn;
  it('translates an exact message and a filled template, and leaves other texts alone', () => {
    expect(translateMessage(en.invalidCredentials, en, kn)).toBe(kn.invalidCredentials);
    const filled = en.interestLimitReached.replace('{limit}', '5');
    expect(translateMessage(filled, en, kn)).toBe(kn.interestLimitReached.replace('{limit}', '5'));
    expect(translateMessage('Not a catalogue text', en, kn)).toBe('Not a catalogue text');
  });
});
