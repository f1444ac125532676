import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, payments, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { rebuildWalkedIndexes, runJobs, WALKED_INDEXES } from './jobs';

const DAY = 86_400_000;

describe(`daily jobs: expiry and reminders (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const setExpiry = (id: string, at: Date) =>
    s.t.ctx.db.update(users).set({ planExpiresAt: at }).where(eq(users.id, id));
  const kinds = async (id: string) =>
    (await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, id)))
      .map((n) => n.kind)
      .sort();

  it('expires lapsed paid plans to FreeUser once, keeping history, even when two passes run together', async () => {
    const now = new Date();
    const lapsed = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const running = await makeUser(s.t.ctx, { role: 'SilverUser' });
    await setExpiry(lapsed.id, new Date(now.getTime() - 60_000));
    await setExpiry(running.id, new Date(now.getTime() + 60 * DAY));
    await s.t.ctx.db.insert(payments).values({
      userId: lapsed.id,
      planCode: 'PremiumUser',
      planName: 'Premium',
      durationMonths: 12,
      listPricePaise: 99900,
      amountPaise: 99900,
      provider: 'offline',
      status: 'paid',
    });
    const [a, b] = await Promise.all([runJobs(s.t.ctx, now), runJobs(s.t.ctx, now)]);
    expect(a.expired + b.expired).toBe(1);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, lapsed.id));
    expect(u.role).toBe('FreeUser');
    expect(u.planExpiresAt).not.toBeNull();
    expect(await kinds(lapsed.id)).toEqual(['plan_expired']);
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, lapsed.id));
    expect(audit.map((x) => [x.action, x.details.plan])).toEqual([['plan.expired', 'PremiumUser']]);
    expect(await s.t.ctx.db.select().from(payments).where(eq(payments.userId, lapsed.id))).toHaveLength(1);
    const [r] = await s.t.ctx.db.select().from(users).where(eq(users.id, running.id));
    expect(r.role).toBe('SilverUser');
    await s.t.smtp.waitFor(lapsed.email, /Your plan has expired/);
    const dash = await api(lapsed.token, 'GET', '/api/user/plan');
    expect(dash.json().plan.code).toBe('FreeUser');
  });

  it('reminds 7 days and 1 day before expiry, each once, across concurrent passes', async () => {
    const now = new Date();
    const m = await makeUser(s.t.ctx, { role: 'SilverUser' });
    await setExpiry(m.id, new Date(now.getTime() + 6.5 * DAY));
    await Promise.all([runJobs(s.t.ctx, now), runJobs(s.t.ctx, now)]);
    await runJobs(s.t.ctx, new Date(now.getTime() + 3_600_000));
    expect(await kinds(m.id)).toEqual(['plan_expiring']);
    await s.t.smtp.waitFor(m.email, /Your plan expires on/);
    // Six days later the plan has half a day left: the 1-day reminder, once.
    const later = new Date(now.getTime() + 6 * DAY);
    await Promise.all([runJobs(s.t.ctx, later), runJobs(s.t.ctx, later)]);
    expect(await kinds(m.id)).toEqual(['plan_expiring', 'plan_expiring']);
    const marks = await s.t.ctx.db.execute(
      sql`select count(*)::int as n from job_marks where key like ${`%${m.id}%`}`,
    );
    expect((marks as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });
});

describe(`daily rebuild of the walked profiles indexes, decision 090 (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  beforeAll(async () => {
    // Two members of one gender, so a unique index on gender cannot be built.
    await makeUser(s.t.ctx, { gender: 'Bride' });
    await makeUser(s.t.ctx, { gender: 'Bride' });
  });

  const files = async () =>
    (
      await queryRows<{ name: string; file: string; valid: boolean }>(
        s.t.ctx.db,
        sql`select c.relname as name, c.relfilenode::text as file, i.indisvalid as valid
            from pg_class c join pg_index i on i.indexrelid = c.oid
            where c.relname = any(${`{${WALKED_INDEXES.join(',')}}`}::text[]) order by c.relname`,
      )
    ).map((r) => [r.name, r.file, r.valid] as const);
  // 03:00 IST on 11 January 2031 is 21:30 UTC on the 10th.
  const at = (iso: string) => new Date(iso);

  it('rebuilds them in the first pass from 03:00 IST, once a day however many passes run together', async () => {
    const before = await files();
    expect(before).toHaveLength(WALKED_INDEXES.length);
    const [a, b] = await Promise.all([
      rebuildWalkedIndexes(s.t.ctx, at('2031-01-10T21:30:00Z')),
      rebuildWalkedIndexes(s.t.ctx, at('2031-01-10T21:31:00Z')),
    ]);
    expect(a + b).toBe(WALKED_INDEXES.length);
    const after = await files();
    for (const [i, [name, file, valid]] of after.entries()) {
      expect(name).toBe(before[i]?.[0]);
      expect(file).not.toBe(before[i]?.[1]);
      expect(valid).toBe(true);
    }
    // 02:59 IST on the 12th is still the 11th's turn; 03:00 IST on the 12th is the next one.
    expect(await rebuildWalkedIndexes(s.t.ctx, at('2031-01-11T21:29:00Z'))).toBe(0);
    expect(await files()).toEqual(after);
    expect(await rebuildWalkedIndexes(s.t.ctx, at('2031-01-11T21:30:00Z'))).toBe(WALKED_INDEXES.length);
    // Lists still answer from the rebuilt indexes.
    const m = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    const res = await api(m.token, 'GET', '/api/user/matches?tab=lookingForMe');
    expect(res.statusCode).toBe(200);
  });

  it.skipIf(TEST_DB !== 'postgres')('drops a rebuild that an earlier failure left invalid', async () => {
    await expect(
      s.t.ctx.database.maintain([
        'create unique index concurrently profiles_match_idx_ccnew on profiles (gender)',
      ]),
    ).rejects.toThrow();
    const invalid = sql`select count(*)::int as n from pg_index i join pg_class c on c.oid = i.indexrelid
                        where c.relname = 'profiles_match_idx_ccnew' and not i.indisvalid`;
    expect((await queryRows<{ n: number }>(s.t.ctx.db, invalid))[0]?.n).toBe(1);
    expect(await rebuildWalkedIndexes(s.t.ctx, at('2031-02-01T21:30:00Z'))).toBe(WALKED_INDEXES.length);
    expect((await queryRows<{ n: number }>(s.t.ctx.db, invalid))[0]?.n).toBe(0);
    expect((await files()).every(([, , valid]) => valid)).toBe(true);
  });
});
