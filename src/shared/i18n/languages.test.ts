import { describe, expect, it } from 'vitest';
import { languageAtSignIn } from './languages';

describe('languageAtSignIn (decision 122)', () => {
  it('Kannada picked before sign-in survives a sign-in into an English account, and is saved to it', () => {
    expect(languageAtSignIn('kn', 'en')).toEqual({ lang: 'kn', saveToAccount: true });
  });
  it('without a choice in this browser the account language wins and nothing is saved', () => {
    expect(languageAtSignIn(null, 'kn')).toEqual({ lang: 'kn', saveToAccount: false });
    expect(languageAtSignIn(null, 'en')).toEqual({ lang: 'en', saveToAccount: false });
  });
  it('a choice equal to the account language needs no save', () => {
    expect(languageAtSignIn('en', 'en')).toEqual({ lang: 'en', saveToAccount: false });
  });
});
