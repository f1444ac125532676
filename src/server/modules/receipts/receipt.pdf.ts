import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/dates';
import type { Config } from '../../config';
import type { payments } from '../../db/schema';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
/** Noto Sans from @fontsource (WOFF, read by pdfkit's fontkit); the ₹ sign lives in its Devanagari subset. */
export const FONTS = {
  regular: path.join(fontDir, 'noto-sans-latin-400-normal.woff'),
  bold: path.join(fontDir, 'noto-sans-latin-700-normal.woff'),
  rupee: path.join(fontDir, 'noto-sans-devanagari-400-normal.woff'),
};

type Payment = typeof payments.$inferSelect;
export type ReceiptMember = { name: string; registrationNo: string; place: string };

const MODE_LABEL: Record<string, string> = {
  online: 'Online',
  cash: 'Cash',
  upi: 'UPI',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/** 59900 → '599.00' with Indian digit grouping (the ₹ sign is drawn separately in its own font). */
export function amount(paise: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  );
}

/**
 * The receipt of a paid payment as a PDF (issue #10): brand, receipt number and date, the member's name and
 * registration number, plan and period, amounts with the ₹ sign; a tax invoice (taxable value, CGST+SGST or
 * IGST, SAC, GSTIN) when the payment carries a GST split; a "TEST PAYMENT" banner for the test gateway.
 */
export function receiptPdf(config: Config, p: Payment, member: ReceiptMember): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Receipt ${p.receiptNo}` } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('rupee', FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const tax = p.tax;
  const isTest = p.provider === 'test';

  doc.font('bold').fontSize(20).fillColor('#7a1f3d').text(config.brand.siteName, left, 50);
  doc.font('regular').fontSize(9).fillColor('#555555');
  doc.text(config.brand.companyName);
  doc.text(`${config.brand.emails[0]} · ${config.brand.phone} · ${config.publicUrl}`);
  if (tax) doc.text(`GSTIN: ${tax.gstin}`);
  doc.moveDown(1);

  if (isTest) {
    const y = doc.y;
    doc.rect(left, y, width, 28).fill('#fff3cd');
    doc
      .fillColor('#7a4d00')
      .font('bold')
      .fontSize(11)
      .text('TEST PAYMENT — NO MONEY MOVED. This receipt is not valid for any purpose.', left + 10, y + 8, {
        width: width - 20,
      });
    doc.y = y + 38;
  }

  doc
    .fillColor('#000000')
    .font('bold')
    .fontSize(16)
    .text(tax ? 'Tax Invoice / Receipt' : 'Payment Receipt', left);
  doc.moveDown(0.5);
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, left, y, { width: 160 });
    doc
      .font('bold')
      .fillColor('#000000')
      .text(value, left + 170, y, { width: width - 170 });
    doc.moveDown(0.3);
  };
  row('Receipt number', p.receiptNo ?? '');
  row('Date', formatDate(p.paidAt));
  row('Received from', member.name);
  row('Registration number', member.registrationNo);
  if (member.place) row('Place', member.place);
  row('Plan', `${p.planName} (${p.durationMonths} months)`);
  row('Period', `${formatDate(p.periodStart)} to ${formatDate(p.periodEnd)}`);
  row(
    'Payment',
    `${MODE_LABEL[p.mode] ?? p.mode}${isTest ? ' (test gateway)' : ''}${p.reference ? ` · ${p.reference}` : ''}`,
  );
  if (p.providerPaymentId) row('Payment id', p.providerPaymentId);
  if (tax) row('SAC', tax.sac);
  doc.moveDown(1);

  const money = (label: string, paise: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10)
      .fillColor('#000000')
      .text(label, left, y, { width: 300 });
    const digits = `${amount(Math.abs(paise))}`;
    doc.font(bold ? 'bold' : 'regular');
    const digitsWidth = doc.widthOfString(digits);
    const minus = paise < 0 ? '− ' : '';
    const minusWidth = doc.widthOfString(minus);
    doc.font('rupee');
    const signWidth = doc.widthOfString('₹');
    const x = right - digitsWidth - signWidth;
    if (minus) doc.font(bold ? 'bold' : 'regular').text(minus, x - minusWidth, y, { lineBreak: false });
    doc.font('rupee').text('₹', x, y, { lineBreak: false });
    doc.font(bold ? 'bold' : 'regular').text(digits, x + signWidth, y, { lineBreak: false });
    doc.x = left;
    doc.y = y + (bold ? 20 : 16);
  };
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown(0.5);
  money(`${p.planName} plan, list price`, p.listPricePaise);
  if (p.discountPaise > 0) money(`Promo code ${p.promoCode ?? ''} discount`, -p.discountPaise);
  if (p.listPricePaise - p.discountPaise !== p.amountPaise)
    money('Adjusted by our office', p.amountPaise - (p.listPricePaise - p.discountPaise));
  if (tax) {
    money('Taxable value', tax.taxablePaise);
    if (tax.kind === 'intra') {
      money('CGST @ 9%', tax.cgstPaise);
      money('SGST @ 9%', tax.sgstPaise);
    } else {
      money('IGST @ 18%', tax.igstPaise);
    }
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown(0.4);
  money('Total paid', p.amountPaise, true);
  doc.moveDown(1);
  doc.font('regular').fontSize(8.5).fillColor('#555555');
  if (tax) {
    doc.text(
      'Prices include GST at 18%. Taxable value = total × 100 / 118, rounded to the nearest paisa; tax = total − taxable value' +
        (tax.kind === 'intra'
          ? '; CGST is half the tax rounded down to a paisa, SGST the rest.'
          : ', charged as IGST.'),
      left,
      doc.y,
      { width },
    );
  }
  doc.text('This is a computer-generated receipt and needs no signature.', left, doc.y, { width });
  doc.end();
  return done;
}
