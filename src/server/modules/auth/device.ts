/** What the sign-in history says of a browser the summary does not recognise (or no User-Agent). */
export const UNKNOWN_BROWSER = 'Unknown browser';

/**
 * A short, human summary of a User-Agent header (docs/data-rights.md, sign-in history): "Chrome on Android",
 * "Safari on iPhone". Only the summary is stored (data minimisation, docs/data-rights.md#sign-in-history):
 * a browser it does not recognise is "Unknown browser" ("Unknown browser on Linux" when the system is
 * known), never any part of the header itself.
 */
export function deviceSummary(ua: string | undefined): string {
  if (!ua) return UNKNOWN_BROWSER;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return [browser ?? UNKNOWN_BROWSER, os].filter(Boolean).join(' on ');
}
