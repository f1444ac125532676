/** The part of pdf.js (`pdfjs-dist`, devDependency) these helpers use. */
type PdfJs = {
  getDocument(src: { data: Uint8Array; isEvalSupported: boolean }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: object[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
};
// Imported by name at run time, so a checkout whose node_modules predate the devDependency still typechecks.
const PDFJS = 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader's text layer (pdf.js) extracts it, lines joined by spaces. */
export async function pdfPlainText(pdf: Buffer): Promise<string> {
  const { getDocument } = (await import(PDFJS)) as PdfJs;
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? String(item.str) : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

const squeeze = (s: string) => [...s.normalize('NFD').replace(/[\s\u200C\u200D]/g, '')];

/**
 * True when `text` (from pdfPlainText) holds `expected`. pdf.js gives Kannada in glyph order (a vowel sign
 * or virama may come before the consonant it follows when read), so the letters of `expected` must stand
 * together in `text`, in any order within that stretch; spaces and joiners are ignored.
 */
export function hasText(text: string, expected: string): boolean {
  const hay = squeeze(text);
  const needle = squeeze(expected).sort().join('');
  const n = squeeze(expected).length;
  for (let i = 0; i + n <= hay.length; i++) {
    if (
      hay
        .slice(i, i + n)
        .sort()
        .join('') === needle
    )
      return true;
  }
  return false;
}
