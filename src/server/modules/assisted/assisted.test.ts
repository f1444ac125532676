import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIST } from '../../../shared/dates';
import { assistedMembers, auditLog, blocks, commissions, interests, profiles, users } from '../../db/schema';
import { TEST_DB } from '../../test/app';
import { type Made, makePromoter, makeStaff, makeUser, TEST_PASSWORD } from '../../test/factories';
import { createPayingTestApp, gatewayAnswer } from '../../test/pay';
import { appPerFile } from '../../test/setup';
import { expirePlans } from '../jobs/jobs';

/**
 * The assisted service end to end through the API (docs/assisted-service.md, decisions 170-172): buying it on
 * request at an agreed price, relationship managers, suggestions and interests sent for the member, and
 * what a manager may never do.
 */
describe(`the assisted service (${TEST_DB})`, () => {
  // Real money (the Razorpay stand-in): a test-gateway payment earns no commission (decision 185).
  const s = appPerFile(createPayingTestApp);
  let desk: Made;
  let manager: Made;
  let otherManager: Made;
  beforeAll(async () => {
    desk = await makeStaff(s.t.ctx, ['assistance']);
    manager = await makeStaff(s.t.ctx, ['assistance']);
    await s.t.ctx.db.update(users).set({ staffName: 'Meera Manager' }).where(eq(users.id, manager.id));
    otherManager = await makeStaff(s.t.ctx, ['assistance']);
  });

  const { api } = s;

  /** A member who asks, is priced at ₹30,000 and pays online through the normal checkout. */
  async function buyOnline(member: Made) {
    const asked = await api(member.token, 'POST', '/api/user/assisted/request', {
      preferred_time: 'evening',
      language: 'kn',
      note: 'Please call my father',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().request.id as string;
    // Before a price is agreed checkout refuses the plan.
    const early = await api(member.token, 'POST', '/api/payments/quote', { plan: 'Assistance' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/priced on request/);
    expect(
      (await api(desk.token, 'POST', `/api/admin/assisted/requests/${id}/price`, { amount_paise: 100 }))
        .statusCode,
    ).toBe(400);
    const priced = await api(desk.token, 'POST', `/api/admin/assisted/requests/${id}/price`, {
      amount_paise: 3000000,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    // The client cannot choose the amount: the order is priced from the stored agreement.
    const o = await api(member.token, 'POST', '/api/payments/orders', {
      plan: 'Assistance',
      promo_code: 'ANY',
    });
    expect(o.statusCode, o.body).toBe(201);
    expect(o.json().checkout.amount_paise).toBe(3000000);
    const answer = await gatewayAnswer(s.t, member.token, o.json().checkout.order_id);
    expect((await api(member.token, 'POST', '/api/payments/verify', answer)).statusCode).toBe(200);
    return id;
  }

  it('a member asks for a call back; staff agree a price; checkout charges it; the referring promoter earns the assistance commission', async () => {
    const promoter = await makePromoter(s.t.ctx);
    const member = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.ctx.db.update(users).set({ referredBy: promoter.id }).where(eq(users.id, member.id));
    const offer = await api(null, 'GET', '/api/assisted/offer');
    expect(offer.json().offer).toMatchObject({ plan: 'Assistance', min_paise: 2500000, max_paise: 10000000 });

    const unlocked = await api(promoter.token, 'POST', '/api/promoter/unlock', { password: TEST_PASSWORD });
    expect(unlocked.statusCode).toBe(200);
    const first = await api(member.token, 'POST', '/api/user/assisted/request', {
      preferred_time: 'morning',
      language: 'en',
      note: '',
    });
    expect(first.statusCode).toBe(201);
    const again = await api(member.token, 'POST', '/api/user/assisted/request', {
      preferred_time: 'morning',
      language: 'en',
      note: '',
    });
    expect(again.statusCode).toBe(409);
    const pendingList = await api(promoter.token, 'GET', '/api/promoter/referrals?list=assistance-pending');
    expect(pendingList.json().total).toBe(1);
    const queue = await api(desk.token, 'GET', '/api/admin/assisted/requests?status=pending');
    expect(queue.json().requests.map((r: { registration_no: string }) => r.registration_no)).toContain(
      member.registrationNo,
    );
    // Staff record the offline payment only once a price is agreed.
    const id = first.json().request.id;
    const paidOn = todayIST();
    const tooSoon = await api(desk.token, 'POST', `/api/admin/assisted/requests/${id}/offline`, {
      mode: 'upi',
      paid_on: paidOn,
      reference: 'UPI-1',
    });
    expect(tooSoon.statusCode).toBe(409);
    await api(desk.token, 'POST', `/api/admin/assisted/requests/${id}/price`, { amount_paise: 4000000 });
    const paid = await api(desk.token, 'POST', `/api/admin/assisted/requests/${id}/offline`, {
      mode: 'upi',
      paid_on: paidOn,
      reference: 'UPI-1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount_paise).toBe(4000000);
    const [acct] = await s.t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(acct.role).toBe('Assistance');
    const [c] = await s.t.ctx.db.select().from(commissions).where(eq(commissions.memberId, member.id));
    expect(c.kind).toBe('assistance');
    const success = await api(promoter.token, 'GET', '/api/promoter/referrals?list=assistance-success');
    expect(success.json().total).toBe(1);
    const mine = await api(member.token, 'GET', '/api/user/assisted');
    expect(mine.json().request.status).toBe('paid');

    const online = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await buyOnline(online);
    const [o] = await s.t.ctx.db.select().from(users).where(eq(users.id, online.id));
    expect(o.role).toBe('Assistance');
  });

  it("a manager works only for assigned members, within the member's own visibility; the member approves; the receiver sees who sent it", async () => {
    const member = await makeUser(s.t.ctx, { role: 'Assistance', gender: 'Bride', firstName: 'Kavya' });
    const free = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'Bride' });
    const candidate = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Rohan' });
    const second = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Vikram' });
    const hidden = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    await s.t.ctx.db
      .update(profiles)
      .set({ listed: false, hidden: true })
      .where(eq(profiles.userId, hidden.id));
    const blocker = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    await s.t.ctx.db.insert(blocks).values({ userId: blocker.id, targetId: member.id });

    const wsUrl = `/api/admin/assisted/mine/${member.registrationNo}`;
    expect((await api(manager.token, 'GET', wsUrl)).statusCode).toBe(404);
    // Only an Assistance member can be assigned.
    const refused = await api(
      desk.token,
      'PUT',
      `/api/admin/assisted/members/${free.registrationNo}/manager`,
      {
        manager_id: manager.id,
      },
    );
    expect(refused.statusCode).toBe(409);
    const assign = await api(
      desk.token,
      'PUT',
      `/api/admin/assisted/members/${member.registrationNo}/manager`,
      {
        manager_id: manager.id,
      },
    );
    expect(assign.statusCode, assign.body).toBe(200);
    // The manager is told in the staff area's bell; another manager's bell has nothing of it.
    const bell0 = (await api(manager.token, 'GET', '/api/admin/notifications')).json().notifications;
    expect(bell0[0].link).toBe(`/admin/assisted/${member.registrationNo}`);
    expect(bell0[0].title).toMatch(
      new RegExp(`relationship manager of Kavya .*\\(${member.registrationNo}\\)`),
    );
    const otherBell = (await api(otherManager.token, 'GET', '/api/admin/notifications')).json().notifications;
    expect(otherBell).toEqual([]);
    expect((await api(member.token, 'GET', '/api/admin/notifications')).statusCode).toBe(403);
    const board = await api(desk.token, 'GET', '/api/admin/assisted/assignments');
    expect(board.json().managers.find((m: { id: string }) => m.id === manager.id).members).toBe(1);
    await api(manager.token, 'PUT', '/api/admin/assisted/profile', {
      working_hours: 'Mon–Sat 10:00–18:00',
      phone: '+919000000001',
    });
    const side = (await api(member.token, 'GET', '/api/user/assisted')).json();
    expect(side.manager).toMatchObject({ name: 'Meera Manager', working_hours: 'Mon–Sat 10:00–18:00' });

    // Another manager, a member and a promoter get nothing.
    expect((await api(otherManager.token, 'GET', wsUrl)).statusCode).toBe(404);
    expect((await api(member.token, 'GET', wsUrl)).statusCode).toBe(403);
    const ws = await api(manager.token, 'GET', wsUrl);
    expect(ws.statusCode).toBe(200);
    expect(ws.body).not.toMatch(/password|payment|deletion/i);

    // Hidden and blocking candidates answer exactly as an unknown number.
    const unknown = await api(manager.token, 'POST', `${wsUrl}/suggestions`, {
      registration_no: 'ZZ999999',
      note: '',
    });
    for (const c of [hidden, blocker]) {
      const r = await api(manager.token, 'POST', `${wsUrl}/suggestions`, {
        registration_no: c.registrationNo,
        note: '',
      });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual(unknown.json());
      const s = await api(manager.token, 'GET', `${wsUrl}/search?registration_no=${c.registrationNo}`);
      expect(s.json().members).toEqual([]);
    }
    const found = await api(
      manager.token,
      'GET',
      `${wsUrl}/search?registration_no=${candidate.registrationNo}`,
    );
    expect(found.json().members).toHaveLength(1);
    // By criteria: the candidates the member may see, never the hidden or blocking ones.
    const byCriteria = await api(manager.token, 'GET', `${wsUrl}/search?age_min=18&page=1&pageSize=50`);
    expect(byCriteria.statusCode).toBe(200);
    const nos = byCriteria.json().members.map((m: { registration_no: string }) => m.registration_no);
    expect(nos).toContain(candidate.registrationNo);
    expect(nos).not.toContain(hidden.registrationNo);
    expect(nos).not.toContain(blocker.registrationNo);

    // Notes with a follow-up due today appear in the due list.
    await api(manager.token, 'POST', `${wsUrl}/notes`, {
      kind: 'call',
      note: 'Spoke to the mother',
      follow_up_on: todayIST(),
    });
    const due = (await api(manager.token, 'GET', '/api/admin/assisted/mine')).json().due;
    expect(due).toHaveLength(1);

    // A suggestion: the member approves; the interest is sent and marked as the manager's.
    const sug = await api(manager.token, 'POST', `${wsUrl}/suggestions`, {
      registration_no: candidate.registrationNo,
      note: 'Same city, good family',
    });
    expect(sug.statusCode, sug.body).toBe(201);
    const s1 = (await api(member.token, 'GET', '/api/user/assisted')).json().suggestions[0];
    expect(s1).toMatchObject({ status: 'suggested', note: 'Same city, good family' });
    expect(
      (await api(free.token, 'POST', `/api/user/assisted/suggestions/${s1.id}/approve`)).statusCode,
    ).toBe(404);
    const ok = await api(member.token, 'POST', `/api/user/assisted/suggestions/${s1.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await api(member.token, 'POST', `/api/user/assisted/suggestions/${s1.id}/approve`)).statusCode,
    ).toBe(409);
    const received = (await api(candidate.token, 'GET', '/api/user/interests?tab=received')).json();
    expect(received.interests[0]).toMatchObject({ sent_by_manager: true });
    const bell = (await api(candidate.token, 'GET', '/api/user/notifications')).json().notifications;
    expect(bell[0].title).toMatch(/relationship manager of Kavya/);
    const toldApproved = (await api(manager.token, 'GET', '/api/admin/notifications')).json().notifications;
    expect(toldApproved[0].title).toMatch(new RegExp(`approved your suggestion ${candidate.registrationNo}`));
    const accepted = await api(
      candidate.token,
      'POST',
      `/api/user/interests/${received.interests[0].id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);

    // Declining keeps the reason for the manager.
    await api(manager.token, 'POST', `${wsUrl}/suggestions`, {
      registration_no: second.registrationNo,
      note: '',
    });
    const s2 = (await api(member.token, 'GET', '/api/user/assisted')).json().suggestions[0];
    await api(member.token, 'POST', `/api/user/assisted/suggestions/${s2.id}/decline`, {
      reason: 'Too far away',
    });
    const toldDeclined = (await api(manager.token, 'GET', '/api/admin/notifications')).json().notifications;
    expect(toldDeclined[0]).toMatchObject({ body: 'Their reason: Too far away' });
    expect(toldDeclined[0].title).toMatch(new RegExp(`declined your suggestion ${second.registrationNo}`));
    const cands = (await api(manager.token, 'GET', wsUrl)).json().candidates;
    expect(
      cands.find((c: { registration_no: string }) => c.registration_no === second.registrationNo),
    ).toMatchObject({
      status: 'declined',
      decline_reason: 'Too far away',
    });

    // Sending directly needs the member's opt-in.
    const third = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    const direct = { registration_no: third.registrationNo, message: '' };
    expect((await api(manager.token, 'POST', `${wsUrl}/interests`, direct)).statusCode).toBe(403);
    await api(member.token, 'PUT', '/api/user/assisted/settings', { may_send_interests: true });
    const sent = await api(manager.token, 'POST', `${wsUrl}/interests`, direct);
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await s.t.ctx.db
      .select()
      .from(interests)
      .where(and(eq(interests.senderId, member.id), eq(interests.receiverId, third.id)));
    expect(row.sentByManagerId).toBe(manager.id);

    // The member sees every manager action; each is in the audit trail under the manager's name.
    const activity = (await api(member.token, 'GET', '/api/user/assisted'))
      .json()
      .activity.map((a: { action: string }) => a.action);
    expect(activity).toEqual(
      expect.arrayContaining([
        'assisted.viewed',
        'assisted.searched',
        'assisted.note',
        'assisted.suggested',
        'assisted.interest_sent',
      ]),
    );
    const trail = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, manager.id));
    expect(trail.every((a) => a.targetUserId === member.id || a.targetUserId === null)).toBe(true);

    // Reassigned: the old manager loses access at once; the member is told the new name.
    await api(desk.token, 'PUT', `/api/admin/assisted/members/${member.registrationNo}/manager`, {
      manager_id: otherManager.id,
    });
    expect((await api(manager.token, 'GET', wsUrl)).statusCode).toBe(404);
    expect((await api(manager.token, 'POST', `${wsUrl}/notes`, { kind: 'note', note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await api(otherManager.token, 'GET', wsUrl)).statusCode).toBe(200);
  });

  it('at plan expiry the member becomes Free and the assignment ends', async () => {
    const member = await makeUser(s.t.ctx, { role: 'Assistance' });
    await api(desk.token, 'PUT', `/api/admin/assisted/members/${member.registrationNo}/manager`, {
      manager_id: manager.id,
    });
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    // Access ends with the plan even before the job runs.
    expect(
      (await api(manager.token, 'GET', `/api/admin/assisted/mine/${member.registrationNo}`)).statusCode,
    ).toBe(404);
    await expirePlans(s.t.ctx);
    const [a] = await s.t.ctx.db
      .select()
      .from(assistedMembers)
      .where(eq(assistedMembers.memberId, member.id));
    expect(a.managerId).toBeNull();
    expect(a.endedAt).not.toBeNull();
  });
});
