import type { Lang } from '../../../shared/i18n/languages';
import { isRealMoney } from '../../../shared/policies/payments';
import type { Config } from '../../config';
import type { payments } from '../../db/schema';
import { durationText } from '../../lib/i18n';
import {
  drawBanner,
  drawBrand,
  drawMoney,
  drawNotes,
  drawRow,
  drawRule,
  drawText,
  newPdf,
} from '../../lib/pdf-layout';
import { pdfText } from '../../lib/pdf-text';

type Payment = typeof payments.$inferSelect;
export type ReceiptMember = { name: string; registrationNo: string; place: string; lang: Lang };

/**
 * The receipt of a paid payment as a PDF (docs/payments.md#prices-periods-receipts), in the member's account language (docs/i18n.md): brand,
 * receipt number and date, the member's name and registration number, plan and period, amounts with the ₹
 * sign; a tax invoice (taxable value, CGST+SGST or IGST, SAC, GSTIN) when the payment carries a GST split;
 * a "TEST PAYMENT" banner for the test gateway. Texts: the `pdf` catalogue; layout: src/server/lib/pdf-layout.ts.
 * `planName`: the plan as the receipt names it (default: the name the order copied; decision 150).
 */
export function receiptPdf(
  config: Config,
  p: Payment,
  member: ReceiptMember,
  planName: string = p.planName,
): Promise<Buffer> {
  const { t, date, money } = pdfText(member.lang);
  const pdf = newPdf(t('receipt.docTitle', { receiptNo: p.receiptNo }), member.lang);
  const isTest = !isRealMoney(p.provider);
  // A test payment is never a tax invoice (decision 106), whatever its row carries.
  const tax = isTest ? null : p.tax;

  let y = drawBrand(pdf, config, tax ? [t('receipt.gstin', { gstin: tax.gstin })] : []);
  if (isTest) y = drawBanner(pdf, y, t('receipt.testBanner'));
  y = drawText(pdf, t(tax ? 'receipt.taxTitle' : 'receipt.title'), pdf.left, y, pdf.width, {
    bold: true,
    size: 16,
  });
  y += 6;
  const mode = t(`mode.${p.mode}`, { defaultValue: p.mode });
  const rows: [string, string][] = [
    [t('receipt.receiptNo'), p.receiptNo ?? ''],
    [t('receipt.date'), date(p.paidAt)],
    [t('receipt.receivedFrom'), member.name],
    [t('receipt.registrationNo'), member.registrationNo],
    ...(member.place ? [[t('receipt.place'), member.place] as [string, string]] : []),
    [
      t('receipt.plan'),
      t('receipt.planValue', { plan: planName, duration: durationText(member.lang, p.durationMonths) }),
    ],
    [t('receipt.period'), t('receipt.periodValue', { from: date(p.periodStart), to: date(p.periodEnd) })],
    [
      t('receipt.payment'),
      [isTest ? t('receipt.testGateway', { mode }) : mode, p.reference].filter(Boolean).join(' · '),
    ],
    ...(p.providerPaymentId ? [[t('receipt.paymentId'), p.providerPaymentId] as [string, string]] : []),
    ...(tax ? [[t('receipt.sac'), tax.sac] as [string, string]] : []),
  ];
  for (const [label, value] of rows) y = drawRow(pdf, y, label, value);
  y = drawRule(pdf, y + 14);

  y = drawMoney(pdf, y, t('receipt.listPrice', { plan: planName }), money(p.listPricePaise));
  if (p.discountPaise > 0)
    y = drawMoney(pdf, y, t('receipt.discount', { code: p.promoCode ?? '' }), money(-p.discountPaise));
  if (p.listPricePaise - p.discountPaise !== p.amountPaise)
    y = drawMoney(pdf, y, t('receipt.adjusted'), money(p.amountPaise - (p.listPricePaise - p.discountPaise)));
  if (tax) {
    y = drawMoney(pdf, y, t('receipt.taxable'), money(tax.taxablePaise));
    if (tax.kind === 'intra') {
      y = drawMoney(pdf, y, t('receipt.cgst'), money(tax.cgstPaise));
      y = drawMoney(pdf, y, t('receipt.sgst'), money(tax.sgstPaise));
    } else {
      y = drawMoney(pdf, y, t('receipt.igst'), money(tax.igstPaise));
    }
  }
  y = drawRule(pdf, y + 2);
  y = drawMoney(pdf, y, t('receipt.total'), money(p.amountPaise), true);
  const notes = tax
    ? [`${t('receipt.taxNote')} ${t(tax.kind === 'intra' ? 'receipt.taxNoteIntra' : 'receipt.taxNoteInter')}`]
    : [];
  drawNotes(pdf, y + 14, [...notes, t('computerGenerated.receipt')]);
  pdf.doc.end();
  return pdf.done;
}
