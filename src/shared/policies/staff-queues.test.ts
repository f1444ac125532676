import { describe, expect, it } from 'vitest';
import { awaitsVerification, isPromoterRole, mayUseArea } from './account';
import { awaitsAnswer } from './interests';
import { isPendingCorrection, mayPay } from './promoters';
import { holdsStaffPermissions } from './staff';
import { awaitsReview, defaultMemberOrder } from './staff-queues';

describe('defaultMemberOrder (decision 155)', () => {
  it('puts registrations waiting for verification oldest first and every other list newest first', () => {
    expect(defaultMemberOrder('pending')).toBe('oldest');
    for (const status of ['all', 'active', 'inactive', 'rejected']) {
      expect(defaultMemberOrder(status)).toBe('newest');
    }
  });
});

describe('awaitsReview (decision 156)', () => {
  it('holds only for an item still pending; approved, rejected or missing ones are decided', () => {
    expect(awaitsReview('pending')).toBe(true);
    for (const status of ['approved', 'rejected', '', null, undefined])
      expect(awaitsReview(status)).toBe(false);
  });
});

describe('account and commission rules the pages name (SPEC §4, §9; decision 030)', () => {
  it('tells a registration waiting for verification, an active account and a promoter apart', () => {
    expect(awaitsVerification('pending')).toBe(true);
    expect(awaitsVerification('active')).toBe(false);
    expect(awaitsVerification(undefined)).toBe(false);
    expect(mayUseArea('active')).toBe(true);
    expect(mayUseArea(undefined)).toBe(false);
    expect(isPromoterRole('promoter')).toBe(true);
    expect(isPromoterRole('Admin')).toBe(false);
    expect(holdsStaffPermissions('Admin')).toBe(true);
    expect(holdsStaffPermissions('promoter')).toBe(false);
  });
  it('calls only a pending negative commission a correction to deduct, and lets it be paid', () => {
    expect(isPendingCorrection({ status: 'pending', amountPaise: -5000 })).toBe(true);
    expect(isPendingCorrection({ status: 'pending', amountPaise: 5000 })).toBe(false);
    expect(isPendingCorrection({ status: 'paid', amountPaise: -5000 })).toBe(false);
    expect(mayPay({ status: 'pending', amountPaise: -5000 })).toBe(true);
  });
  it('waits for an answer only while an interest is pending', () => {
    expect(awaitsAnswer('pending')).toBe(true);
    expect(awaitsAnswer('accepted')).toBe(false);
  });
});
