import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser, registrationPayload } from '../../test/factories';
import { appPerFile } from '../../test/setup';

/**
 * Badges come from the server only (docs/verification.md#badges): cards and profiles show what staff and
 * the SMS code proved, a member cannot set a badge by sending it, and every plan may filter on "ID verified".
 */
describe(`trust badges on cards and profiles (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let verified: Made;
  let plain: Made;
  let seeker: Made;
  beforeAll(async () => {
    verified = await makeUser(s.t.ctx, { firstName: 'Veena', gender: 'Bride' });
    plain = await makeUser(s.t.ctx, { firstName: 'Prema', gender: 'Bride' });
    seeker = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'BrideGroom' });
    await s.t.ctx.db
      .update(profiles)
      .set({ idVerifiedAt: new Date(), mobileVerifiedNo: '+919876543210' })
      .where(eq(profiles.userId, verified.id));
  });

  const cards = async (query: string, m = seeker) => {
    const res = await api(m.token, 'GET', `/api/user/members?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().members as { registration_no: string; badges: Record<string, boolean> }[];
  };

  it('cards carry the badges the server decided', async () => {
    const all = await cards('pageSize=50');
    expect(all.find((c) => c.registration_no === verified.registrationNo)?.badges).toEqual({
      mobile_verified: true,
      id_verified: true,
      photo_verified: false,
    });
    expect(all.find((c) => c.registration_no === plain.registrationNo)?.badges).toEqual({
      mobile_verified: false,
      id_verified: false,
      photo_verified: false,
    });
  });

  it('a free member filters to ID-verified profiles', async () => {
    const only = await cards('pageSize=50&id_verified=true');
    expect(only.map((c) => c.registration_no)).toContain(verified.registrationNo);
    expect(only.map((c) => c.registration_no)).not.toContain(plain.registrationNo);
    const search = await api(seeker.token, 'GET', '/api/user/search?id_verified=1');
    expect(search.statusCode).toBe(200);
    expect(search.json().members.map((c: { registration_no: string }) => c.registration_no)).toEqual([
      verified.registrationNo,
    ]);
  });

  it('the profile view shows the badges', async () => {
    const res = await api(seeker.token, 'GET', `/api/user/profile/${verified.registrationNo}`);
    expect(res.json().profile.badges).toMatchObject({ id_verified: true, mobile_verified: true });
  });

  it('mass assignment: badges sent by a member or at signup are ignored', async () => {
    const forged = {
      badges: { mobile_verified: true, id_verified: true, photo_verified: true },
      mobile_verified_no: '+919876543210',
      mobileVerifiedNo: '+919876543210',
      id_verified_at: new Date().toISOString(),
      idVerifiedAt: new Date().toISOString(),
      photo_verified_at: new Date().toISOString(),
    };
    const edit = await api(plain.token, 'PUT', '/api/user/profile', { about_me: 'Trust me', ...forged });
    expect(edit.statusCode).toBeLessThan(500);
    const signup = await api(null, 'POST', '/api/auth/signup', { ...registrationPayload(), ...forged });
    expect(signup.statusCode).toBeLessThan(500);
    const ids = [plain.id, signup.json().user?.user_id].filter(Boolean) as string[];
    for (const id of ids) {
      const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, id));
      expect(p).toMatchObject({ mobileVerifiedNo: null, idVerifiedAt: null, photoVerifiedAt: null });
    }
    expect(ids).toHaveLength(2);
    const me = await api(plain.token, 'GET', '/api/user/verification');
    expect(me.json().badges).toEqual({ mobile_verified: false, id_verified: false, photo_verified: false });
  });
});
