import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { payments, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { hasText, pdfPlainText } from '../../test/pdf-text';
import { appPerFile } from '../../test/setup';
import { voucherPdf } from '../payouts/voucher.pdf';

const en = CATALOGUES.en.pdf;
const kn = CATALOGUES.kn.pdf;

describe(`receipts and vouchers in the account's language (docs/i18n.md, ${TEST_DB})`, () => {
  const s = appPerFile(() => createTestApp({ PROMO_CODES: 'WELCOME100' }));

  /** A member in `language` who paid for Premium with WELCOME100 (₹999 − ₹100); the payment's id. */
  async function paidMember(language: 'en' | 'kn'): Promise<{ m: Made; id: string }> {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.ctx.db.update(users).set({ language }).where(eq(users.id, m.id));
    const headers = bearer(m.token);
    const o = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers,
      payload: { plan: 'PremiumUser', promo_code: 'WELCOME100' },
    });
    const orderId = o.json().checkout.order_id;
    const cb = await s.t.app.inject({
      method: 'POST',
      url: `/api/payments/test-gateway/${orderId}/pay`,
      headers,
    });
    const v = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers,
      payload: cb.json(),
    });
    expect(v.json().payment.status).toBe('paid');
    return { m, id: v.json().payment.id };
  }

  const receiptText = async (token: string, id: string, acceptLanguage: string) => {
    const res = await s.t.app.inject({
      url: `/api/payments/${id}/receipt.pdf`,
      headers: { ...bearer(token), 'accept-language': acceptLanguage },
    });
    expect(res.statusCode).toBe(200);
    return pdfPlainText(res.rawPayload);
  };

  it('a Kannada member’s receipt is in Kannada, whatever language the download asks for', async () => {
    const { m, id } = await paidMember('kn');
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    for (const text of [await receiptText(m.token, id, 'en'), await receiptText(admin.token, id, 'en-IN')]) {
      for (const label of [
        kn.receipt.receiptNo,
        kn.receipt.receivedFrom,
        kn.receipt.total,
        kn.receipt.testBanner,
      ])
        expect(hasText(text, label), label).toBe(true);
      expect(hasText(text, `${kn.receipt.total} ₹899`)).toBe(true);
      expect(hasText(text, m.registrationNo)).toBe(true);
      expect(hasText(text, en.receipt.total)).toBe(false);
      expect(hasText(text, en.receipt.receiptNo)).toBe(false);
    }
  });

  it('an English member’s receipt is in English, also when downloaded with a Kannada browser', async () => {
    const { m, id } = await paidMember('en');
    const text = await receiptText(m.token, id, 'kn');
    for (const label of [en.receipt.receiptNo, en.receipt.receivedFrom, en.receipt.testBanner])
      expect(hasText(text, label), label).toBe(true);
    expect(text).toContain(`${en.receipt.total}`);
    expect(text).toMatch(/₹\s?899\b/);
    expect(hasText(text, kn.receipt.total)).toBe(false);
  });

  it('a Kannada member’s payment-confirmation mail is in Kannada, and so is the receipt it carries (decision 150)', async () => {
    const { m, id } = await paidMember('kn');
    const title = CATALOGUES.kn.notices.paymentConfirmedTitle.replace('{plan}', 'ಪ್ರೀಮಿಯಂ');
    const mail = await s.t.smtp.waitFor(m.email, new RegExp(title));
    const [p] = await s.t.ctx.db.select().from(payments).where(eq(payments.id, id));
    // The notice's words, the plan's Kannada name and the date in Kannada; no English sentence left.
    expect(mail.text).toContain(
      CATALOGUES.kn.notices.paymentConfirmedBody
        .replace('{amount}', '₹899')
        .replace('{receiptNo}', p.receiptNo ?? '')
        .replace('{plan}', 'ಪ್ರೀಮಿಯಂ')
        .replace('{date}', formatDate(p.periodEnd, 'kn')),
    );
    expect(mail.text).not.toMatch(/We received|Premium|plan runs until/);
    expect(mail.attachments).toHaveLength(1);
    const pdf = await pdfPlainText(mail.attachments[0].content);
    expect(hasText(pdf, kn.receipt.total)).toBe(true);
    expect(hasText(pdf, 'ಪ್ರೀಮಿಯಂ')).toBe(true);
    expect(hasText(pdf, 'Premium')).toBe(false);
  });

  it('an English member’s confirmation mail and receipt stay in English, the plan named Premium', async () => {
    const { m } = await paidMember('en');
    const mail = await s.t.smtp.waitFor(m.email, /Your Premium plan is active/);
    expect(mail.text).toMatch(/We received ₹899 \(receipt .+\)\. Your Premium plan runs until/);
    const pdf = await pdfPlainText(mail.attachments[0].content);
    expect(hasText(pdf, 'Premium')).toBe(true);
    expect(hasText(pdf, 'ಪ್ರೀಮಿಯಂ')).toBe(false);
  });

  it('a payout voucher is in the promoter’s language, amounts and lines included', async () => {
    const data = (lang: 'en' | 'kn') => ({
      voucherNo: 'PV/2026-27/000007',
      paidOn: '2026-11-20',
      mode: 'bank_transfer',
      reference: 'UTR123',
      amountPaise: 123450,
      promoter: { name: 'Shwetha Rao', registrationNo: 'P000042', promoCode: 'SHWETHA', lang },
      bank: {
        account_name: 'Shwetha Rao',
        account_no_masked: 'XXXX1234',
        ifsc: 'SBIN0000001',
        bank_name: 'SBI',
      },
      lines: [
        {
          id: 9,
          kind: 'registration',
          member: 'Anil K',
          receiptNo: 'RCP/2026-27/000001',
          amountPaise: 133450,
        },
        { id: 10, kind: 'renewal', member: 'Ravi M', receiptNo: null, amountPaise: -10000 },
      ],
    });
    const knText = await pdfPlainText(await voucherPdf(s.t.ctx.config, data('kn')));
    for (const label of [
      kn.voucher.title,
      kn.mode.bank_transfer,
      kn.voucher.kind.registration,
      kn.voucher.correction,
    ])
      expect(hasText(knText, label), label).toBe(true);
    expect(hasText(knText, `${kn.voucher.total} ₹1,234.50`)).toBe(true);
    expect(hasText(knText, '− ₹100')).toBe(true);
    expect(hasText(knText, en.voucher.title)).toBe(false);
    const enText = await pdfPlainText(await voucherPdf(s.t.ctx.config, data('en')));
    expect(enText).toContain(en.voucher.title);
    expect(enText).toContain(en.voucher.kind.registration);
    expect(hasText(enText, '₹1,234.50')).toBe(true);
    expect(hasText(enText, kn.voucher.title)).toBe(false);
  });
});
