import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatchCache } from '../../lib/match-cache';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

describe(`MyMatches' repeat-view cache (decision 204, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let clock = 1_000_000;
  let me: Made; // a Silver groom of 30
  let madhwa: Made;
  let smartha: Made;
  let havyaka: Made;

  const mutual = async (page = 1) => {
    const res = await api(me.token, 'GET', `/api/user/matches?tab=mutual&page=${page}&pageSize=20`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { members: { registration_no: string }[]; total: number };
    return { ids: body.members.map((m) => m.registration_no).sort(), total: body.total };
  };
  const bride = (firstName: string, caste: string) =>
    makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27), firstName, profile: { caste } });

  beforeAll(async () => {
    s.t.ctx.matchCache = createMatchCache({ now: () => clock });
    me = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'BrideGroom', dob: dobForAge(30) });
    madhwa = await bride('Madhwa', 'Madhwa');
    smartha = await bride('Smartha', 'Smartha');
    havyaka = await bride('Havyaka', 'Havyaka');
  }, 60_000);

  it('serves a repeat view from the cache: a new match appears only after the 60 s bound', async () => {
    const all = [madhwa, smartha, havyaka].map((m) => m.registrationNo).sort();
    expect((await mutual()).ids).toEqual(all);
    const newcomer = await bride('Newcomer', 'Madhwa');
    clock += 59_000;
    expect(await mutual()).toEqual({ ids: all, total: 3 });
    // Page 2 ranks afresh: it counts the newcomer at once.
    expect((await mutual(2)).total).toBe(4);
    clock += 1_000;
    const fresh = await mutual();
    expect(fresh.ids).toEqual([...all, newcomer.registrationNo].sort());
    expect(fresh.total).toBe(4);
    // The newcomer leaves again (deactivated): gone at once, even from the cache.
    await s.t.ctx.db.execute(sql`update profiles set listed = false where user_id = ${newcomer.id}`);
    expect(await mutual()).toEqual({ ids: all, total: 3 });
  });

  it('reflects saved preferences at once', async () => {
    await mutual();
    const res = await api(me.token, 'PUT', '/api/user/preferences', {
      age_min: 24,
      age_max: 30,
      castes: ['Madhwa', 'Smartha'],
      must_haves: ['caste'],
    });
    expect(res.statusCode).toBe(200);
    expect(await mutual()).toEqual({
      ids: [madhwa.registrationNo, smartha.registrationNo].sort(),
      total: 2,
    });
  });

  it('drops a blocked member at once, and brings them back at once when unblocked', async () => {
    await mutual();
    const block = await api(me.token, 'POST', `/api/user/blocks/${smartha.registrationNo}`);
    expect(block.statusCode).toBe(200);
    expect(await mutual()).toEqual({ ids: [madhwa.registrationNo], total: 1 });
    const unblock = await api(me.token, 'DELETE', `/api/user/blocks/${smartha.registrationNo}`);
    expect(unblock.statusCode).toBe(200);
    expect((await mutual()).ids).toEqual([madhwa.registrationNo, smartha.registrationNo].sort());
  });

  it('drops a member who blocks the viewer, whose version is bumped in the same transaction', async () => {
    await mutual();
    const version = async () =>
      (
        await queryRows<{ v: number }>(
          s.t.ctx.db,
          sql`select matches_version as v from users where id = ${me.id}`,
        )
      )[0]?.v;
    const v = await version();
    const block = await api(madhwa.token, 'POST', `/api/user/blocks/${me.registrationNo}`);
    expect(block.statusCode).toBe(200);
    expect(await version()).toBe((v ?? 0) + 1);
    expect(await mutual()).toEqual({ ids: [smartha.registrationNo], total: 1 });
  });
});
