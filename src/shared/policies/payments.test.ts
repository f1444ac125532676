import { describe, expect, it } from 'vitest';
import {
  addMonthsIST,
  canBuyPlan,
  checkoutPromoCode,
  confirmationOutcome,
  creditDays,
  financialYear,
  gstSplit,
  isInRenewWindow,
  isPayablePlan,
  isRealMoney,
  mayPayOffline,
  mayRefund,
  offlinePaidOnRefusal,
  offlinePaymentInstant,
  planAfterRefund,
  planPeriod,
  planPeriodFor,
  planWaitsForActivation,
  priceOrder,
  receiptNumber,
  receiptSeries,
  renewalOffered,
  upgradeTargets,
} from './payments';

/** An instant given as IST wall-clock time. */
const ist = (s: string) => new Date(`${s}+05:30`);

describe('plan periods in IST', () => {
  it('adds months keeping the IST time of day, clamping to month ends', () => {
    expect(addMonthsIST(ist('2026-01-31T10:00:00'), 1)).toEqual(ist('2026-02-28T10:00:00'));
    expect(addMonthsIST(ist('2028-01-31T10:00:00'), 1)).toEqual(ist('2028-02-29T10:00:00'));
    expect(addMonthsIST(ist('2026-08-31T23:30:00'), 6)).toEqual(ist('2027-02-28T23:30:00'));
    expect(addMonthsIST(ist('2028-02-29T09:00:00'), 12)).toEqual(ist('2029-02-28T09:00:00'));
    expect(addMonthsIST(ist('2026-03-31T00:15:00'), 1)).toEqual(ist('2026-04-30T00:15:00'));
  });

  it('uses the IST date, not the UTC date, near midnight', () => {
    // 31 Jan 00:30 IST is still 30 Jan in UTC; a month later is 28 Feb 00:30 IST.
    expect(addMonthsIST(ist('2027-01-31T00:30:00'), 1)).toEqual(ist('2027-02-28T00:30:00'));
  });

  it('starts at max(now, current expiry) for a running paid plan, otherwise now', () => {
    const now = ist('2026-11-23T12:00:00');
    const later = ist('2026-12-10T08:00:00');
    expect(planPeriod({ role: 'SilverUser', planExpiresAt: later }, 6, now)).toEqual({
      start: later,
      end: ist('2027-06-10T08:00:00'),
    });
    const past = ist('2026-10-01T08:00:00');
    expect(planPeriod({ role: 'SilverUser', planExpiresAt: past }, 6, now).start).toEqual(now);
    expect(planPeriod({ role: 'FreeUser', planExpiresAt: later }, 12, now).start).toEqual(now);
  });
});

