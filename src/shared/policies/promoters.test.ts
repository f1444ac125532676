import { describe, expect, it } from 'vitest';
import {
  commissionKind,
  earnsCommission,
  mayAttribute,
  normalizePromoCode,
  omittedCorrections,
  promoCodeUsable,
  referralStage,
} from './promoters';

const p = { userId: 'p1', active: true, status: 'active', expiresOn: '2026-12-31', mobile: '98450 12345' };

describe('promoter rules (decision 022)', () => {
  it('a code works only while the promoter and account are active and before expiry', () => {
    expect(promoCodeUsable(p, '2026-12-31')).toBe(true);
    expect(promoCodeUsable(p, '2027-01-01')).toBe(false);
    expect(promoCodeUsable({ ...p, active: false }, '2026-06-01')).toBe(false);
    expect(promoCodeUsable({ ...p, status: 'inactive' }, '2026-06-01')).toBe(false);
    expect(promoCodeUsable({ ...p, expiresOn: null }, '2099-01-01')).toBe(true);
    expect(promoCodeUsable(null, '2026-06-01')).toBe(false);
  });
  it('never attributes a promoter to themself (same account or mobile)', () => {
    expect(mayAttribute(p, { id: 'm1', mobile: '9845012345' })).toBe(false);
    expect(mayAttribute(p, { id: 'p1', mobile: null })).toBe(false);
    expect(mayAttribute(p, { id: 'm1', mobile: '9000000000' })).toBe(true);
  });
  it('first paid plan is registration; later assistance or renewal', () => {
    expect(commissionKind('SilverUser', 0)).toBe('registration');
    expect(commissionKind('Assistance', 0)).toBe('assistance');
    expect(commissionKind('Assistance', 1)).toBe('assistance');
    expect(commissionKind('PremiumUser', 2)).toBe('renewal');
  });
  it('normalises codes and stages referrals', () => {
    expect(normalizePromoCode('  sunita100 ')).toBe('SUNITA100');
    expect(normalizePromoCode('   ')).toBeNull();
    expect(referralStage({ activated: false, paid: true })).toBe('paid');
    expect(referralStage({ activated: true, paid: false })).toBe('verified');
    expect(referralStage({ activated: false, paid: false })).toBe('registered');
  });

  it('decision 115: a payout must take every pending correction; only a usable promoter earns', () => {
    const ledger = [
      { id: 1, status: 'approved' as const, amountPaise: 10000 },
      { id: 2, status: 'pending' as const, amountPaise: -10000 },
      { id: 3, status: 'paid' as const, amountPaise: -5000 },
    ];
    expect(omittedCorrections(ledger, [1]).map((c) => c.id)).toEqual([2]);
    expect(omittedCorrections(ledger, [1, 2])).toEqual([]);
    const p = { userId: 'p', active: true, status: 'active', expiresOn: '2026-12-31', mobile: '9' };
    expect(earnsCommission(p, '2026-12-31', 'razorpay')).toBe(true);
    expect(earnsCommission(p, '2026-12-31', 'offline')).toBe(true);
    expect(earnsCommission({ ...p, active: false }, '2026-06-01', 'razorpay')).toBe(false);
    expect(earnsCommission({ ...p, status: 'inactive' }, '2026-06-01', 'razorpay')).toBe(false);
    expect(earnsCommission(p, '2027-01-01', 'razorpay')).toBe(false);
    expect(earnsCommission(null, '2026-06-01', 'razorpay')).toBe(false);
  });

  it('decision 106: a test-gateway payment moves no money and earns no commission', () => {
    const p = { userId: 'p', active: true, status: 'active', expiresOn: null, mobile: '9' };
    expect(earnsCommission(p, '2026-06-01', 'test')).toBe(false);
  });
});
