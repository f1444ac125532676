import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../test/app';
import { appPerFile } from '../test/setup';
import { hitLimit, peekLimit, purgeExpiredLimits, releaseLimit } from './rate-limit';

describe(`database rate limits (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);

  it('allows `limit` hits in a window and refuses the next with a retry time', async () => {
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await hitLimit(s.t.ctx.db, 'k:a', 2, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results[2].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[2].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await peekLimit(s.t.ctx.db, 'k:a')).toBe(3);
  });

  it('starts a new window once the old one ended, and purges long-expired counters', async () => {
    await hitLimit(s.t.ctx.db, 'k:b', 1, 60_000);
    await s.t.ctx.db.execute(
      sql`update rate_limits set reset_at = now() - interval '2 hours' where key = 'k:b'`,
    );
    expect(await peekLimit(s.t.ctx.db, 'k:b')).toBe(0);
    expect(await purgeExpiredLimits(s.t.ctx.db)).toBe(1);
    expect((await hitLimit(s.t.ctx.db, 'k:b', 1, 60_000)).allowed).toBe(true);
  });

  it('takes at most `limit` slots of parallel hits, and gives one back without going below zero', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitLimit(s.t.ctx.db, 'k:c', 5, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    await releaseLimit(s.t.ctx.db, 'k:c');
    expect(await peekLimit(s.t.ctx.db, 'k:c')).toBe(11);
    for (let i = 0; i < 15; i++) await releaseLimit(s.t.ctx.db, 'k:c');
    expect(await peekLimit(s.t.ctx.db, 'k:c')).toBe(0);
  });
});