describe('who may buy what', () => {
  const now = ist('2026-11-23T12:00:00');
  const inDays = (d: number) => new Date(now.getTime() + d * 86400_000);
  it('lets free, pending and lapsed members buy; closed accounts and staff not', () => {
    expect(
      canBuyPlan({ role: 'FreeUser', status: 'pending', planExpiresAt: null }, 'PremiumUser', now),
    ).toEqual({
      ok: true,
      kind: 'new',
    });
    expect(
      canBuyPlan({ role: 'FreeUser', status: 'rejected', planExpiresAt: null }, 'SilverUser', now).ok,
    ).toBe(false);
    expect(canBuyPlan({ role: 'Admin', status: 'active', planExpiresAt: null }, 'SilverUser', now).ok).toBe(
      false,
    );
    expect(canBuyPlan({ role: 'FreeUser', status: 'active', planExpiresAt: null }, 'Admin', now).ok).toBe(
      false,
    );
    expect(
      canBuyPlan({ role: 'SilverUser', status: 'active', planExpiresAt: inDays(-3) }, 'SilverUser', now),
    ).toEqual({
      ok: true,
      kind: 'renewal',
    });
  });
  it('renews only within 30 days, upgrades any time, never downgrades a running plan', () => {
    const silver = (d: number) => ({ role: 'SilverUser', status: 'active', planExpiresAt: inDays(d) });
    expect(canBuyPlan(silver(31), 'SilverUser', now)).toEqual({
      ok: false,
      reason: 'too_early',
      renewFrom: inDays(1),
    });
    expect(canBuyPlan(silver(30), 'SilverUser', now)).toEqual({ ok: true, kind: 'renewal' });
    expect(canBuyPlan(silver(100), 'PremiumUser', now)).toEqual({ ok: true, kind: 'upgrade' });
    const premium = { role: 'PremiumUser', status: 'active', planExpiresAt: inDays(100) };
    expect(canBuyPlan(premium, 'SilverUser', now)).toEqual({ ok: false, reason: 'downgrade' });
    expect(isInRenewWindow(inDays(29), now)).toBe(true);
    expect(isInRenewWindow(inDays(-1), now)).toBe(true);
    expect(isInRenewWindow(null, now)).toBe(false);
  });
  it('offers Renew for a paid plan within 30 days of expiry or past it; sells paid plans only', () => {
    expect(renewalOffered('SilverUser', inDays(30), now)).toBe(true);
    expect(renewalOffered('PremiumUser', inDays(-5), now)).toBe(true);
    expect(renewalOffered('SilverUser', inDays(31), now)).toBe(false);
    expect(renewalOffered('FreeUser', inDays(5), now)).toBe(false);
    expect(renewalOffered('SilverUser', null, now)).toBe(false);
    expect(['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance', 'Admin'].map(isPayablePlan)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
  it('lets staff record offline payments for member accounts only, whatever their status', () => {
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'])
      expect(mayPayOffline({ role }), role).toBe(true);
    for (const role of ['promoter', 'Admin', 'unknown']) expect(mayPayOffline({ role }), role).toBe(false);
  });
});

describe('pricing and receipts', () => {
  const codes = [{ code: 'WELCOME100', discountPaise: 10000 }];
  it('prices from the catalogue with a valid promo code, refusing unknown codes', () => {
    expect(priceOrder(99900, ' welcome100 ', codes)).toEqual({
      ok: true,
      listPricePaise: 99900,
      discountPaise: 10000,
      amountPaise: 89900,
      promoCode: 'WELCOME100',
    });
    expect(priceOrder(99900, '', codes)).toMatchObject({ amountPaise: 99900, promoCode: null });
    expect(priceOrder(99900, 'NOPE', codes)).toEqual({ ok: false, reason: 'unknown_promo' });
    expect(priceOrder(99900, 'WELCOME100', [])).toEqual({ ok: false, reason: 'unknown_promo' });
    expect(priceOrder(5000, 'WELCOME100', codes)).toMatchObject({ amountPaise: 100 });
  });
  it('numbers receipts per Indian financial year (April to March, IST)', () => {
    expect(financialYear(ist('2026-11-23T12:00:00'))).toBe('2026-27');
    expect(financialYear(ist('2027-03-31T23:59:59'))).toBe('2026-27');
    expect(financialYear(ist('2027-04-01T00:00:00'))).toBe('2027-28');
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYear(ist('2099-06-01T00:00:00'))).toBe('2099-00');
    expect(receiptNumber('2026-27', 123)).toBe('RCP/2026-27/000123');
  });
  it('dates an offline payment between the member registering and today, IST (decision 107)', () => {
    const now = ist('2026-11-27T21:30:00');
    const joined = ist('2026-10-01T09:00:00');
    expect(offlinePaidOnRefusal('2026-11-28', joined, now)).toBe('future');
    expect(offlinePaidOnRefusal('2026-11-27', joined, now)).toBeNull();
    expect(offlinePaidOnRefusal('2026-10-01', joined, now)).toBeNull();
    expect(offlinePaidOnRefusal('2026-09-30', joined, now)).toBe('before_account');
    expect(offlinePaymentInstant('2026-11-27', now)).toEqual(now);
    expect(offlinePaymentInstant('2026-11-20', now)).toEqual(ist('2026-11-20T00:00:00'));
  });
  it('numbers test payments in their own series; they are not real money (decision 106)', () => {
    expect(receiptNumber('2026-27', 1, receiptSeries('test'))).toBe('TEST/2026-27/000001');
    expect(receiptSeries('razorpay')).toBe('RCP');
    expect(receiptSeries('offline')).toBe('RCP');
    expect(isRealMoney('test')).toBe(false);
    expect(isRealMoney('razorpay')).toBe(true);
  });
});

describe('GST on inclusive prices', () => {
  it('splits CGST and SGST in the same state and IGST otherwise, adding up to the amount', () => {
    // ₹999: taxable 99900 × 100/118 = 84661.0169… → 84661; tax 15239 → CGST 7619, SGST 7620.
    expect(gstSplit(99900, 'Karnataka', 'karnataka')).toEqual({
      kind: 'intra',
      taxablePaise: 84661,
      cgstPaise: 7619,
      sgstPaise: 7620,
      igstPaise: 0,
    });
    expect(gstSplit(99900, 'Karnataka', 'Kerala')).toEqual({
      kind: 'inter',
      taxablePaise: 84661,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15239,
    });
    // ₹599: 59900/1.18 = 50762.71… → 50763; tax 9137.
    expect(gstSplit(59900, 'Karnataka', '')).toMatchObject({
      kind: 'inter',
      taxablePaise: 50763,
      igstPaise: 9137,
    });
  });
  it('rounds halves up and always adds up', () => {
    // 59 paise / 1.18 = 50 exactly; 1 paisa / 1.18 = 0.847 → 1.
    expect(gstSplit(59, 'A', 'A')).toMatchObject({ taxablePaise: 50, cgstPaise: 4, sgstPaise: 5 });
    expect(gstSplit(1, 'A', 'B')).toMatchObject({ taxablePaise: 1, igstPaise: 0 });
    for (const amount of [1, 2, 99, 100, 11800, 49900, 89900, 123457]) {
      const s = gstSplit(amount, 'A', 'A');
      expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(amount);
    }
  });
});

describe('confirmation re-checks the plan rules (decision 110)', () => {
  const now = ist('2026-11-23T12:00:00');
  const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
  it('credits a stale Silver order paid after buying Premium, and a second purchase of the same plan', () => {
    const premium = { role: 'PremiumUser', status: 'active', planExpiresAt: inDays(300) };
    expect(confirmationOutcome(premium, 'SilverUser', now)).toEqual({ apply: false, reason: 'downgrade' });
    const silver = { role: 'SilverUser', status: 'active', planExpiresAt: inDays(180) };
    expect(confirmationOutcome(silver, 'SilverUser', now)).toEqual({ apply: false, reason: 'too_early' });
    expect(confirmationOutcome(silver, 'PremiumUser', now)).toEqual({ apply: true, kind: 'upgrade' });
    const free = { role: 'FreeUser', status: 'active', planExpiresAt: null };
    expect(confirmationOutcome(free, 'SilverUser', now)).toEqual({ apply: true, kind: 'new' });
  });
  it('a pending member who paid buys nothing more until verified', () => {
    const paidPending = { role: 'SilverUser', status: 'pending', planExpiresAt: null };
    expect(planWaitsForActivation(paidPending)).toBe(true);
    expect(planWaitsForActivation({ role: 'FreeUser', status: 'pending' })).toBe(false);
    expect(planWaitsForActivation({ role: 'SilverUser', status: 'active' })).toBe(false);
    expect(canBuyPlan(paidPending, 'SilverUser', now)).toEqual({ ok: false, reason: 'waiting' });
    expect(canBuyPlan(paidPending, 'PremiumUser', now)).toEqual({ ok: false, reason: 'waiting' });
    expect(confirmationOutcome(paidPending, 'SilverUser', now)).toEqual({ apply: false, reason: 'waiting' });
  });
  it('credit days are the amount’s share of the current plan', () => {
    const from = ist('2026-11-23T12:00:00');
    // 12 months from 23 Nov 2026 = 365 days; ₹599 of ₹999 → 218 days
    expect(creditDays(59_900, { pricePaise: 99_900, durationMonths: 12 }, from)).toBe(218);
    expect(creditDays(59_900, { pricePaise: 59_900, durationMonths: 6 }, from)).toBe(181);
    expect(creditDays(59_900, { pricePaise: 0, durationMonths: 6 }, from)).toBe(0);
  });
});

describe('when a period starts (decision 111)', () => {
  const now = ist('2026-11-23T12:00:00');
  it('starts at activation for a pending account, at payment for an active one', () => {
    const free = { role: 'FreeUser', planExpiresAt: null };
    expect(planPeriodFor({ ...free, status: 'pending' }, 'SilverUser', 6, now)).toBeNull();
    expect(planPeriodFor({ ...free, status: 'active' }, 'SilverUser', 6, now)).toEqual({
      start: now,
      end: ist('2027-05-23T12:00:00'),
    });
  });
  it('an upgrade starts now and keeps the running plan’s rest; a renewal continues from expiry', () => {
    const silver = { role: 'SilverUser', status: 'active', planExpiresAt: ist('2027-01-10T12:00:00') };
    expect(planPeriodFor(silver, 'PremiumUser', 12, now)).toEqual({
      start: now,
      end: ist('2028-01-10T12:00:00'),
    });
    expect(planPeriodFor(silver, 'SilverUser', 6, now)).toEqual({
      start: ist('2027-01-10T12:00:00'),
      end: ist('2027-07-10T12:00:00'),
    });
  });
});

describe('checkout words (decisions 112, 113)', () => {
  it('offers the bigger plans on sale as the upgrade', () => {
    const onSale = ['PremiumUser', 'SilverUser'];
    expect(upgradeTargets('SilverUser', onSale)).toEqual(['PremiumUser']);
    expect(upgradeTargets('FreeUser', onSale)).toEqual(['SilverUser', 'PremiumUser']);
    expect(upgradeTargets('PremiumUser', onSale)).toEqual([]);
  });
  it('uses the typed code, else the referring promoter’s code on the first purchase only', () => {
    expect(checkoutPromoCode('OFFER1', 'SURESH100', 0)).toEqual({ code: 'OFFER1', auto: false });
    expect(checkoutPromoCode('', 'SURESH100', 0)).toEqual({ code: 'SURESH100', auto: true });
    expect(checkoutPromoCode(null, 'SURESH100', 1)).toBeNull();
    expect(checkoutPromoCode(undefined, null, 0)).toBeNull();
  });
});

describe('refunds (decision 185)', () => {
  const now = new Date('2026-06-01T06:30:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  it('a paid or a credited payment may be refunded; nothing else', () => {
    expect(['paid', 'credited'].every(mayRefund)).toBe(true);
    expect(['created', 'incomplete', 'failed', 'resolved', 'refunded'].some(mayRefund)).toBe(false);
  });

  it('takes back the unused part of the refunded period, never below now', () => {
    const member = { role: 'SilverUser', status: 'active', planExpiresAt: days(180) };
    // A new plan bought today: the whole period goes, the plan ends now.
    const fresh = { planCode: 'SilverUser', periodStart: now, periodEnd: days(180) };
    expect(planAfterRefund(member, fresh, now)).toEqual({ role: 'SilverUser', planExpiresAt: now });
    // A renewal running on from day 10: the plan ends on day 10 again.
    const renewal = { planCode: 'SilverUser', periodStart: days(10), periodEnd: days(190) };
    expect(planAfterRefund({ ...member, planExpiresAt: days(190) }, renewal, now)?.planExpiresAt).toEqual(
      days(10),
    );
    // A period half used: only the rest is taken back.
    const half = { planCode: 'SilverUser', periodStart: days(-90), periodEnd: days(90) };
    expect(planAfterRefund({ ...member, planExpiresAt: days(90) }, half, now)?.planExpiresAt).toEqual(now);
    // A later payment extended the plan: it keeps that payment's months.
    expect(planAfterRefund({ ...member, planExpiresAt: days(270) }, half, now)?.planExpiresAt).toEqual(
      days(180),
    );
  });

  it('leaves the plan alone when nothing of the period is left or the member holds no paid plan', () => {
    const past = { planCode: 'SilverUser', periodStart: days(-200), periodEnd: days(-20) };
    expect(
      planAfterRefund({ role: 'FreeUser', status: 'active', planExpiresAt: null }, past, now),
    ).toBeNull();
    const fresh = { planCode: 'SilverUser', periodStart: now, periodEnd: days(180) };
    expect(
      planAfterRefund({ role: 'FreeUser', status: 'active', planExpiresAt: null }, fresh, now),
    ).toBeNull();
  });

  it('a plan paid while under verification (no period yet) is taken back whole', () => {
    const waiting = { planCode: 'SilverUser', periodStart: null, periodEnd: null };
    expect(
      planAfterRefund({ role: 'SilverUser', status: 'pending', planExpiresAt: null }, waiting, now),
    ).toEqual({ role: 'FreeUser', planExpiresAt: null });
    expect(
      planAfterRefund({ role: 'PremiumUser', status: 'pending', planExpiresAt: null }, waiting, now),
    ).toBeNull();
  });
});
