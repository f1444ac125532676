import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, payments, users } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { bearer, makeUser } from '../../test/factories';
import { runJobs } from './jobs';

const DAY = 86_400_000;

describe(`daily jobs: expiry and reminders (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setExpiry = (id: string, at: Date) =>
    t.ctx.db.update(users).set({ planExpiresAt: at }).where(eq(users.id, id));
  const kinds = async (id: string) =>
    (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, id)))
      .map((n) => n.kind)
      .sort();

  it('expires lapsed paid plans to FreeUser once, keeping history, even when two passes run together', async () => {
    const now = new Date();
    const lapsed = await makeUser(t.ctx, { role: 'PremiumUser' });
    const running = await makeUser(t.ctx, { role: 'SilverUser' });
    await setExpiry(lapsed.id, new Date(now.getTime() - 60_000));
    await setExpiry(running.id, new Date(now.getTime() + 60 * DAY));
    await t.ctx.db.insert(payments).values({
      userId: lapsed.id,
      planCode: 'PremiumUser',
      planName: 'Premium',
      durationMonths: 12,
      listPricePaise: 99900,
      amountPaise: 99900,
      provider: 'offline',
      status: 'paid',
    });
    const [a, b] = await Promise.all([runJobs(t.ctx, now), runJobs(t.ctx, now)]);
    expect(a.expired + b.expired).toBe(1);
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, lapsed.id));
    expect(u.role).toBe('FreeUser');
    expect(u.planExpiresAt).not.toBeNull();
    expect(await kinds(lapsed.id)).toEqual(['plan_expired']);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, lapsed.id));
    expect(audit.map((x) => [x.action, x.details.plan])).toEqual([['plan.expired', 'PremiumUser']]);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, lapsed.id))).toHaveLength(1);
    const [r] = await t.ctx.db.select().from(users).where(eq(users.id, running.id));
    expect(r.role).toBe('SilverUser');
    await t.smtp.waitFor(lapsed.email, /Your plan has expired/);
    const dash = await t.app.inject({ url: '/api/user/plan', headers: bearer(lapsed.token) });
    expect(dash.json().plan.code).toBe('FreeUser');
  });

  it('reminds 7 days and 1 day before expiry, each once, across concurrent passes', async () => {
    const now = new Date();
    const m = await makeUser(t.ctx, { role: 'SilverUser' });
    await setExpiry(m.id, new Date(now.getTime() + 6.5 * DAY));
    await Promise.all([runJobs(t.ctx, now), runJobs(t.ctx, now)]);
    await runJobs(t.ctx, new Date(now.getTime() + 3_600_000));
    expect(await kinds(m.id)).toEqual(['plan_expiring']);
    await t.smtp.waitFor(m.email, /Your plan expires on/);
    // Six days later the plan has half a day left: the 1-day reminder, once.
    const later = new Date(now.getTime() + 6 * DAY);
    await Promise.all([runJobs(t.ctx, later), runJobs(t.ctx, later)]);
    expect(await kinds(m.id)).toEqual(['plan_expiring', 'plan_expiring']);
    const marks = await t.ctx.db.execute(
      sql`select count(*)::int as n from job_marks where key like ${`%${m.id}%`}`,
    );
    expect((marks as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });
});
