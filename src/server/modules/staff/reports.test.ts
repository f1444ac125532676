import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makePromoter, makeStaff, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/** userreports and successdata (docs/staff.md#userreports, #successdata). */
describe(`userreports and successdata (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let staff: Made;
  let verifier: Made;
  let money: Made;
  beforeAll(async () => {
    staff = await makeStaff(s.t.ctx, ['members']);
    verifier = await makeStaff(s.t.ctx, ['verification']);
    money = await makeStaff(s.t.ctx, ['money']);
    const at = async (m: Made, iso: string) =>
      s.t.ctx.db
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, m.id));
    // One bride before the range, one in January; a groom at 01:30 IST on 1 February (still 31 January
    // in UTC), one in March; a promoter in February; staff are never counted.
    await at(await makeUser(s.t.ctx, { gender: 'Bride' }), '2025-12-20T06:00:00Z');
    await at(
      await makeUser(s.t.ctx, { gender: 'Bride', profile: { state: 'Kerala', city: 'Kochi' } }),
      '2026-01-10T06:00:00Z',
    );
    await at(await makeUser(s.t.ctx, { gender: 'BrideGroom', role: 'SilverUser' }), '2026-01-31T20:00:00Z');
    await at(await makeUser(s.t.ctx, { gender: 'BrideGroom', status: 'pending' }), '2026-03-05T06:00:00Z');
    await at(await makePromoter(s.t.ctx), '2026-02-10T06:00:00Z');
  });

  const get = (url: string, token = staff.token) => api(token, 'GET', url);
  const Q = 'from=2026-01-01&to=2026-03-31';

  it('groups registrations by IST month and splits by gender; members count everyone registered up to the period end', async () => {
    const res = await get(`/api/admin/reports/registrations?${Q}&group=month&split=gender&kind=member`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { period: '2026-01-01', value: 'Bride', registrations: 1, members: 2 },
      { period: '2026-02-01', value: 'BrideGroom', registrations: 1, members: 1 },
      { period: '2026-03-01', value: 'BrideGroom', registrations: 1, members: 2 },
    ]);
    expect(res.json().totals).toEqual({ registrations: 3, members: 4 });
  });

  it('splits by kind and by week (from Monday); filters by state, status and plan', async () => {
    const kind = (await get(`/api/admin/reports/registrations?${Q}&group=week&split=kind`)).json();
    expect(kind.rows).toEqual([
      { period: '2026-01-05', value: 'member', registrations: 1, members: 2 },
      { period: '2026-01-26', value: 'member', registrations: 1, members: 3 },
      { period: '2026-02-09', value: 'promoter', registrations: 1, members: 1 },
      { period: '2026-03-02', value: 'member', registrations: 1, members: 4 },
    ]);
    const kerala = (
      await get(`/api/admin/reports/registrations?${Q}&group=month&state=Kerala&split=district`)
    ).json();
    expect(kerala.rows).toEqual([{ period: '2026-01-01', value: 'Kochi', registrations: 1, members: 1 }]);
    const pending = (await get(`/api/admin/reports/registrations?${Q}&group=month&status=pending`)).json();
    expect(pending.totals).toEqual({ registrations: 1, members: 1 });
    const silver = (await get(`/api/admin/reports/registrations?${Q}&group=day&plan=SilverUser`)).json();
    expect(silver.rows).toEqual([{ period: '2026-02-01', value: '', registrations: 1, members: 1 }]);
  });

  it('the CSV holds exactly the rows shown; bad ranges answer 400 before a byte; other staff 403', async () => {
    const q = `${Q}&group=month&split=gender&kind=member`;
    const csv = await get(`/api/admin/reports/registrations.csv?${q}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\n')).toEqual([
      'period,group,registrations,members',
      '2026-01-01,Bride,1,2',
      '2026-02-01,BrideGroom,1,1',
      '2026-03-01,BrideGroom,1,2',
    ]);
    const reversed = await get('/api/admin/reports/registrations.csv?from=2026-03-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.headers['content-type']).toMatch(/json/);
    expect(
      (await get('/api/admin/reports/registrations?from=2024-01-01&to=2026-01-01&group=day')).statusCode,
    ).toBe(400);
    expect(
      (await get('/api/admin/reports/registrations?from=2024-01-01&to=2026-01-01&group=week')).statusCode,
    ).toBe(200);
    expect((await get(`/api/admin/reports/registrations?${Q}`, verifier.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/reports/registrations.csv?${Q}`, money.token)).statusCode).toBe(403);
  });

  it('successdata lists verified members with who verified each and when; filters by verifier; CSV', async () => {
    const pending = await makeUser(s.t.ctx, { status: 'pending', firstName: 'Latha' });
    const ok = await api(verifier.token, 'PATCH', `/api/admin/users/${pending.registrationNo}`, {
      status: 'active',
      reason: '',
    });
    expect(ok.statusCode).toBe(200);
    const list = (await get(`/api/admin/verified?verifier=${verifier.id}`, verifier.token)).json();
    expect(list.total).toBe(1);
    expect(list.accounts[0]).toMatchObject({
      registration_no: pending.registrationNo,
      name: 'Latha Rao',
      verified_by: 'Test Staff',
      verified_by_id: verifier.id,
    });
    expect(Date.now() - Date.parse(list.accounts[0].verified_at)).toBeLessThan(60_000);
    expect(list.verifiers.map((v: { id: string }) => v.id)).toContain(verifier.id);
    // Members made verified without a staff record show no verifier; the newest verification comes first.
    const all = (await get('/api/admin/verified?pageSize=100')).json();
    expect(all.accounts[0].registration_no).toBe(pending.registrationNo);
    expect(all.accounts.some((a: { verified_by: string | null }) => a.verified_by === null)).toBe(true);
    expect(all.accounts.map((a: { registration_no: string }) => a.registration_no)).not.toContain(
      staff.registrationNo,
    );
    const csv = await get(`/api/admin/verified.csv?verifier=${verifier.id}`);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect(csv.body).toContain(`${pending.registrationNo},Latha Rao,Bride,FreeUser,active,`);
    expect((await get('/api/admin/verified', money.token)).statusCode).toBe(403);
    expect((await get('/api/admin/verified?from=2026-03-01&to=2026-01-01')).statusCode).toBe(400);
  });
});
