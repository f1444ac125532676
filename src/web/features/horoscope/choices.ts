/**
 * Minimum guna milan choices out of 36 (docs/horoscope.md#matching, docs/horoscope.md#search), shared by
 * partner preferences and the search filter; 0 = no minimum.
 */
export const GUNA_CHOICES = [0, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] as const;
