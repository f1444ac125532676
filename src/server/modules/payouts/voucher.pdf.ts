import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/dates';
import type { Config } from '../../config';
import { amount, FONTS } from '../receipts/receipt.pdf';

export type VoucherData = {
  voucherNo: string;
  paidOn: string;
  mode: string;
  reference: string;
  amountPaise: number;
  promoter: { name: string; registrationNo: string; promoCode: string };
  bank: { account_name: string; account_no_masked: string; ifsc: string; bank_name: string };
  lines: { id: number; kind: string; member: string; receiptNo: string | null; amountPaise: number }[];
};

const MODE_LABEL: Record<string, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};
const KIND_LABEL: Record<string, string> = {
  registration: 'Registration',
  renewal: 'Renewal',
  assistance: 'Assistance',
};

/**
 * The payout voucher of a promoter payout as a PDF (issue #11, docs/decisions/030): brand, voucher number and
 * date, the promoter, the masked bank details snapshotted at payout time, mode and reference, one line per
 * commission paid (corrections as negative lines) and the total, with the ₹ sign in its own font (as receipts).
 */
export function voucherPdf(config: Config, v: VoucherData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Payout voucher ${v.voucherNo}` } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('rupee', FONTS.rupee);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  doc.font('bold').fontSize(20).fillColor('#7a1f3d').text(config.brand.siteName, left, 50);
  doc.font('regular').fontSize(9).fillColor('#555555');
  doc.text(config.brand.companyName);
  doc.text(`${config.brand.emails[0]} · ${config.brand.phone} · ${config.publicUrl}`);
  doc.moveDown(1);
  doc.fillColor('#000000').font('bold').fontSize(16).text('Promoter Payout Voucher', left);
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
  row('Voucher number', v.voucherNo);
  row('Date paid', formatDate(v.paidOn));
  row('Paid to', v.promoter.name);
  row('Registration number', v.promoter.registrationNo);
  row('Promo code', v.promoter.promoCode);
  row('Mode', `${MODE_LABEL[v.mode] ?? v.mode}${v.reference ? ` · ${v.reference}` : ''}`);
  if (v.bank.account_no_masked || v.bank.bank_name) {
    row('Account', [v.bank.account_name, v.bank.account_no_masked].filter(Boolean).join(' · '));
    row('Bank', [v.bank.bank_name, v.bank.ifsc].filter(Boolean).join(' · '));
  }
  doc.moveDown(1);

  const money = (label: string, paise: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10)
      .fillColor('#000000')
      .text(label, left, y, { width: width - 120 });
    const after = doc.y;
    const digits = amount(Math.abs(paise));
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
    doc.y = Math.max(after, y + (bold ? 20 : 16));
  };
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown(0.5);
  for (const l of v.lines) {
    const what =
      l.amountPaise < 0 ? 'Correction (refunded payment)' : `${KIND_LABEL[l.kind] ?? l.kind} commission`;
    money(`#${l.id} · ${what} · ${l.member}${l.receiptNo ? ` · ${l.receiptNo}` : ''}`, l.amountPaise);
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown(0.4);
  money('Total paid', v.amountPaise, true);
  doc.moveDown(1);
  doc.font('regular').fontSize(8.5).fillColor('#555555');
  doc.text('This is a computer-generated voucher and needs no signature.', left, doc.y, { width });
  doc.end();
  return done;
}
