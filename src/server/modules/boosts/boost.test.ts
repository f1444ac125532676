import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boostMonth, nextBoostMonthStart } from '../../../shared/policies';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/** The monthly profile boost (docs/plan-features.md#profile-boost, SPEC §9 Premium). */
describe(`profile boost monthly (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let groom: Made;
  beforeAll(async () => {
    groom = await makeUser(s.t.ctx, { gender: 'BrideGroom', role: 'FreeUser' });
  });

  const boost = (who: Made) => api(who.token, 'POST', '/api/user/boost');
  const state = async (who: Made) => (await api(who.token, 'GET', '/api/user/boost')).json().boost;
  const viewAll = async (who: Made) =>
    (await api(who.token, 'GET', '/api/user/members?sort=recently_active')).json().members as {
      registration_no: string;
      boosted: boolean;
    }[];

  it('the IST month rolls over at midnight IST', () => {
    expect(boostMonth(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(boostMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(nextBoostMonthStart(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });

  it('answers 402 to Free and Silver (no entitlement), boosts Premium once a month', async () => {
    for (const role of ['FreeUser', 'SilverUser'] as const) {
      const m = await makeUser(s.t.ctx, { gender: 'Bride', role });
      expect((await boost(m)).statusCode).toBe(402);
      expect(await state(m)).toMatchObject({ entitled: false, abilities: { boost: false } });
    }
    const p = await makeUser(s.t.ctx, { gender: 'Bride', role: 'PremiumUser' });
    expect(await state(p)).toMatchObject({ entitled: true, active_until: null, abilities: { boost: true } });
    const res = await boost(p);
    expect(res.statusCode).toBe(200);
    const now = res.json().boost;
    expect(Date.parse(now.active_until) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(now.next_available_at).toBe(nextBoostMonthStart().toISOString());
    expect(now.abilities.boost).toBe(false);
    expect((await boost(p)).statusCode).toBe(409);
  });

  it('admits one boost of many concurrent requests', async () => {
    const p = await makeUser(s.t.ctx, { gender: 'Bride', role: 'PremiumUser' });
    const codes = (await Promise.all(Array.from({ length: 8 }, () => boost(p)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const rows = await queryRows(s.t.ctx.db, sql`select 1 from profile_boosts where user_id = ${p.id}`);
    expect(rows).toHaveLength(1);
  });

  it('ranks a boosted profile first in viewAll with the mark, never past a block, and counts its views', async () => {
    const boosted = await makeUser(s.t.ctx, { gender: 'Bride', role: 'PremiumUser', firstName: 'Boosted' });
    const blocked = await makeUser(s.t.ctx, { gender: 'Bride', role: 'PremiumUser' });
    // Others active after the boosted one: without the boost they would come first.
    await makeUser(s.t.ctx, { gender: 'Bride' });
    await makeUser(s.t.ctx, { gender: 'Bride' });
    await s.t.ctx.db.execute(sql`update profiles set last_active_at = now() - interval '3 days'
                                where user_id in (${boosted.id}, ${blocked.id})`);
    await api(blocked.token, 'POST', `/api/user/blocks/${groom.registrationNo}`);
    expect((await boost(boosted)).statusCode).toBe(200);
    expect((await boost(blocked)).statusCode).toBe(200);

    const cards = await viewAll(groom);
    const boostedFirst = cards.filter((c) => c.boosted).map((c) => c.registration_no);
    expect(cards.map((c) => c.registration_no)).not.toContain(blocked.registrationNo);
    expect(boostedFirst).toContain(boosted.registrationNo);
    expect(cards.slice(0, boostedFirst.length).every((c) => c.boosted)).toBe(true);
    const search = (await api(groom.token, 'GET', '/api/user/search?sort=newest')).json().members as {
      registration_no: string;
      boosted: boolean;
    }[];
    expect(search[0].boosted).toBe(true);

    // Paging: the boosted come once, on the first page, and every member still appears.
    const all: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await api(
        groom.token,
        'GET',
        `/api/user/members?sort=recently_active&page=${page}&pageSize=2`,
      );
      all.push(...res.json().members.map((c: { registration_no: string }) => c.registration_no));
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, boostedFirst.length).sort()).toEqual([...boostedFirst].sort());

    await api(groom.token, 'GET', `/api/user/profile/${boosted.registrationNo}`);
    expect((await state(boosted)).last_views).toBe(1);
  });

  it('shows staff the profiles boosted now', async () => {
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const res = await api(admin.token, 'GET', '/api/admin/boosts');
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.length).toBeGreaterThanOrEqual(3);
  });
});
