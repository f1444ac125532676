import type { Lang } from '../../../shared/i18n/languages';
import type { Config } from '../../config';
import { drawBrand, drawMoney, drawNotes, drawRow, drawRule, drawText, newPdf } from '../../lib/pdf-layout';
import { pdfText } from '../../lib/pdf-text';

export type VoucherData = {
  voucherNo: string;
  paidOn: string;
  mode: string;
  reference: string;
  amountPaise: number;
  /** `lang`: the promoter's account language, the language of the voucher (docs/i18n.md). */
  promoter: { name: string; registrationNo: string; promoCode: string; lang: Lang };
  bank: { account_name: string; account_no_masked: string; ifsc: string; bank_name: string };
  lines: { id: number; kind: string; member: string; receiptNo: string | null; amountPaise: number }[];
};

/**
 * The payout voucher of a promoter payout as a PDF (docs/decisions/030), in the promoter's account
 * language (docs/i18n.md): brand, voucher number and date, the promoter, the masked bank details snapshotted at
 * payout time, mode and reference, one line per commission paid (corrections as negative lines) and the total.
 */
export function voucherPdf(config: Config, v: VoucherData): Promise<Buffer> {
  const { t, date, money } = pdfText(v.promoter.lang);
  const pdf = newPdf(t('voucher.docTitle', { voucherNo: v.voucherNo }), v.promoter.lang);
  let y = drawBrand(pdf, config);
  y = drawText(pdf, t('voucher.title'), pdf.left, y, pdf.width, { bold: true, size: 16 }) + 6;
  const mode = t(`mode.${v.mode}`, { defaultValue: v.mode });
  const rows: [string, string][] = [
    [t('voucher.voucherNo'), v.voucherNo],
    [t('voucher.datePaid'), date(v.paidOn)],
    [t('voucher.paidTo'), v.promoter.name],
    [t('voucher.registrationNo'), v.promoter.registrationNo],
    [t('voucher.promoCode'), v.promoter.promoCode],
    [t('voucher.mode'), [mode, v.reference].filter(Boolean).join(' · ')],
  ];
  if (v.bank.account_no_masked || v.bank.bank_name) {
    rows.push([
      t('voucher.account'),
      [v.bank.account_name, v.bank.account_no_masked].filter(Boolean).join(' · '),
    ]);
    rows.push([t('voucher.bank'), [v.bank.bank_name, v.bank.ifsc].filter(Boolean).join(' · ')]);
  }
  for (const [label, value] of rows) y = drawRow(pdf, y, label, value);
  y = drawRule(pdf, y + 14);
  for (const l of v.lines) {
    const what =
      l.amountPaise < 0 ? t('voucher.correction') : t(`voucher.kind.${l.kind}`, { defaultValue: l.kind });
    const label = [`#${l.id}`, what, l.member, l.receiptNo].filter(Boolean).join(' · ');
    y = drawMoney(pdf, y, label, money(l.amountPaise));
  }
  y = drawRule(pdf, y + 2);
  y = drawMoney(pdf, y, t('voucher.total'), money(v.amountPaise), true);
  drawNotes(pdf, y + 14, [t('computerGenerated.voucher')]);
  pdf.doc.end();
  return pdf.done;
}
