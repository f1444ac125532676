import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { INTL_LOCALE, type Lang } from '../../shared/i18n/languages';
import type { Config } from '../config';

/*
 * Drawing the service's PDFs (receipts, payout vouchers) with pdfkit in English and Kannada (docs/i18n.md,
 * decision 077). pdfkit draws a text run in one font and has no font fallback, and @fontsource ships Noto
 * Sans Kannada in subsets (its Kannada subset has the Kannada letters, ₹ and the space but no Latin letters
 * or digits). So every text is cut into script runs: Kannada (and ₹) in Noto Sans Kannada, everything else
 * in Noto Sans; fontkit shapes the Kannada conjuncts and vowel signs. Each Kannada run carries its text as
 * `ActualText`, so copying from a viewer gives the letters in reading order, not in glyph order.
 */

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
const latin = filesOf('@fontsource/noto-sans');
const kannada = filesOf('@fontsource/noto-sans-kannada');

/** The WOFF files embedded (as subsets) in every PDF. */
export const FONTS = {
  regular: path.join(latin, 'noto-sans-latin-400-normal.woff'),
  bold: path.join(latin, 'noto-sans-latin-700-normal.woff'),
  knRegular: path.join(kannada, 'noto-sans-kannada-kannada-400-normal.woff'),
  knBold: path.join(kannada, 'noto-sans-kannada-kannada-700-normal.woff'),
};

/** How a text is drawn: weight, size in points, colour (hex). */
export type Style = { bold?: boolean; size?: number; color?: string };

/** A PDF being drawn: the pdfkit document, the content box (points) and the finished bytes. */
export type Pdf = {
  doc: PDFKit.PDFDocument;
  lang: Lang;
  left: number;
  right: number;
  width: number;
  done: Promise<Buffer>;
};

const MARGIN = 50;

/** A new A4 PDF titled `title`, with the document language `lang` and the fonts registered. */
export function newPdf(title: string, lang: Lang): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: INTL_LOCALE[lang],
    info: { Title: title },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('knRegular', FONTS.knRegular);
  doc.registerFont('knBold', FONTS.knBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  // An 'error' event of the document rejects `done` (the caller's request fails alone) instead of
  // reaching the process unhandled (docs/api.md#streamed-answers).
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  done.catch(() => {}); // a drawing error thrown before `done` is awaited must not count as unhandled

  const right = doc.page.width - MARGIN;
  return { doc, lang, left: MARGIN, right, width: right - MARGIN, done };
}

/** Kannada letters and signs, the joiners, the dotted circle and ₹: drawn in Noto Sans Kannada. */
const KANNADA = /[\u0C80-\u0CFF\u25CC\u20B9]|\u200C|\u200D/;

/**
 * `text` cut into runs of one script: `kannada` runs (see KANNADA) and the rest. A space or other character
 * both fonts have stays in the run before it, so a Kannada phrase is one run.
 */
export function scriptRuns(text: string): { text: string; kannada: boolean }[] {
  const runs: { text: string; kannada: boolean }[] = [];
  for (const ch of text) {
    const kn = KANNADA.test(ch);
    const last = runs[runs.length - 1];
    if (last && (last.kannada === kn || (ch === ' ' && last.kannada))) last.text += ch;
    else runs.push({ text: ch, kannada: kn });
  }
  return runs;
}

function setFont(doc: PDFKit.PDFDocument, kannada: boolean, style: Style) {
  const name = kannada ? (style.bold ? 'knBold' : 'knRegular') : style.bold ? 'bold' : 'regular';
  doc.font(name).fontSize(style.size ?? 10);
}

/** The width in points of `text` in `style`. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: Style = {}): number {
  let w = 0;
  for (const r of scriptRuns(text)) {
    setFont(doc, r.kannada, style);
    w += doc.widthOfString(r.text);
  }
  return w;
}

/** The height in points of one line in `style` (Kannada letters stand taller than Latin ones). */
export const lineHeight = (style: Style = {}) => (style.size ?? 10) * 1.55;

