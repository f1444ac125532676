import { describe, expect, it } from 'vitest';
import type { InterestState } from '../schemas/relation';
import {
  contactNote,
  decideRendition,
  effectivePlan,
  interestQuotaAllows,
  isPaid,
  mayReceivePush,
  maySeeMember,
  mayTransition,
  memberAbilities,
  monthStartIST,
  type PhotoOwnerFacts,
  type PhotoViewer,
  recentRegistersScope,
  shownOnPublicHome,
  type VisibilityFacts,
  variantAllowed,
} from '.';

/** Unit tests of the pure rules (docs/architecture.md#where-rules-live): no database, no app. */

const NOW = new Date('2026-11-23T10:00:00Z');
const past = new Date('2026-11-01T00:00:00Z');
const future = new Date('2027-05-01T00:00:00Z');

describe('push is plan data (decision 208)', () => {
  it('only a plan with the pushNotifications entitlement receives push; an old row without it does not', () => {
    expect(mayReceivePush({ pushNotifications: true })).toBe(true);
    expect(mayReceivePush({ pushNotifications: false })).toBe(false);
    expect(mayReceivePush({})).toBe(false);
    expect(mayReceivePush(null)).toBe(false);
  });
});

describe('plan entitlements: one definition of paid (SPEC §9)', () => {
  it('effective plan: a lapsed paid plan counts as FreeUser; staff have none', () => {
    expect(effectivePlan({ role: 'SilverUser', planExpiresAt: future }, NOW)).toBe('SilverUser');
    expect(effectivePlan({ role: 'PremiumUser', planExpiresAt: past }, NOW)).toBe('FreeUser');
    expect(effectivePlan({ role: 'Assistance', planExpiresAt: past }, NOW)).toBe('FreeUser');
    expect(effectivePlan({ role: 'PremiumUser', planExpiresAt: null }, NOW)).toBe('PremiumUser');
    expect(effectivePlan({ role: 'FreeUser', planExpiresAt: past }, NOW)).toBe('FreeUser');
    expect(effectivePlan({ role: 'Admin', planExpiresAt: null }, NOW)).toBeNull();
    expect(effectivePlan({ role: 'promoter', planExpiresAt: null }, NOW)).toBeNull();
  });

  it('paid: Silver, Premium and Assistance while not expired', () => {
    const paid = (
      role: 'FreeUser' | 'SilverUser' | 'PremiumUser' | 'Assistance' | 'Admin',
      exp: Date | null,
    ) => isPaid({ role, planExpiresAt: exp }, NOW);
    expect([paid('SilverUser', future), paid('PremiumUser', future), paid('Assistance', future)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([paid('FreeUser', future), paid('Admin', null), paid('PremiumUser', past)]).toEqual([
      false,
      false,
      false,
    ]);
    // expiry is exclusive: at the expiry instant the plan has lapsed
    expect(isPaid({ role: 'SilverUser', planExpiresAt: NOW }, NOW)).toBe(false);
  });
});

describe('IST month start and the monthly interest quota (SPEC §9, decision 010)', () => {
  it('the month starts at midnight IST, also when UTC is still in the previous month', () => {
    expect(monthStartIST(NOW).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    // 30 Nov 19:00 UTC is already 1 Dec 00:30 IST
    expect(monthStartIST(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(monthStartIST(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('quota: under the limit allows, at the limit refuses; null is unlimited', () => {
    expect([
      interestQuotaAllows(30, 29),
      interestQuotaAllows(30, 30),
      interestQuotaAllows(null, 10_000),
    ]).toEqual([true, false, true]);
  });
});

describe('account status transitions (docs/accounts.md#verification-by-staff)', () => {
  it('pending → active|rejected, active ↔ inactive, rejected → active; nothing else', () => {
    expect(mayTransition('pending', 'active')).toBe(true);
    expect(mayTransition('pending', 'rejected')).toBe(true);
    expect(mayTransition('pending', 'inactive')).toBe(false);
    expect(mayTransition('active', 'inactive')).toBe(true);
    expect(mayTransition('active', 'rejected')).toBe(false);
    expect(mayTransition('inactive', 'active')).toBe(true);
    expect(mayTransition('rejected', 'active')).toBe(true);
    expect(mayTransition('rejected', 'inactive')).toBe(false);
  });
});

describe('member visibility (decision 007)', () => {
  const base: VisibilityFacts = {
    viewerId: 'v',
    viewerGender: 'BrideGroom',
    targetId: 't',
    targetGender: 'Bride',
    targetListed: true,
    blockedByViewer: false,
    blockedByTarget: false,
  };
  it('listed, other gender, not self, no block: visible', () => {
    expect(maySeeMember(base)).toBe(true);
  });
  it('unlisted, same gender, self, staff on either side: never', () => {
    for (const f of [
      { targetListed: false },
      { targetGender: 'BrideGroom' },
      { targetId: 'v' },
      { targetGender: null },
      { viewerGender: null },
    ]) {
      for (const purpose of ['see', 'block', 'report'] as const)
        expect(maySeeMember({ ...base, ...f }, purpose), JSON.stringify(f)).toBe(false);
    }
  });
  it('blocks: "see" stops either way, "report" only their block, "block" never', () => {
    const mine = { ...base, blockedByViewer: true };
    const theirs = { ...base, blockedByTarget: true };
    expect([maySeeMember(mine), maySeeMember(theirs)]).toEqual([false, false]);
    expect([maySeeMember(mine, 'report'), maySeeMember(theirs, 'report')]).toEqual([true, false]);
    expect([maySeeMember(mine, 'block'), maySeeMember(theirs, 'block')]).toEqual([true, true]);
  });
});

describe('photo renditions (docs/member-area.md#photos, decision 006)', () => {
  const member: PhotoViewer = { id: 'v', role: 'FreeUser', status: 'active', planExpiresAt: null };
  const owner = (f: Partial<PhotoOwnerFacts>): PhotoOwnerFacts => ({
    ownerId: 'o',
    photoPrivacy: 'members',
    listed: true,
    accepted: false,
    blocked: false,
    ...f,
  });
  it('privacy members/paid/accepted/hidden for a free and a paid viewer', () => {
    const paid: PhotoViewer = { ...member, role: 'SilverUser', planExpiresAt: future };
    const table: [PhotoViewer, Partial<PhotoOwnerFacts>, string][] = [
      [member, { photoPrivacy: 'members' }, 'clear'],
      [member, { photoPrivacy: 'paid' }, 'blur'],
      [paid, { photoPrivacy: 'paid' }, 'clear'],
      [member, { photoPrivacy: 'accepted' }, 'blur'],
      [member, { photoPrivacy: 'accepted', accepted: true }, 'clear'],
      [paid, { photoPrivacy: 'hidden' }, 'none'],
      [member, { blocked: true }, 'none'],
      [member, { listed: false }, 'none'],
      [member, { sameGender: true }, 'none'],
      [{ ...member, status: 'pending' }, {}, 'none'],
      [{ ...member, role: 'promoter' }, {}, 'none'],
      [{ ...member, role: 'Admin' }, { photoPrivacy: 'hidden', listed: false }, 'clear'],
      [{ ...member, id: 'o', status: 'inactive' }, { photoPrivacy: 'hidden' }, 'clear'],
    ];
    for (const [v, f, want] of table)
      expect(decideRendition(v, owner(f), NOW), JSON.stringify([v, f])).toBe(want);
  });
  it('a blurred decision loads only the blurred variant', () => {
    expect([
      variantAllowed('blur', 'blur'),
      variantAllowed('blur', 'thumb'),
      variantAllowed('none', 'blur'),
    ]).toEqual([true, false, false]);
  });
});

describe('abilities and the contact note (docs/member-area.md#abilities, docs/first-impressions.md#details-members-notice)', () => {
  const free = { paid: false, canExpressInterest: false, canViewContactDetails: false };
  const silver = { paid: true, canExpressInterest: true, canViewContactDetails: true };
  const state = (
    status: InterestState['status'],
    direction: 'sent' | 'received',
    retry: string | null = null,
  ) =>
    ({
      id: 'i',
      status,
      direction,
      message: '',
      created_at: '2026-11-01T00:00:00Z',
      responded_at: null,
      retry_after: retry,
    }) satisfies InterestState;

  it('express interest: upgrade, open, they asked, cooldown, allowed', () => {
    expect(memberAbilities(free, null, 'clear', NOW).express_interest).toEqual({
      allowed: false,
      reason: 'upgrade_required',
    });
    expect(memberAbilities(silver, null, 'clear', NOW).express_interest.allowed).toBe(true);
    expect(memberAbilities(silver, state('pending', 'sent'), 'clear', NOW).express_interest.reason).toBe(
      'interest_open',
    );
    expect(memberAbilities(silver, state('pending', 'received'), 'clear', NOW).express_interest.reason).toBe(
      'they_asked',
    );
    expect(
      memberAbilities(silver, state('declined', 'sent', '2026-12-01T00:00:00Z'), 'clear', NOW)
        .express_interest.reason,
    ).toBe('cooldown');
    expect(memberAbilities(silver, state('withdrawn', 'sent'), 'clear', NOW).express_interest.allowed).toBe(
      true,
    );
  });

  it('accept/decline for the receiver, withdraw for the sender, only while pending', () => {
    const got = memberAbilities(free, state('pending', 'received'), 'blur', NOW);
    expect([got.accept_interest, got.decline_interest, got.withdraw_interest]).toEqual([true, true, false]);
    const sent = memberAbilities(silver, state('pending', 'sent'), 'blur', NOW);
    expect([sent.accept_interest, sent.decline_interest, sent.withdraw_interest]).toEqual([
      false,
      false,
      true,
    ]);
    const done = memberAbilities(silver, state('accepted', 'sent'), 'clear', NOW);
    expect([done.accept_interest, done.withdraw_interest]).toEqual([false, false]);
  });

  it('contact details: a paid plan AND an accepted interest', () => {
    expect(memberAbilities(silver, state('accepted', 'received'), 'clear', NOW).view_contact).toEqual({
      allowed: true,
      reason: null,
    });
    expect(memberAbilities(silver, state('pending', 'sent'), 'clear', NOW).view_contact.reason).toBe(
      'interest_not_accepted',
    );
    expect(memberAbilities(free, state('accepted', 'received'), 'clear', NOW).view_contact.reason).toBe(
      'upgrade_required',
    );
  });

  it('Details members notice (docs/first-impressions.md#details-members-notice): a Free member who accepted is told the interest IS accepted and a paid plan shows the details', () => {
    const accepted = state('accepted', 'received');
    const note = contactNote('Meera', memberAbilities(free, accepted, 'clear', NOW), accepted);
    expect(note).toContain('is accepted');
    expect(note).toContain('Silver or Premium');
    expect(note).not.toMatch(/once .* accepts/);
    // a paid viewer with an accepted interest sees the details: no note
    expect(contactNote('Meera', memberAbilities(silver, accepted, 'clear', NOW), accepted)).toBeNull();
    // a paid viewer who sent an interest waits for the other member
    const sent = state('pending', 'sent');
    expect(contactNote('Meera', memberAbilities(silver, sent, 'clear', NOW), sent)).toMatch(
      /once Meera accepts/,
    );
    const received = state('pending', 'received');
    expect(contactNote('Meera', memberAbilities(silver, received, 'clear', NOW), received)).toMatch(
      /^Accept Meera's interest/,
    );
  });
});

describe('the public home page (decision 125)', () => {
  it('shows a member only when listed and opted in', () => {
    expect(shownOnPublicHome({ listed: true, showOnHome: false })).toBe(false);
    expect(shownOnPublicHome({ listed: false, showOnHome: true })).toBe(false);
    expect(shownOnPublicHome({ listed: true, showOnHome: true })).toBe(true);
  });
  it('gives an active Admin every listed member and everyone else the public list', () => {
    expect(recentRegistersScope(null)).toBe('public');
    expect(recentRegistersScope({ role: 'FreeUser', status: 'active' })).toBe('public');
    expect(recentRegistersScope({ role: 'promoter', status: 'active' })).toBe('public');
    expect(recentRegistersScope({ role: 'Admin', status: 'inactive' })).toBe('public');
    expect(recentRegistersScope({ role: 'Admin', status: 'active' })).toBe('listed');
  });
});
