import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyAgreed, storyIsPublic } from '../../../shared/policies';
import { auditLog, successStories, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { eraseDueAccounts } from '../privacy/erasure';
import { collectData } from '../privacy/export';
import { STORY, storyApp } from './success.fixtures';
import { AGREED_SQL } from './success.service';

describe(`success stories (decision 160) (${TEST_DB})`, () => {
  const s = storyApp();
  const { api } = s;
  const searchFinds = async (viewer: Made, r: string) =>
    (await api(viewer.token, 'GET', `/api/user/search?registration_no=${r}`)).json().members.length > 0;
  const viewAllFinds = async (viewer: Made, r: string) =>
    (await api(viewer.token, 'GET', '/api/user/members?pageSize=50'))
      .json()
      .members.some((m: { registration_no: string }) => m.registration_no === r);
  const matchesFind = async (viewer: Made, r: string) =>
    (await api(viewer.token, 'GET', '/api/user/matches?pageSize=50'))
      .json()
      .members.some((m: { registration_no: string }) => m.registration_no === r);
  const publicNames = async () =>
    (await api(null, 'GET', '/api/success-stories')).json().stories.map((s: { names: string }) => s.names);

  it('marking hides the member at once; the named partner confirms and is hidden too; staff approve; the public sees it; either withdraws', async () => {
    const bride = await makeUser(s.t.ctx, { gender: 'Bride', firstName: 'Meera' });
    const groom = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Karthik' });
    const otherBride = await makeUser(s.t.ctx, { gender: 'Bride' });
    const otherGroom = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    expect(await searchFinds(otherGroom, bride.registrationNo)).toBe(true);
    expect(await viewAllFinds(otherGroom, bride.registrationNo)).toBe(true);

    const marked = await api(bride.token, 'POST', '/api/user/success', {
      partner_registration_no: groom.registrationNo.toLowerCase(),
    });
    expect(marked.statusCode).toBe(201);
    const { record } = marked.json();
    expect(record).toMatchObject({ side: 'member', partner_state: 'pending', public: false });
    expect(record.other).toEqual({ registration_no: groom.registrationNo, name: 'Karthik' });
    // Hidden from search, viewAll and matches at once; the partner is not (yet).
    expect(await searchFinds(otherGroom, bride.registrationNo)).toBe(false);
    expect(await viewAllFinds(otherGroom, bride.registrationNo)).toBe(false);
    expect(await matchesFind(otherGroom, bride.registrationNo)).toBe(false);
    expect((await api(otherGroom.token, 'GET', `/api/profile/${bride.registrationNo}`)).statusCode).toBe(404);
    expect(await searchFinds(otherBride, groom.registrationNo)).toBe(true);
    // Twice: refused.
    expect((await api(bride.token, 'POST', '/api/user/success', {})).statusCode).toBe(409);

    // The partner sees the request (and a bell notice); nobody else can answer it.
    const mine = (await api(groom.token, 'GET', '/api/user/success')).json();
    expect(mine.record).toBeNull();
    expect(mine.requests).toEqual([
      {
        id: record.id,
        from: { registration_no: bride.registrationNo, name: 'Meera' },
        created_at: expect.any(String),
      },
    ]);
    const bell = (await api(groom.token, 'GET', '/api/user/notifications')).json().notifications;
    expect(bell[0].title).toContain(bride.registrationNo);
    expect(
      (await api(otherGroom.token, 'POST', `/api/user/success/${record.id}/answer`, { confirm: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(bride.token, 'POST', `/api/user/success/${record.id}/answer`, { confirm: true })).statusCode,
    ).toBe(404);

    // The story waits for the partner: not in the staff queue while the partner has not answered.
    const story = await api(bride.token, 'PUT', `/api/user/success/${record.id}/story`, {
      story: STORY,
      consent: true,
    });
    expect(story.statusCode).toBe(200);
    const queue = () => api(s.moderator.token, 'GET', '/api/admin/success-stories?state=pending');
    expect((await queue()).json().stories.map((s: { id: string }) => s.id)).not.toContain(record.id);

    const confirmed = await api(groom.token, 'POST', `/api/user/success/${record.id}/answer`, {
      confirm: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().record).toMatchObject({
      side: 'partner',
      my_consent: false,
      their_consent: true,
    });
    expect(await searchFinds(otherBride, groom.registrationNo)).toBe(false);
    expect(await matchesFind(otherBride, groom.registrationNo)).toBe(false);

    // Still not in the queue until the partner agrees to the same text.
    expect((await queue()).json().stories.map((s: { id: string }) => s.id)).not.toContain(record.id);
    expect(
      (
        await api(groom.token, 'PUT', `/api/user/success/${record.id}/story`, { story: STORY, consent: true })
      ).json().record,
    ).toMatchObject({ my_consent: true, their_consent: true, review: 'pending', public: false });
    const waiting = (await queue()).json().stories;
    expect(waiting.map((s: { id: string }) => s.id)).toContain(record.id);
    expect(await publicNames()).not.toContain('Meera & Karthik');

    // Staff without the verification permission: 403, nothing changes.
    expect((await api(s.money.token, 'GET', '/api/admin/success-stories')).statusCode).toBe(403);
    expect(
      (
        await api(s.money.token, 'POST', `/api/admin/success-stories/${record.id}/review`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect((await api(bride.token, 'GET', '/api/admin/success-stories')).statusCode).toBe(403);

    const approved = await api(s.moderator.token, 'POST', `/api/admin/success-stories/${record.id}/review`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'story.approved'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: s.moderator.id, targetUserId: bride.id });
    expect(await publicNames()).toContain('Meera & Karthik');
    // Deciding twice: the story is no longer waiting.
    expect(
      (
        await api(s.moderator.token, 'POST', `/api/admin/success-stories/${record.id}/review`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(409);

    // The partner withdraws: gone at once; the member sees it withdrawn.
    expect((await api(groom.token, 'POST', `/api/user/success/${record.id}/withdraw`)).statusCode).toBe(200);
    expect(await publicNames()).not.toContain('Meera & Karthik');
    expect((await api(bride.token, 'GET', '/api/user/success')).json().record).toMatchObject({
      withdrawn: true,
      public: false,
      my_consent: false,
    });
    // Nobody else can withdraw or edit it (the same answer as for an unknown id).
    expect((await api(otherBride.token, 'POST', `/api/user/success/${record.id}/withdraw`)).statusCode).toBe(
      404,
    );

    // Data rights: the record is in the member's export.
    const data = await collectData(s.t.ctx, groom.id);
    expect(data.success_stories).toEqual([
      expect.objectContaining({
        side: 'partner',
        story: STORY,
        other_member: { registration_no: bride.registrationNo, name: 'Meera' },
      }),
    ]);
    // Erased with the member: the erasure job deletes the record (either side).
    await s.t.ctx.db
      .update(users)
      .set({ deletionDueAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, bride.id));
    expect(await eraseDueAccounts(s.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await s.t.ctx.db.select().from(successStories).where(eq(successStories.id, record.id))).toEqual(
      [],
    );
  });

  it('a story without a partner is reviewed alone; a rejected one never shows; taking the mark back lists the member again', async () => {
    const m = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Suresh' });
    const viewer = await makeUser(s.t.ctx, { gender: 'Bride' });
    const { record } = (await api(m.token, 'POST', '/api/user/success', {})).json();
    expect(record.partner_state).toBe('none');
    expect(
      (await api(m.token, 'PUT', `/api/user/success/${record.id}/story`, { story: 'short', consent: true }))
        .statusCode,
    ).toBe(400);
    await api(m.token, 'PUT', `/api/user/success/${record.id}/story`, { story: STORY, consent: true });
    expect(
      (
        await api(s.moderator.token, 'POST', `/api/admin/success-stories/${record.id}/review`, {
          decision: 'reject',
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await api(s.moderator.token, 'POST', `/api/admin/success-stories/${record.id}/review`, {
      decision: 'reject',
      reason: 'Please leave out the phone number',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await publicNames()).not.toContain('Suresh');
    expect((await api(m.token, 'GET', '/api/user/success')).json().record).toMatchObject({
      review: 'rejected',
      review_reason: 'Please leave out the phone number',
    });

    expect(await searchFinds(viewer, m.registrationNo)).toBe(false);
    expect((await api(m.token, 'DELETE', `/api/user/success/${record.id}`)).statusCode).toBe(200);
    expect(await searchFinds(viewer, m.registrationNo)).toBe(true);
    expect((await api(m.token, 'GET', '/api/user/success')).json().record).toBeNull();
  });

  it('a declined partner stays listed; a partner of the same gender or an unknown number answers 404; the own number 400', async () => {
    const a = await makeUser(s.t.ctx, { gender: 'Bride' });
    const b = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    const sameGender = await makeUser(s.t.ctx, { gender: 'Bride' });
    const viewer = await makeUser(s.t.ctx, { gender: 'Bride' });
    expect(
      (
        await api(a.token, 'POST', '/api/user/success', {
          partner_registration_no: sameGender.registrationNo,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(a.token, 'POST', '/api/user/success', { partner_registration_no: 'ZZ999999' })).statusCode,
    ).toBe(404);
    expect(
      (await api(a.token, 'POST', '/api/user/success', { partner_registration_no: a.registrationNo }))
        .statusCode,
    ).toBe(400);
    // Nothing was stored by the refused attempts: the member is still listed.
    expect(await searchFinds(b, a.registrationNo)).toBe(true);
    const { record } = (
      await api(a.token, 'POST', '/api/user/success', { partner_registration_no: b.registrationNo })
    ).json();
    const declined = await api(b.token, 'POST', `/api/user/success/${record.id}/answer`, { confirm: false });
    expect(declined.statusCode).toBe(200);
    expect(await searchFinds(viewer, b.registrationNo)).toBe(true);
    expect((await api(b.token, 'GET', '/api/user/success')).json()).toMatchObject({
      record: null,
      requests: [],
    });
  });

  it('the SQL form of "agreed" matches the policy for every combination', async () => {
    const m = await makeUser(s.t.ctx, { gender: 'Bride' });
    const p = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    const [row] = await s.t.ctx.db
      .insert(successStories)
      .values({ memberId: m.id, partnerId: p.id })
      .returning();
    for (const partnerState of ['none', 'pending', 'confirmed', 'declined'])
      for (const memberConsent of [false, true])
        for (const partnerConsent of [false, true])
          for (const story of ['', STORY])
            for (const withdrawn of [false, true]) {
              await s.t.ctx.db
                .update(successStories)
                .set({
                  partnerState,
                  memberConsent,
                  partnerConsent,
                  story,
                  withdrawnAt: withdrawn ? new Date() : null,
                  review: 'approved',
                })
                .where(eq(successStories.id, row.id));
              const [{ agreed }] = await queryRows<{ agreed: boolean }>(
                s.t.ctx.db,
                sql`select ${AGREED_SQL} as agreed from success_stories s where s.id = ${row.id}`,
              );
              const facts = {
                memberId: m.id,
                partnerId: p.id,
                partnerState,
                memberConsent,
                partnerConsent,
                story,
                review: 'approved',
                withdrawn,
              };
              expect(agreed, JSON.stringify(facts)).toBe(storyAgreed(facts));
              expect(storyIsPublic(facts)).toBe(agreed);
            }
  });
});
