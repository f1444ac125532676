import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser, setStatus } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const CONTACT = ['mobile_no', 'email', 'address'] as const;

describe(`GET /api/user/profile/{registrationNo} (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let owner: Made;
  let admin: Made;
  let viewer: Made;
  const view = (regNo: string, who?: Made) =>
    s.t.app.inject({
      url: `/api/user/profile/${encodeURIComponent(regNo)}`,
      headers: who ? bearer(who.token) : {},
    });

  beforeAll(async () => {
    owner = await makeUser(s.t.ctx, { gender: 'Bride', firstName: 'Meera' });
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    viewer = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
  });

  it('shows the owner the whole profile, contact details included', async () => {
    const res = await view(owner.registrationNo, owner);
    expect(res.statusCode).toBe(200);
    const { success, profile } = res.json();
    expect(success).toBe(true);
    expect(profile).toMatchObject({
      registration_no: owner.registrationNo,
      first_name: 'Meera',
      last_name: 'Rao',
      mobile_no: '+919876543210',
      email: owner.email,
      address: '12, 4th Cross, Jayanagar',
      status: 'active',
      date_of_birth: '1998-05-17',
      contact_visible: true,
    });
  });

  it('shows Admin the whole profile', async () => {
    const res = await view(owner.registrationNo, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      registration_no: owner.registrationNo,
      email: owner.email,
      mobile_no: '+919876543210',
    });
  });

  it('shows another active member the profile without mobile number, email and address', async () => {
    const res = await view(owner.registrationNo, viewer);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.registration_no).toBe(owner.registrationNo);
    expect(profile.first_name).toBe('Meera');
    expect(profile.contact_visible).toBe(false);
    for (const field of CONTACT) expect(profile).not.toHaveProperty(field);
    expect(profile).not.toHaveProperty('date_of_birth');
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('9876543210');
    expect(res.body).not.toContain('Jayanagar');
  });

  it('lets a pending account see only its own profile', async () => {
    const pending = await makeUser(s.t.ctx, { status: 'pending' });
    const own = await view(pending.registrationNo, pending);
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ registration_no: pending.registrationNo, status: 'pending' });

    const other = await view(owner.registrationNo, pending);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, message: MSG.forbidden });
    // Not even whether a number exists leaks to it.
    expect((await view('CM999999999', pending)).statusCode).toBe(403);
  });

  it.each(['inactive', 'rejected'])('lets an %s account see only its own profile', async (status) => {
    const m = await makeUser(s.t.ctx);
    await setStatus(s.t.ctx, m.id, status);
    expect((await view(m.registrationNo, m)).statusCode).toBe(200);
    expect((await view(owner.registrationNo, m)).statusCode).toBe(403);
  });

  it('hides a pending member from other members but shows it to Admin', async () => {
    const pending = await makeUser(s.t.ctx, { status: 'pending' });
    expect((await view(pending.registrationNo, viewer)).statusCode).toBe(404);
    const staff = await view(pending.registrationNo, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().profile.status).toBe('pending');
  });

  it('answers 404 for an unknown registration number and for a staff account', async () => {
    const res = await view('CM999999999', viewer);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: MSG.profileNotFound });
    expect((await view(admin.registrationNo, viewer)).statusCode).toBe(404);
    expect((await view("CM1' or '1'='1", viewer)).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const res = await view(owner.registrationNo);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: MSG.unauthorized });
    expect(res.body).not.toContain('Meera');
  });

  it('answers 401 to a token of a deactivated account (its tokens are revoked)', async () => {
    const m = await makeUser(s.t.ctx);
    const res = await api(admin.token, 'PATCH', `/api/admin/users/${m.registrationNo}`, {
      status: 'inactive',
      reason: 'Asked to close the account',
    });
    expect(res.statusCode).toBe(200);
    expect((await view(m.registrationNo, m)).statusCode).toBe(401);
  });
});
