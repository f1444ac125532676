import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import {
  dataExports,
  payments,
  photos,
  privacyConsents,
  profiles,
  pushSettings,
  pushSubscriptions,
  signIns,
  users,
} from '../../db/schema';
import { mediaRoot } from '../../media/storage';
import { createTestApp, TEST_DB } from '../../test/app';
import { insertPaidPayment, makeUser, registrationPayload, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { runJobs } from '../jobs/jobs';
import { jpegWithGps, upload } from '../photos/photo.fixtures';
import { exportKey } from './export';

const DAY = 86_400_000;

describe(`members' data rights (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const get = (url: string, token?: string) => api(token, 'GET', url);
  const post = (url: string, token?: string, payload?: object) => api(token, 'POST', url, payload ?? {});
  const login = (
    email: string,
    password = TEST_PASSWORD,
    ua = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0',
  ) => api(null, 'POST', '/api/auth/login', { username: email, password }, { 'user-agent': ua });

  it('refuses a registration without consent and records the version in force with one', async () => {
    const without = await post(
      '/api/auth/signup',
      undefined,
      registrationPayload({ privacy_consent: false }),
    );
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.privacy_consent).toBe(
      'Please read the privacy notice and agree to it to register',
    );
    const missing = registrationPayload();
    delete (missing as Record<string, unknown>).privacy_consent;
    expect((await post('/api/auth/signup', undefined, missing)).statusCode).toBe(400);

    const ok = await post('/api/auth/signup', undefined, registrationPayload());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.consent_required).toBe(false);
    const [c] = await s.t.ctx.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, ok.json().user.user_id));
    expect(c.version).toBe(PRIVACY_NOTICE.version);
    expect(c.acceptedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('asks again after the notice changed, and keeps the consent history', async () => {
    const m = await makeUser(s.t.ctx);
    await s.t.ctx.db
      .update(privacyConsents)
      .set({ version: '2020-01' })
      .where(eq(privacyConsents.userId, m.id));
    const me = await get('/api/auth/me', m.token);
    expect(me.json().user.consent_required).toBe(true);
    expect((await post('/api/privacy/consent', m.token, { version: '2020-01' })).statusCode).toBe(409);
    expect(
      (await post('/api/privacy/consent', m.token, { version: PRIVACY_NOTICE.version })).statusCode,
    ).toBe(200);
    expect((await get('/api/auth/me', m.token)).json().user.consent_required).toBe(false);
    const overview = (await get('/api/account/privacy', m.token)).json();
    expect(overview.consents.map((c: { version: string }) => c.version)).toEqual([
      PRIVACY_NOTICE.version,
      '2020-01',
    ]);
  });

  it('records every sign-in with a device summary, shows them, and purges them after a year', async () => {
    const m = await makeUser(s.t.ctx);
    expect((await login(m.email)).statusCode).toBe(200);
    expect(
      (await login(m.email, TEST_PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1'))
        .statusCode,
    ).toBe(200);
    expect((await login(m.email, 'wrong-password')).statusCode).toBe(401);
    const list = (await get('/api/account/privacy', m.token)).json().sign_ins;
    expect(list.map((s: { device: string }) => s.device)).toEqual(['Safari on iPhone', 'Chrome on Android']);
    await s.t.ctx.db
      .update(signIns)
      .set({ createdAt: new Date(Date.now() - 366 * DAY) })
      .where(eq(signIns.userId, m.id));
    await login(m.email);
    await runJobs(s.t.ctx);
    const left = await s.t.ctx.db.select().from(signIns).where(eq(signIns.userId, m.id));
    expect(left).toHaveLength(1);
  });

  it("exports the member's data and nobody else's, once, downloadable for 7 days", async () => {
    const me = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride', firstName: 'Meera' });
    const other = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Rahul' });
    const stranger = await makeUser(s.t.ctx, {
      role: 'SilverUser',
      gender: 'BrideGroom',
      firstName: 'Stranger',
    });
    expect((await upload(s.t, me.token, await jpegWithGps())).statusCode).toBe(200);
    expect((await upload(s.t, other.token, await jpegWithGps())).statusCode).toBe(200);
    await s.t.ctx.db
      .update(profiles)
      .set({ address: 'OTHER-SECRET-ADDRESS' })
      .where(eq(profiles.userId, other.id));
    await s.t.ctx.db.update(profiles).set({ address: 'MY-OWN-ADDRESS' }).where(eq(profiles.userId, me.id));
    const sent = await post('/api/user/interests', me.token, {
      registration_no: other.registrationNo,
      message: 'Hello Rahul',
    });
    expect(sent.statusCode).toBe(200);
    const back = await post('/api/user/interests', stranger.token, {
      registration_no: me.registrationNo,
      message: 'Hi from stranger',
    });
    expect(back.statusCode).toBe(200);
    await insertPaidPayment(s.t.ctx, me.id, { receiptNo: 'R/2026-27/000901' });
    await insertPaidPayment(s.t.ctx, other.id, { receiptNo: 'R/2026-27/000902' });

    // Two devices with push on and one switch off (docs/installable-app.md#push).
    await s.t.ctx.db.insert(pushSubscriptions).values([
      {
        userId: me.id,
        endpoint: 'https://push.example.com/meera-phone',
        p256dh: 'PHONEKEY',
        auth: 'PHONEAUTH',
      },
      { userId: me.id, endpoint: 'https://push.example.com/meera-laptop', p256dh: 'LAPKEY', auth: 'LAPAUTH' },
    ]);
    await s.t.ctx.db.insert(pushSettings).values({ userId: me.id, interestAccepted: false });

    const [a, b] = await Promise.all([
      post('/api/account/exports', me.token),
      post('/api/account/exports', me.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const q = (a.statusCode === 200 ? a : b).json().export;
    expect(q).toMatchObject({ status: 'queued', progress: 0 });
    // Not ready yet: no download.
    expect((await get(`/api/account/exports/${q.id}/download`, me.token)).statusCode).toBe(404);

    const [r1, r2] = await Promise.all([runJobs(s.t.ctx), runJobs(s.t.ctx)]);
    expect(r1.exportsBuilt + r2.exportsBuilt).toBe(1);
    const row = (await get('/api/account/privacy', me.token)).json().exports[0];
    expect(row).toMatchObject({ id: q.id, status: 'ready', progress: 100 });
    expect(new Date(row.expires_at).getTime() - new Date(row.ready_at).getTime()).toBe(7 * DAY);
    await s.t.smtp.waitFor(me.email, /your data is ready to download/);

    // Another member cannot download it: the same answer as an unknown id.
    expect((await get(`/api/account/exports/${q.id}/download`, other.token)).statusCode).toBe(404);
    const dl = await get(`/api/account/exports/${q.id}/download`, me.token);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(dl.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toContain('profile.json');
    expect(names).toContain('interests.json');
    expect(names).toContain('payments.json');
    expect(names).toContain('sign_ins.json');
    expect(names).toContain('privacy_consents.json');
    expect(names.filter((n) => n.startsWith('photos/'))).toHaveLength(1);
    expect(names).toContain('receipts/R-2026-27-000901.pdf');
    expect(names).not.toContain('receipts/R-2026-27-000902.pdf');
    const all = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => strFromU8(files[n]))
      .join('\n');
    expect(all).toContain('MY-OWN-ADDRESS');
    expect(all).toContain('Hello Rahul');
    expect(all).toContain('Hi from stranger');
    expect(all).toContain(other.registrationNo);
    expect(all).not.toContain('OTHER-SECRET-ADDRESS');
    expect(all).not.toContain(other.email);
    expect(all).not.toContain(other.id);
    expect(all).not.toContain(stranger.email);
    expect(all).not.toContain('000902');
    expect(JSON.parse(strFromU8(files['push_notifications.json']))).toEqual({
      subscribed_devices: 2,
      settings_changed: true,
      settings: { interest_received: true, interest_accepted: false, message_received: true },
    });
    for (const secret of ['meera-phone', 'meera-laptop', 'PHONEKEY', 'PHONEAUTH', 'LAPKEY']) {
      expect(all).not.toContain(secret);
    }
    const interests = JSON.parse(strFromU8(files['interests.json']));
    expect(interests.sent[0].to_member).toEqual({ registration_no: other.registrationNo, name: 'Rahul' });

    // Seven days later the file is deleted and the link answers 410.
    const [e] = await s.t.ctx.db.select().from(dataExports).where(eq(dataExports.id, q.id));
    const file = path.join(s.t.ctx.config.dataDir, exportKey(e.fileKey as string));
    expect(existsSync(file)).toBe(true);
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    const [x1, x2] = await Promise.all([runJobs(s.t.ctx, later), runJobs(s.t.ctx, later)]);
    expect(x1.exportsExpired + x2.exportsExpired).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await get(`/api/account/exports/${q.id}/download`, me.token)).statusCode).toBe(410);
  });

  it('a deletion takes the profile out of search at once; signing in offers to cancel within 30 days', async () => {
    const me = await makeUser(s.t.ctx, { gender: 'Bride', firstName: 'Leela' });
    const seeker = await makeUser(s.t.ctx, { gender: 'BrideGroom' });
    const found = async () => (await get(`/api/user/profile/${me.registrationNo}`, seeker.token)).statusCode;
    expect(await found()).toBe(200);
    expect((await post('/api/account/delete', me.token, { password: 'not-my-password' })).statusCode).toBe(
      400,
    );
    const del = await post('/api/account/delete', me.token, { password: TEST_PASSWORD });
    expect(del.statusCode).toBe(200);
    expect(new Date(del.json().due_at).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await found()).toBe(404);
    // Every device is signed out.
    expect((await get('/api/auth/me', me.token)).statusCode).toBe(401);
    await s.t.smtp.waitFor(me.email, /will be deleted on/);

    const signedIn = await login(me.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.deletion_due_at).toBe(del.json().due_at);
    const token = signedIn.json().token;
    // Only the data page, who-am-I and cancelling work while the deletion is scheduled.
    expect((await get('/api/user/matches', token)).statusCode).toBe(403);
    expect((await get('/api/account/privacy', token)).json().deletion.due_at).toBe(del.json().due_at);
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const queue = (await get('/api/admin/deletions', admin.token)).json().deletions;
    expect(queue.map((d: { registration_no: string }) => d.registration_no)).toContain(me.registrationNo);

    expect((await post('/api/account/delete/cancel', token)).statusCode).toBe(200);
    expect((await post('/api/account/delete/cancel', token)).statusCode).toBe(409);
    expect(await found()).toBe(200);
    expect((await get('/api/user/matches', token)).statusCode).toBe(200);
    // The erasure job leaves a cancelled account alone.
    await runJobs(s.t.ctx, new Date(Date.now() + 31 * DAY));
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(u.erasedAt).toBeNull();
    expect(u.email).toBe(me.email);
  });

  it('the erasure job leaves no personal field and no photo file behind, and keeps receipts', async () => {
    const me = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride', firstName: 'Kavya' });
    const other = await makeUser(s.t.ctx, { gender: 'BrideGroom', firstName: 'Vikram' });
    expect((await upload(s.t, me.token, await jpegWithGps())).statusCode).toBe(200);
    const [photo] = await s.t.ctx.db.select().from(photos).where(eq(photos.userId, me.id));
    const photoDir = path.join(mediaRoot(s.t.ctx.config.dataDir), photo.storageKey);
    expect(existsSync(photoDir)).toBe(true);
    const sent = await post('/api/user/interests', me.token, {
      registration_no: other.registrationNo,
      message: 'Namaskara Vikram',
    });
    expect(sent.statusCode).toBe(200);
    await post(`/api/user/shortlist/${other.registrationNo}`, me.token);
    await login(me.email);
    await insertPaidPayment(s.t.ctx, me.id, { receiptNo: 'R/2026-27/000911' });
    await post('/api/grievances', me.token, {
      name: 'Kavya Rao',
      email: me.email,
      kind: 'correction',
      message: 'Please correct my city to Mysuru.',
    });
    // A phone with push on (docs/installable-app.md#push), its switches changed.
    await s.t.ctx.db.insert(pushSubscriptions).values({
      userId: me.id,
      endpoint: 'https://push.example.com/kavya-phone',
      p256dh: 'BKavya',
      auth: 'kavya',
    });
    await s.t.ctx.db.insert(pushSettings).values({ userId: me.id, messageReceived: false });
    expect((await post('/api/account/delete', me.token, { password: TEST_PASSWORD })).statusCode).toBe(200);

    // Not before the 30 days are over.
    expect((await runJobs(s.t.ctx, new Date(Date.now() + 29 * DAY))).erased).toBe(0);
    const due = new Date(Date.now() + 30 * DAY + 60_000);
    const [j1, j2] = await Promise.all([runJobs(s.t.ctx, due), runJobs(s.t.ctx, due)]);
    expect(j1.erased + j2.erased).toBe(1);

    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(u.erasedAt).not.toBeNull();
    expect(u.email).not.toContain(me.email.split('@')[0]);
    expect(u.registrationNo).toBe(me.registrationNo);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, me.id));
    const personal = [
      p.firstName,
      p.lastName,
      p.address,
      p.mobileNo,
      p.parentName,
      p.city,
      p.caste,
      p.aboutMe,
    ];
    expect(personal.every((v) => v === '')).toBe(true);
    expect(p.dateOfBirth).toBe('1900-01-01');
    expect(p.listed).toBe(false);
    expect(await s.t.ctx.db.select().from(photos).where(eq(photos.userId, me.id))).toHaveLength(0);
    expect(existsSync(photoDir)).toBe(false);
    expect(await s.t.ctx.db.select().from(signIns).where(eq(signIns.userId, me.id))).toHaveLength(0);
    expect(
      await s.t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id)),
    ).toHaveLength(0);
    expect(await s.t.ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, me.id))).toHaveLength(
      0,
    );
    expect(
      await s.t.ctx.db.select().from(privacyConsents).where(eq(privacyConsents.userId, me.id)),
    ).toHaveLength(0);
    // No row anywhere still holds the member's email or name.
    const dump = await s.t.ctx.db.execute(
      sql`select count(*)::int as n from (
            select to_jsonb(x)::text as j from users x union all select to_jsonb(x)::text from profiles x
            union all select to_jsonb(x)::text from interests x union all select to_jsonb(x)::text from grievances x
            union all select to_jsonb(x)::text from notifications x union all select to_jsonb(x)::text from sign_ins x
          ) d where d.j like ${`%${me.email}%`} or d.j like '%Namaskara Vikram%' or d.j like '%Kavya%'`,
    );
    expect((dump as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    // Receipts stay.
    const kept = await s.t.ctx.db.select().from(payments).where(eq(payments.userId, me.id));
    expect(kept.map((k) => [k.receiptNo, k.amountPaise])).toEqual([['R/2026-27/000911', 59900]]);
    // The account can no longer sign in.
    expect((await login(me.email)).statusCode).toBe(401);
    expect((await get('/api/auth/me', me.token)).statusCode).toBe(401);
    await s.t.smtp.waitFor(me.email, /your account has been deleted/);
    expect(await readdir(mediaRoot(s.t.ctx.config.dataDir))).not.toContain(photo.storageKey);
  });

  it('files grievances with unique references under concurrency, acknowledges, and staff answer by mail', async () => {
    const body = (i: number) => ({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      kind: 'access',
      message: 'Please tell me what data you hold about me.',
    });
    const res = await Promise.all([1, 2, 3, 4].map((i) => post('/api/grievances', undefined, body(i))));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const refs = res.map((r) => r.json().reference_no);
    expect(new Set(refs).size).toBe(4);
    expect(refs[0]).toMatch(/^GRV-\d{4}-\d{6}$/);
    const due = new Date(res[0].json().due_on).getTime() - new Date().setUTCHours(0, 0, 0, 0);
    expect(Math.round(due / DAY)).toBeGreaterThanOrEqual(29);
    await s.t.smtp.waitFor('visitor1@example.com', new RegExp(`grievance ${refs[0]} received`));
    await s.t.smtp.waitFor(s.t.ctx.config.grievance.officer.email, /Grievance GRV-/);

    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const list = (await get('/api/admin/grievances', admin.token)).json().grievances;
    const g = list.find((x: { reference_no: string }) => x.reference_no === refs[0]);
    expect(g.status).toBe('open');
    const ans = await post(`/api/admin/grievances/${g.id}/answer`, admin.token, {
      answer: 'We have sent you a copy.',
    });
    expect(ans.statusCode).toBe(200);
    expect(ans.json().grievance.status).toBe('answered');
    await s.t.smtp.waitFor('visitor1@example.com', new RegExp(`answer to grievance ${refs[0]}`));
    expect((await get('/api/privacy/notice')).json()).toMatchObject({
      version: PRIVACY_NOTICE.version,
      officer: s.t.ctx.config.grievance.officer,
    });
  });
});
