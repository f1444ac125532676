import { describe, expect, it } from 'vitest';
import { flatten } from './i18n/catalogue';
import { CATALOGUES } from './i18n/catalogues';
import { LANGUAGES } from './i18n/languages';
import { OFFLINE_KEYS, offlinePageHtml } from './offline-page';

const tIn = (lang: (typeof LANGUAGES)[number]) => (key: string) =>
  String(flatten(CATALOGUES[lang].common)[key]);

describe('the offline page (docs/installable-app.md)', () => {
  it('says "You are offline" in every language, with no script', () => {
    const html = offlinePageHtml(
      LANGUAGES.map((lang) => ({ lang, t: tIn(lang) })),
      '#1a4f72',
    );
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain(`<h1>${tIn('kn')('offline.title')}</h1>`);
    expect(html).toContain('<section lang="kn">');
    expect(html).not.toMatch(/<script/i);
    for (const key of OFFLINE_KEYS) expect(tIn('kn')(key)).not.toBe(tIn('en')(key));
  });
});
