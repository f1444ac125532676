import { describe, expect, it } from 'vitest';
import { FIGURES, theme } from './theme';

/** Decision 127: every figure uses lining, tabular numerals (the display font's default is old-style). */
describe('the theme: figures', () => {
  it('sets lining, tabular numerals on the body, inherited by every text and form control', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, string>
    >;
    expect(baseline.body.fontVariantNumeric).toContain('lining-nums');
    expect(baseline.body.fontVariantNumeric).toContain('tabular-nums');
    expect(baseline.body.fontFeatureSettings).toBe(FIGURES.fontFeatureSettings);
    expect(baseline['input, textarea, select, button'].fontVariantNumeric).toBe('inherit');
  });

  it('never letter-spaces Kannada text', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, string>
    >;
    expect(baseline['*:lang(kn)'].letterSpacing).toBe('normal !important');
  });
});