/** Draws one line of `text` with its top at `y`, starting at `x`; nothing is wrapped. */
function drawLine(pdf: Pdf, text: string, x: number, y: number, style: Style) {
  const { doc } = pdf;
  const baseline = y + (style.size ?? 10) * 1.15;
  doc.fillColor(style.color ?? '#000000');
  let cx = x;
  for (const r of scriptRuns(text)) {
    setFont(doc, r.kannada, style);
    if (r.kannada) doc.markContent('Span', { actual: r.text, lang: 'kn' });
    doc.text(r.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (r.kannada) doc.endMarkedContent();
    cx += doc.widthOfString(r.text);
  }
}

/** `text` broken into lines no wider than `width` at spaces (a word wider than `width` gets a line of its own). */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: Style = {}): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(doc, next, style) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/**
 * Draws `text` from (x, y) (top-left, points) wrapped to `width`, aligned left or right; returns the y
 * below its last line.
 */
export function drawText(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style = {},
  align: 'left' | 'right' = 'left',
): number {
  let top = y;
  for (const line of wrap(pdf.doc, text, width, style)) {
    const lx = align === 'right' ? x + width - textWidth(pdf.doc, line, style) : x;
    drawLine(pdf, line, lx, top, style);
    top += lineHeight(style);
  }
  return top;
}

const GREY = '#555555';

/** The brand block at the top (site, company, contacts) and `extra` lines under it; returns the y below. */
export function drawBrand(pdf: Pdf, config: Config, extra: string[] = []): number {
  const { left, width } = pdf;
  let y = drawText(pdf, config.brand.siteName, left, MARGIN, width, {
    bold: true,
    size: 20,
    color: '#7a1f3d',
  });
  const lines = [
    config.brand.companyName,
    `${config.brand.emails[0]} · ${config.brand.phone} · ${config.publicUrl}`,
    ...extra,
  ];
  for (const l of lines) y = drawText(pdf, l, left, y, width, { size: 9, color: GREY });
  return y + 12;
}

/** A label and its value side by side (label grey, value bold); returns the y below. */
export function drawRow(pdf: Pdf, y: number, label: string, value: string): number {
  const { left, width } = pdf;
  const a = drawText(pdf, label, left, y, 160, { color: GREY });
  const b = drawText(pdf, value, left + 170, y, width - 170, { bold: true });
  return Math.max(a, b) + 2;
}

/** A label at the left and an amount (already formatted) at the right edge; returns the y below. */
export function drawMoney(pdf: Pdf, y: number, label: string, amount: string, bold = false): number {
  const { left, width } = pdf;
  const style: Style = { bold, size: bold ? 12 : 10 };
  const amountWidth = textWidth(pdf.doc, amount, style);
  const a = drawText(pdf, label, left, y, width - amountWidth - 20, style);
  drawText(pdf, amount, left, y, width, style, 'right');
  return Math.max(a, y + lineHeight(style)) + 1;
}

/** A thin grey rule across the content box at `y`; returns the y below. */
export function drawRule(pdf: Pdf, y: number): number {
  pdf.doc.moveTo(pdf.left, y).lineTo(pdf.right, y).strokeColor('#cccccc').stroke();
  return y + 8;
}

/** A full-width coloured band with `text` in it (the test-payment warning); returns the y below. */
export function drawBanner(pdf: Pdf, y: number, text: string): number {
  const { doc, left, width } = pdf;
  const style: Style = { bold: true, size: 11, color: '#7a4d00' };
  const height = wrap(doc, text, width - 20, style).length * lineHeight(style) + 12;
  doc.rect(left, y, width, height).fill('#fff3cd');
  drawText(pdf, text, left + 10, y + 6, width - 20, style);
  return y + height + 10;
}

/** Small grey notes at the foot, one paragraph each; returns the y below. */
export function drawNotes(pdf: Pdf, y: number, notes: string[]): number {
  let top = y;
  for (const n of notes) top = drawText(pdf, n, pdf.left, top, pdf.width, { size: 8.5, color: GREY });
  return top;
}
