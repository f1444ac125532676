import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/** More members than the old scan window (25,000 most recently active, decision 005) looked at. */
const CROWD = 26_000;

describe(`matches have no scan window (decisions 020 and 040, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made; // a groom of 30, Brahmin, who wants a Madhwa bride (must-have)
  let rare: Made; // the one Madhwa bride, registered first and not active for a year
  let fond: Made; // a Vokkaliga bride whose must-haves accept a Brahmin groom, not active for a year

  const matches = async (tab: string) => {
    const res = await api(me.token, 'GET', `/api/user/matches?tab=${tab}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { members: { registration_no: string }[]; total: number };
  };

  beforeAll(async () => {
    const longAgo = new Date(Date.now() - 365 * 86400_000);
    rare = await makeUser(s.t.ctx, {
      gender: 'Bride',
      dob: dobForAge(27),
      firstName: 'Rare',
      profile: { caste: 'Madhwa', lastActiveAt: longAgo },
    });
    fond = await makeUser(s.t.ctx, {
      gender: 'Bride',
      dob: dobForAge(27),
      firstName: 'Fond',
      profile: { caste: 'Vokkaliga', lastActiveAt: longAgo },
    });
    me = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(30) });
    // The crowd: brides active today, of a caste the groom does not want, whose own must-have caste
    // is Vokkaliga (so none of them accepts him either). One statement each, via generate_series.
    await s.t.ctx.db.execute(sql`
      insert into users (registration_no, email, password_hash, status, activated_at)
      select 'CROWD' || g, 'crowd' || g || '@example.com', 'x', 'active', now()
      from generate_series(1, ${CROWD}) g`);
    await s.t.ctx.db.execute(sql`
      insert into profiles (user_id, first_name, last_name, profile_for, gender, date_of_birth,
                            marital_status, mobile_no, caste, listed, last_active_at)
      select u.id, 'Crowd', 'Member', 'Self', 'Bride', ${dobForAge(27)}::date, 'Unmarried',
             '+919876543210', 'Vokkaliga', true, now()
      from users u where u.registration_no like 'CROWD%'`);
    await s.t.ctx.db.execute(sql`
      insert into partner_preferences (user_id, age_min, age_max, castes, must_haves)
      select u.id, 25, 40, '{Vokkaliga}', '{caste}'
      from users u where u.registration_no like 'CROWD%'`);
    const res = await api(me.token, 'PUT', '/api/user/preferences', {
      age_min: 24,
      age_max: 30,
      castes: ['Madhwa'],
      must_haves: ['caste'],
    });
    expect(res.statusCode).toBe(200);
    // Fond's own must-haves: a Brahmin groom of 28 to 35; Rare's: the defaults (any caste).
    await s.t.ctx.db.execute(sql`
      update partner_preferences set castes = '{Brahmin}', must_haves = '{caste}', age_min = 28, age_max = 35
      where user_id = ${fond.id}`);
  }, 120_000);

  it('finds the one member who meets my must-haves behind more than 25,000 more recently active members', async () => {
    const body = await matches('mutual');
    expect(body.members.map((m) => m.registration_no)).toEqual([rare.registrationNo]);
    expect(body.total).toBe(1);
  });

  it('finds the one member whose must-haves I meet behind more than 25,000 who refuse me', async () => {
    const body = await matches('lookingForMe');
    const regs = body.members.map((m) => m.registration_no);
    expect(regs).toContain(fond.registrationNo);
    expect(regs).toContain(rare.registrationNo);
    expect(regs.some((r) => r.startsWith('CROWD'))).toBe(false);
    expect(body.total).toBe(2);
  });

  it('follows a change of the member’s must-haves at once (the copy on the profile row is kept by a trigger)', async () => {
    await s.t.ctx.db.execute(
      sql`update partner_preferences set castes = '{Vokkaliga}' where user_id = ${fond.id}`,
    );
    const regs = (await matches('lookingForMe')).members.map((m) => m.registration_no);
    expect(regs).toEqual([rare.registrationNo]);
  });
});
