import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horoscopeCharts, interests, partnerPreferences, profiles, users } from '../../db/schema';
import { chartKey } from '../../media/storage';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { eraseDueAccounts } from '../privacy/erasure';
import { collectData } from '../privacy/export';
import { multipart, png } from './photo.fixtures';

/** A small PDF (file-type knows a PDF by its header). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The horoscope chart (docs/horoscope.md#chart): uploaded as a private document, moderated by staff like
 * photos, opened through signed links only under the horoscope privacy rule, exported and erased with
 * the member. What each viewer gets.
 */
describe(`horoscope chart (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let owner: Made; // a bride with a chart
  let groom: Made; // another member
  let staff: Made;
  const upload = (who: Made, data: Buffer, name = 'chart.pdf', type = 'application/pdf') => {
    const body = multipart(data, name, type, 'chart');
    return s.t.app.inject({
      method: 'POST',
      url: '/api/user/horoscope-chart',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(who.token) },
    });
  };
  const chartSeenBy = async (who: Made) => {
    const res = await api(who.token, 'GET', `/api/user/profile/${owner.registrationNo}`);
    expect(res.statusCode).toBe(200);
    return res.json().profile.horoscope_chart as { url: string; status: string; kind: string } | null;
  };
  const privacy = (p: string) =>
    s.t.ctx.db.update(profiles).set({ horoscopePrivacy: p }).where(eq(profiles.userId, owner.id));

  beforeAll(async () => {
    owner = await makeUser(s.t.ctx, { gender: 'Bride', profile: { nakshatra: 'Bharani' } });
    groom = await makeUser(s.t.ctx, { gender: 'BrideGroom', profile: { nakshatra: 'Ashwini' } });
    staff = await makeUser(s.t.ctx, { role: 'Admin' });
    for (const m of [owner, groom])
      await s.t.ctx.db
        .update(partnerPreferences)
        .set({ ageMin: 18, ageMax: 70 })
        .where(eq(partnerPreferences.userId, m.id));
  });

  it('takes a PDF or an image, refuses anything else, and keeps one chart (a new upload replaces it)', async () => {
    const bad = await upload(owner, Buffer.from('just some text, not a chart'), 'chart.txt', 'text/plain');
    expect(bad.statusCode).toBe(400);
    const img = await upload(owner, await png(600, 800), 'chart.png', 'image/png');
    expect(img.statusCode, img.body).toBe(200);
    expect(img.json().chart).toMatchObject({ kind: 'image', status: 'pending' });
    const [first] = await s.t.ctx.db
      .select()
      .from(horoscopeCharts)
      .where(eq(horoscopeCharts.userId, owner.id));
    const pdf = await upload(owner, PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().chart).toMatchObject({ kind: 'pdf', status: 'pending' });
    const rows = await s.t.ctx.db.select().from(horoscopeCharts).where(eq(horoscopeCharts.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(existsSync(path.join(s.t.ctx.config.dataDir, chartKey(first.storageKey, 'image')))).toBe(false);
  });

  it('pending: the owner and staff see it, another member does not until staff approve it', async () => {
    const own = await api(owner.token, 'GET', '/api/user/horoscope-chart');
    expect(own.json().chart.status).toBe('pending');
    expect(await chartSeenBy(groom)).toBeNull();
    const queue = await api(staff.token, 'GET', '/api/admin/horoscope-charts');
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .charts.find(
        (c: { member: { registration_no: string } }) => c.member.registration_no === owner.registrationNo,
      );
    expect(item).toBeTruthy();
    const file = await api(null, 'GET', item.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rejectNoReason = await api(staff.token, 'PATCH', `/api/admin/horoscope-charts/${item.id}`, {
      status: 'rejected',
    });
    expect(rejectNoReason.statusCode).toBe(400);
    const ok = await api(staff.token, 'PATCH', `/api/admin/horoscope-charts/${item.id}`, {
      status: 'approved',
    });
    expect(ok.statusCode).toBe(200);
    const seen = await chartSeenBy(groom);
    expect(seen?.status).toBe('approved');
    const opened = await api(null, 'GET', seen?.url ?? '');
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-security-policy']).toBe('sandbox');
  });

  it('follows the horoscope privacy rule: hidden to every other member (a link given earlier stops working), after an accepted interest when so chosen', async () => {
    const link = (await chartSeenBy(groom))?.url ?? '';
    await privacy('hidden');
    expect(await chartSeenBy(groom)).toBeNull();
    expect((await api(null, 'GET', link)).statusCode).toBe(403);
    // The owner and staff still open it.
    const own = await api(owner.token, 'GET', '/api/user/horoscope-chart');
    expect((await api(null, 'GET', own.json().chart.url)).statusCode).toBe(200);
    await privacy('accepted');
    expect(await chartSeenBy(groom)).toBeNull();
    await s.t.ctx.db
      .insert(interests)
      .values({ senderId: groom.id, receiverId: owner.id, status: 'accepted', respondedAt: new Date() });
    expect((await chartSeenBy(groom))?.status).toBe('approved');
    expect((await api(null, 'GET', link)).statusCode).toBe(200);
  });

  it('is in the member data export and goes with the member when the account is erased', async () => {
    const data = await collectData(s.t.ctx, owner.id);
    expect(data.horoscope_chart).toMatchObject({
      kind: 'pdf',
      status: 'approved',
      file: 'horoscope/chart.pdf',
    });
    expect(JSON.stringify(data.horoscope_chart)).not.toContain('storage_key');
    const [row] = await s.t.ctx.db.select().from(horoscopeCharts).where(eq(horoscopeCharts.userId, owner.id));
    const file = path.join(s.t.ctx.config.dataDir, chartKey(row.storageKey, 'pdf'));
    expect(existsSync(file)).toBe(true);
    await s.t.ctx.db
      .update(users)
      .set({
        deletionRequestedAt: new Date(Date.now() - 40 * 86_400_000),
        deletionDueAt: new Date(Date.now() - 1000),
      })
      .where(eq(users.id, owner.id));
    expect(await eraseDueAccounts(s.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(
      await s.t.ctx.db.select().from(horoscopeCharts).where(eq(horoscopeCharts.userId, owner.id)),
    ).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
  });
});
