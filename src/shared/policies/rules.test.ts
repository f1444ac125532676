import { describe, expect, it } from 'vitest';
import {
  answeredStatus,
  answerRefusal,
  canBuyPlan,
  cooldownEnds,
  expressRefusal,
  isListed,
  isOpenInterest,
  mayBePrimary,
  paymentKind,
  profileAccess,
  recordsVisit,
  shownAsDeletedMember,
  upgradeOffered,
  upgradeOfferedWhilePending,
} from '.';
import { pendingAccountStep } from './account';

/** Unit tests of the rules that live in src/shared/policies (docs/architecture.md#where-rules-live): no database, no app. */

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
const future = new Date('2027-05-01T00:00:00Z');
const past = new Date('2026-11-01T00:00:00Z');

describe('interest actions (docs/member-area.md#interests)', () => {
  const i = { senderId: 'a', receiverId: 'b', status: 'pending' };

  it('only the two members may answer; the receiver accepts or declines, the sender withdraws', () => {
    expect(answerRefusal(i, 'c', 'accept')).toBe('not_found');
    expect(answerRefusal(i, 'c', 'withdraw')).toBe('not_found');
    expect(answerRefusal(i, 'b', 'withdraw')).toBe('not_sender');
    expect(answerRefusal(i, 'a', 'accept')).toBe('not_yours');
    expect(answerRefusal(i, 'a', 'decline')).toBe('not_yours');
    expect([answerRefusal(i, 'b', 'accept'), answerRefusal(i, 'b', 'decline')]).toEqual([null, null]);
    expect(answerRefusal(i, 'a', 'withdraw')).toBeNull();
  });

  it('accepting needs the other member in sight; declining and withdrawing do not', () => {
    const out = { ...i, otherVisible: false };
    expect(answerRefusal(out, 'b', 'accept')).toBe('unavailable');
    expect(answerRefusal(out, 'b', 'decline')).toBeNull();
    expect(answerRefusal(out, 'a', 'withdraw')).toBeNull();
    expect(answerRefusal({ ...out, status: 'accepted' }, 'b', 'accept')).toBe('not_pending');
    expect(answerRefusal({ ...i, otherVisible: true }, 'b', 'accept')).toBeNull();
  });

  it('only a pending interest is answered, once', () => {
    for (const status of ['accepted', 'declined', 'withdrawn'])
      expect(answerRefusal({ ...i, status }, 'b', 'accept'), status).toBe('not_pending');
    expect(['accept', 'decline', 'withdraw'].map((a) => answeredStatus(a as 'accept'))).toEqual([
      'accepted',
      'declined',
      'withdrawn',
    ]);
  });

  it('one open interest per pair; their pending one is answered, not doubled', () => {
    expect([isOpenInterest('pending'), isOpenInterest('accepted'), isOpenInterest('declined')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(expressRefusal({ senderId: 'b', status: 'pending' }, 'b', null)).toBe('they_asked');
    expect(expressRefusal({ senderId: 'a', status: 'pending' }, 'b', null)).toBe('interest_open');
    expect(expressRefusal({ senderId: 'b', status: 'accepted' }, 'b', null)).toBe('interest_open');
    expect(expressRefusal(null, 'b', null)).toBeNull();
  });

  it('"a deleted member" (docs/data-rights.md): deletion asked or erased, unless a block stands; then every action is refused', () => {
    const none = { deletionDueAt: null, erasedAt: null, blockedEitherWay: false };
    expect(shownAsDeletedMember(none)).toBe(false); // hidden, suspended ...: left out as before
    expect(shownAsDeletedMember({ ...none, deletionDueAt: future })).toBe(true);
    expect(shownAsDeletedMember({ ...none, deletionDueAt: past, erasedAt: past })).toBe(true);
    expect(shownAsDeletedMember({ ...none, erasedAt: past })).toBe(true);
    expect(shownAsDeletedMember({ ...none, deletionDueAt: future, blockedEitherWay: true })).toBe(false);
    const gone = { ...i, otherDeleted: true };
    for (const a of ['accept', 'decline', 'withdraw'] as const) {
      expect(answerRefusal(gone, 'a', a), a).toBe('unavailable');
      expect(answerRefusal(gone, 'b', a), a).toBe('unavailable');
      expect(answerRefusal(gone, 'c', a), a).toBe('not_found');
    }
  });

  it('a declined sender waits 30 days', () => {
    expect(cooldownEnds(new Date(NOW.getTime() - 29 * DAY), NOW)?.toISOString()).toBe(
      new Date(NOW.getTime() + DAY).toISOString(),
    );
    expect(cooldownEnds(new Date(NOW.getTime() - 30 * DAY), NOW)).toBeNull();
    expect(expressRefusal(null, 'b', future)).toBe('cooldown');
  });
});

describe('payments and plan offers (SPEC §9, docs/payments.md#who-may-pay-for-what)', () => {
  it('payment kind: renewal of the plan held, upgrade while a paid plan runs, else new', () => {
    expect(paymentKind({ role: 'FreeUser', planExpiresAt: null }, 'SilverUser', NOW)).toBe('new');
    expect(paymentKind({ role: 'SilverUser', planExpiresAt: future }, 'SilverUser', NOW)).toBe('renewal');
    expect(paymentKind({ role: 'SilverUser', planExpiresAt: past }, 'SilverUser', NOW)).toBe('renewal');
    expect(paymentKind({ role: 'SilverUser', planExpiresAt: future }, 'PremiumUser', NOW)).toBe('upgrade');
    // a lapsed Silver buying Premium starts a new plan, as checkout told them
    expect(paymentKind({ role: 'SilverUser', planExpiresAt: past }, 'PremiumUser', NOW)).toBe('new');
  });

  it('checkout and the confirmed payment name the same kind', () => {
    for (const buyer of [
      { role: 'FreeUser', status: 'active', planExpiresAt: null },
      { role: 'SilverUser', status: 'active', planExpiresAt: past },
      { role: 'SilverUser', status: 'active', planExpiresAt: new Date(NOW.getTime() + 5 * DAY) },
    ])
      for (const plan of ['SilverUser', 'PremiumUser']) {
        const d = canBuyPlan(buyer, plan, NOW);
        if (d.ok) expect(d.kind, `${buyer.role} → ${plan}`).toBe(paymentKind(buyer, plan, NOW));
      }
  });

  it('the dashboard offers the paid plans to an effective FreeUser only', () => {
    expect([upgradeOffered('FreeUser'), upgradeOffered('SilverUser'), upgradeOffered(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('the activation-pending page offers an upgrade to a pending FreeUser who chose no plan', () => {
    const a = { role: 'FreeUser', status: 'pending', intendedPlan: null };
    expect(upgradeOfferedWhilePending(a)).toBe(true);
    expect(upgradeOfferedWhilePending({ ...a, intendedPlan: 'SilverUser' })).toBe(false);
    expect(upgradeOfferedWhilePending({ ...a, status: 'rejected' })).toBe(false);
    expect(upgradeOfferedWhilePending({ ...a, status: 'inactive' })).toBe(false);
    expect(upgradeOfferedWhilePending({ ...a, role: 'SilverUser' })).toBe(false);
  });
});

describe('profiles, photos and listing (docs/member-area.md#photos, docs/architecture.md#where-rules-live, docs/i18n.md)', () => {
  const member = { id: 'm', role: 'FreeUser' as const, status: 'active' as const };

  it('profile access: the owner and an active Admin see all; an inactive account only its own', () => {
    expect(profileAccess(member, 'm')).toBe('full');
    expect(profileAccess(member, 'x')).toBe('scoped');
    expect(profileAccess(member, null)).toBe('scoped');
    expect(profileAccess({ ...member, status: 'pending' }, 'm')).toBe('full');
    expect(profileAccess({ ...member, status: 'pending' }, 'x')).toBe('forbidden');
    expect(profileAccess({ id: 's', role: 'Admin', status: 'active' }, 'x')).toBe('full');
    expect(profileAccess({ id: 's', role: 'Admin', status: 'inactive' }, 'x')).toBe('forbidden');
    expect(profileAccess({ id: 's', role: 'promoter', status: 'active' }, 'x')).toBe('scoped');
  });

  it("a member's view is a visit; staff views are not", () => {
    expect(['FreeUser', 'Assistance', 'Admin', 'promoter'].map(recordsVisit)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('a rejected photo is never primary', () => {
    expect([mayBePrimary('approved'), mayBePrimary('pending'), mayBePrimary('rejected')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('listed: active, not hidden and no deletion pending', () => {
    expect(isListed('active', false)).toBe(true);
    expect(isListed('active', true)).toBe(false);
    expect(isListed('pending', false)).toBe(false);
    expect(isListed('active', false, true)).toBe(false);
  });
});

describe('the step an account must take before an area shows anything (docs/i18n.md)', () => {
  it('asks to cancel a scheduled deletion first, then for consent, else nothing', () => {
    expect(pendingAccountStep({ deletion_due_at: '2026-12-01T00:00:00Z', consent_required: true })).toBe(
      'deletionPending',
    );
    expect(pendingAccountStep({ deletion_due_at: null, consent_required: true })).toBe('consent');
    expect(pendingAccountStep({ deletion_due_at: null, consent_required: false })).toBeNull();
    expect(pendingAccountStep({})).toBeNull();
  });
});
