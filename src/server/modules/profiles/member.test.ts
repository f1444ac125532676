import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  partnerPreferences,
  profileChangeRequests,
  profiles,
  users,
} from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const validPrefs = {
  age_min: 24,
  age_max: 32,
  height_min: 152,
  height_max: 183,
  marital_statuses: ['Unmarried'],
  castes: ['Smartha', 'Madhwa'],
  qualifications: [],
  occupations: ['Software Professional'],
  income_bands: ['10 Lakh - 12 Lakh'],
  mother_tongues: ['Kannada'],
  states: ['Karnataka'],
  cities: ['Mysuru'],
  country: 'India',
};

describe(`GET /api/user/me and PUT /api/user/profile (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  beforeAll(async () => {
    m = await makeUser(s.t.ctx, { role: 'SilverUser', firstName: 'Kavya' });
  });

  it('returns the full profile, preferences, completeness with missing labels, photos and no pending change', async () => {
    const res = await api(m.token, 'GET', '/api/user/me');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      registration_no: m.registrationNo,
      first_name: 'Kavya',
      mobile_no: '+919876543210',
      email: m.email,
      photo_privacy: 'members',
      hidden: false,
      contact_visible: true,
    });
    expect(body.preferences).toMatchObject({ age_min: expect.any(Number), castes: [], diets: [] });
    expect(body.completeness.percent).toBeGreaterThan(0);
    expect(body.completeness.percent).toBeLessThan(100);
    expect(body.completeness.missing).toEqual(
      expect.arrayContaining(['A profile photo', 'Height', 'Partner preferences']),
    );
    expect(body.photos).toEqual([]);
    expect(body.pending_changes).toBeNull();
    // no password hash or other internals
    expect(JSON.stringify(body)).not.toMatch(/password|argon|token_version/i);
  });

  it('saves a section at once and the completeness rises', async () => {
    const before = (await api(m.token, 'GET', '/api/user/me')).json().completeness.percent;
    const res = await api(m.token, 'PUT', '/api/user/profile', {
      height_cm: 165,
      mother_tongue: 'Tulu (own words ok)',
      about_me: 'I teach music and love long walks.',
      marital_status: 'Unmarried',
      diet: 'Vegetarian',
      smoking: 'No',
      drinking: 'No',
      blood_group: 'O+',
      sun_sign: 'Leo',
      rashi: 'Simha',
      nakshatra: 'Magha',
      income_per_month: '8 Lakh - 9 Lakh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile saved', pending_changes: null });
    expect(res.json().profile).toMatchObject({ height_cm: 165, rashi: 'Simha', diet: 'Vegetarian' });
    const after = (await api(m.token, 'GET', '/api/user/me')).json().completeness;
    expect(after.percent).toBeGreaterThan(before);
    expect(after.missing).not.toContain('Height');
  });

  it('refuses values outside the closed lists and bad numbers with field messages (400), saving nothing', async () => {
    const cases: [object, string][] = [
      [{ marital_status: 'Single' }, 'marital_status'],
      [{ profilefor: 'Cousin' }, 'profilefor'],
      [{ name_of_parent: 'Uncle' }, 'name_of_parent'],
      [{ income_per_month: '26-28 Lakh' }, 'income_per_month'],
      [{ rashi: 'Ophiuchus' }, 'rashi'],
      [{ nakshatra: 'Polaris' }, 'nakshatra'],
      [{ diet: 'Keto' }, 'diet'],
      [{ smoking: 'Sometimes' }, 'smoking'],
      [{ blood_group: 'C+' }, 'blood_group'],
      [{ sun_sign: 'Dragon' }, 'sun_sign'],
      [{ height_cm: 120 }, 'height_cm'],
      [{ height_cm: 250 }, 'height_cm'],
      [{ state: 'Atlantis' }, 'state'],
      [{ country: 'India', state: 'Bavaria' }, 'state'],
      [{ mobile_no: '98765' }, 'mobile_no'],
      [{ mobile_no: '98765abcde' }, 'mobile_no'],
      [{ caste: 'x'.repeat(101) }, 'caste'],
      [{ first_name: '' }, 'first_name'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
    ];
    for (const [payload, field] of cases) {
      const res = await api(m.token, 'PUT', '/api/user/profile', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await api(m.token, 'PUT', '/api/user/profile', { mobile_no: '9123456789' })).json().message).toBe(
      'Profile saved',
    );
    expect((await api(m.token, 'PUT', '/api/user/profile', { mobile_no: '98765' })).statusCode).toBe(400);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p.mobileNo).toBe('+919123456789');
  });

  it('accepts free text in long lists, a state outside India with another country, and ignores protected keys', async () => {
    const res = await api(m.token, 'PUT', '/api/user/profile', {
      caste: 'Havyaka',
      occupation: 'Carnatic vocalist',
      educational_qualification: 'M.A. Music',
      country: 'United States',
      state: 'California',
      city: 'San Jose',
      registration_no: 'CM1',
      user_role: 'PremiumUser',
      status: 'active',
      photo_privacy: 'hidden',
      listed: false,
    });
    expect(res.statusCode).toBe(200);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p).toMatchObject({ caste: 'Havyaka', state: 'California', photoPrivacy: 'members', listed: true });
    expect(res.json().profile).toMatchObject({ registration_no: m.registrationNo, user_role: 'SilverUser' });
  });
});

describe(`name, gender and date-of-birth changes wait for review (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  let admin: Made;
  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    m = await makeUser(s.t.ctx, { role: 'FreeUser', firstName: 'Asha' });
  });

  it('a name change of an activated account is not saved but becomes a pending request; other fields save', async () => {
    const res = await api(m.token, 'PUT', '/api/user/profile', {
      first_name: 'Ashwini',
      last_name: 'Rao',
      height_cm: 160,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/applied after our team reviews/);
    expect(body.profile).toMatchObject({ first_name: 'Asha', height_cm: 160 });
    expect(body.pending_changes).toMatchObject({ status: 'pending', changes: { first_name: 'Ashwini' } });
    const me = (await api(m.token, 'GET', '/api/user/me')).json();
    expect(me.pending_changes.changes).toEqual({ first_name: 'Ashwini' });
  });

  it('further changes update the one pending request; setting a value back removes it from the request', async () => {
    let res = await api(m.token, 'PUT', '/api/user/profile', {
      first_name: 'Ashwini',
      date_of_birth: '1997-02-03',
    });
    expect(res.json().message).toBe('Your change of name, gender or date of birth has been sent for review.');
    expect(res.json().pending_changes.changes).toEqual({
      first_name: 'Ashwini',
      date_of_birth: '1997-02-03',
    });
    res = await api(m.token, 'PUT', '/api/user/profile', { date_of_birth: '1998-05-17' });
    expect(res.json().pending_changes.changes).toEqual({ first_name: 'Ashwini' });
    const rows = await s.t.ctx.db
      .select()
      .from(profileChangeRequests)
      .where(eq(profileChangeRequests.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('a date of birth under the minimum age for the gender is refused with 400', async () => {
    const res = await api(m.token, 'PUT', '/api/user/profile', {
      gender: 'BrideGroom',
      date_of_birth: '2006-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.date_of_birth).toMatch(/21/);
  });

  it('staff list the request with current values, and approving applies it and notifies the member', async () => {
    const list = await api(admin.token, 'GET', '/api/admin/profile-changes?status=pending');
    expect(list.statusCode).toBe(200);
    const [c] = list.json().changes;
    expect(c).toMatchObject({
      changes: { first_name: 'Ashwini' },
      current: { first_name: 'Asha', last_name: 'Rao', gender: 'Bride', date_of_birth: '1998-05-17' },
      member: { registration_no: m.registrationNo },
    });
    const res = await api(admin.token, 'PATCH', `/api/admin/profile-changes/${c.id}`, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().change).toMatchObject({ status: 'approved', current: { first_name: 'Ashwini' } });
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p.firstName).toBe('Ashwini');
    const notes = await s.t.ctx.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.map((n) => n.title)).toContain('Your profile change was approved');
    await s.t.smtp.waitFor(m.email, /profile change was approved/);
    expect((await api(m.token, 'GET', '/api/user/me')).json().pending_changes).toBeNull();
    const audit = await s.t.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.id));
    expect(audit.map((a) => a.action)).toContain('profile_change.approved');
    // reviewing again: 409
    const again = await api(admin.token, 'PATCH', `/api/admin/profile-changes/${c.id}`, {
      status: 'rejected',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting needs a reason, leaves the profile as it was and tells the member why', async () => {
    const req = (await api(m.token, 'PUT', '/api/user/profile', { gender: 'BrideGroom' })).json()
      .pending_changes;
    const noReason = await api(admin.token, 'PATCH', `/api/admin/profile-changes/${req.id}`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await api(admin.token, 'PATCH', `/api/admin/profile-changes/${req.id}`, {
      status: 'rejected',
      reason: 'Please send an ID document first',
    });
    expect(res.statusCode).toBe(200);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p.gender).toBe('Bride');
    const mail = await s.t.smtp.waitFor(m.email, /profile change was not approved/);
    expect(mail.text).toContain('Please send an ID document first');
    const rejected = (await api(admin.token, 'GET', '/api/admin/profile-changes?status=rejected')).json();
    expect(rejected.total).toBe(1);
    expect(rejected.changes[0].reason).toBe('Please send an ID document first');
  });

  it('an account never activated saves name changes at once', async () => {
    const fresh = await makeUser(s.t.ctx, { role: 'FreeUser' });
    await s.t.ctx.db.update(users).set({ activatedAt: null }).where(eq(users.id, fresh.id));
    const res = await api(fresh.token, 'PUT', '/api/user/profile', { first_name: 'Nisha' });
    expect(res.json()).toMatchObject({
      message: 'Profile saved',
      pending_changes: null,
      profile: { first_name: 'Nisha' },
    });
  });

  it('unknown change request 404; admin endpoints: anonymous 401, members and promoters 403', async () => {
    const ghost = '00000000-0000-4000-8000-000000000002';
    expect(
      (await api(admin.token, 'PATCH', `/api/admin/profile-changes/${ghost}`, { status: 'approved' }))
        .statusCode,
    ).toBe(404);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/profile-changes' },
      {
        method: 'PATCH' as const,
        url: `/api/admin/profile-changes/${ghost}`,
        payload: { status: 'approved' },
      },
    ];
    for (const c of calls) expect((await s.t.app.inject(c)).statusCode).toBe(401);
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance', 'promoter'] as const) {
      const u = await makeUser(s.t.ctx, { role });
      for (const c of calls)
        expect((await s.t.app.inject({ ...c, headers: bearer(u.token) })).statusCode, role).toBe(403);
    }
  });
});

describe(`partner preferences and privacy (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  beforeAll(async () => {
    m = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
  });

  it('saves and returns preferences; lists are trimmed and de-duplicated; empty lists mean any', async () => {
    const res = await api(m.token, 'PUT', '/api/user/preferences', {
      ...validPrefs,
      castes: ['Smartha', ' Smartha ', 'Madhwa'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toEqual({
      ...validPrefs,
      castes: ['Smartha', 'Madhwa'],
      diets: [], // not sent: any diet
      // not sent: no horoscope preference, unknown horoscopes pass (docs/horoscope.md#matching)
      guna_min: 0,
      manglik_match: false,
      horoscope_unknown_passes: true,
      id_verified: false, // not sent: no "ID verified" preference (decision 192)
      must_haves: ['marital_status', 'caste'], // the default split (docs/first-impressions.md#details-members-notice)
    });
    expect((await api(m.token, 'GET', '/api/user/preferences')).json().preferences.castes).toEqual([
      'Smartha',
      'Madhwa',
    ]);
    const [row] = await s.t.ctx.db
      .select()
      .from(partnerPreferences)
      .where(eq(partnerPreferences.userId, m.id));
    expect(row.qualifications).toEqual([]);
    const me = (await api(m.token, 'GET', '/api/user/me')).json();
    expect(me.completeness.missing).not.toContain('Partner preferences');
  });

  it('refuses ages outside 18..70, min above max, heights outside 134..213 and unknown closed options', async () => {
    const bad: [object, string][] = [
      [{ age_min: 17 }, 'age_min'],
      [{ age_max: 71 }, 'age_max'],
      [{ age_min: 40, age_max: 30 }, 'age_max'],
      [{ height_min: 100 }, 'height_min'],
      [{ height_max: 214 }, 'height_max'],
      [{ height_min: 190, height_max: 160 }, 'height_max'],
      [{ marital_statuses: ['Single'] }, 'marital_statuses.0'],
      [{ income_bands: ['A lot'] }, 'income_bands.0'],
      [{ states: ['Texas'] }, 'states.0'],
      [{ castes: ['y'.repeat(101)] }, 'castes.0'],
      [{ age_min: 'twenty' }, 'age_min'],
    ];
    for (const [over, field] of bad) {
      const res = await api(m.token, 'PUT', '/api/user/preferences', { ...validPrefs, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(over)).toContain(field);
    }
    // any height (null) is fine
    const ok = await api(m.token, 'PUT', '/api/user/preferences', {
      ...validPrefs,
      height_min: null,
      height_max: null,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('privacy: photo privacy and hiding the profile; listed follows (active and not hidden)', async () => {
    let res = await api(m.token, 'PUT', '/api/user/privacy', { photo_privacy: 'accepted', hidden: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().privacy).toEqual({ photo_privacy: 'accepted', hidden: true, show_on_home: false });
    let [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p).toMatchObject({ photoPrivacy: 'accepted', hidden: true, listed: false });
    res = await api(m.token, 'PUT', '/api/user/privacy', { photo_privacy: 'paid', hidden: false });
    [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p).toMatchObject({ photoPrivacy: 'paid', hidden: false, listed: true });
    expect(
      (await api(m.token, 'PUT', '/api/user/privacy', { photo_privacy: 'friends', hidden: false }))
        .statusCode,
    ).toBe(400);
    expect((await api(m.token, 'PUT', '/api/user/privacy', { photo_privacy: 'paid' })).statusCode).toBe(400);
  });
});

describe(`member endpoints policy matrix (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);

  const calls = [
    { method: 'GET' as const, url: '/api/user/me' },
    { method: 'PUT' as const, url: '/api/user/profile', payload: { height_cm: 170 } },
    { method: 'GET' as const, url: '/api/user/preferences' },
    { method: 'PUT' as const, url: '/api/user/preferences', payload: validPrefs },
    {
      method: 'PUT' as const,
      url: '/api/user/privacy',
      payload: { photo_privacy: 'members', hidden: false },
    },
  ];

  it('anonymous 401 and a forged token 401', async () => {
    const m = await makeUser(s.t.ctx);
    for (const c of calls) {
      expect((await s.t.app.inject(c)).statusCode, c.url).toBe(401);
      expect(
        (await s.t.app.inject({ ...c, headers: bearer(`${m.token.slice(0, -3)}xyz`) })).statusCode,
        c.url,
      ).toBe(401);
    }
  });

  it('pending, rejected and inactive members, promoters and Admin get 403', async () => {
    const callers = [
      await makeUser(s.t.ctx, { role: 'FreeUser', status: 'pending' }),
      await makeUser(s.t.ctx, { role: 'FreeUser', status: 'rejected' }),
      await makeUser(s.t.ctx, { role: 'PremiumUser', status: 'inactive' }),
      await makeUser(s.t.ctx, { role: 'promoter' }),
      await makeUser(s.t.ctx, { role: 'Admin' }),
    ];
    for (const who of callers) {
      for (const c of calls) {
        expect(
          (await s.t.app.inject({ ...c, headers: bearer(who.token) })).statusCode,
          `${who.role} ${c.method} ${c.url}`,
        ).toBe(403);
      }
    }
  });

  it('FreeUser, SilverUser, PremiumUser and Assistance may use every endpoint on their own profile', async () => {
    for (const role of ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'] as const) {
      const u = await makeUser(s.t.ctx, { role, gender: 'BrideGroom' });
      for (const c of calls) {
        expect(
          (await s.t.app.inject({ ...c, headers: bearer(u.token) })).statusCode,
          `${role} ${c.method} ${c.url}`,
        ).toBe(200);
      }
    }
  });
});
