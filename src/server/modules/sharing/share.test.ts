import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { makeSilverKavya } from './sharing.fixtures';

/** Share links (docs/plan-features.md#share-link, SPEC §9 Silver "share your profile details"). */
describe(`share links (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let silver: Made;
  beforeAll(async () => {
    silver = await makeSilverKavya(s.t.ctx, { address: '12 Temple Street, Udupi', city: 'Udupi' });
  });

  const create = (who: Made, days = 7) => api(who.token, 'POST', '/api/user/share-links', { days });
  const open = (url: string, ip = '10.2.0.1') =>
    s.t.app.inject({ url: `/api/share/${url.split('/p/')[1]}`, remoteAddress: ip });
  const links = async (who: Made) => (await api(who.token, 'GET', '/api/user/share-links')).json();

  it('refuses Free members with 402 and lets Silver and Premium create 7- and 30-day links', async () => {
    const free = await makeUser(s.t.ctx, { role: 'FreeUser' });
    expect((await create(free)).statusCode).toBe(402);
    expect((await links(free)).abilities.share).toBe(false);
    expect((await create(await makeUser(s.t.ctx, { role: 'PremiumUser' }), 30)).statusCode).toBe(201);
    const res = await create(silver, 30);
    expect(res.statusCode).toBe(201);
    const { url, link } = res.json();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect((await api(silver.token, 'POST', '/api/user/share-links', { days: 9 })).statusCode).toBe(400);
  });

  it('shows a public-safe page without contact details, marked noindex, and counts its views', async () => {
    const { url, link } = (await create(silver)).json();
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = res.body;
    expect(res.json().profile).toMatchObject({
      first_name: 'Kavya',
      registration_no: silver.registrationNo,
      city: 'Udupi',
    });
    for (const secret of ['Hegde', '9845099999', 'Temple Street', silver.email])
      expect(body).not.toContain(secret);
    await open(url);
    const listed = (await links(silver)).links.find((l: { id: string }) => l.id === link.id);
    expect(listed).toMatchObject({ views: 2, active: true });
  });

  it('shows the photo only when photo privacy lets everyone see it', async () => {
    await s.t.ctx.db.insert(photos).values({
      userId: silver.id,
      storageKey: `${silver.id}/share`,
      status: 'approved',
      isPrimary: true,
      width: 800,
      height: 800,
    });
    const { url } = (await create(silver)).json();
    for (const privacy of ['members', 'paid', 'accepted', 'hidden']) {
      await s.t.ctx.db.execute(
        sql`update profiles set photo_privacy = ${privacy} where user_id = ${silver.id}`,
      );
      expect((await open(url)).json().profile.photo, privacy).toBeNull();
      expect(
        (
          await api(
            null,
            'GET',
            `${(await open(url)).json().profile.photo ?? `/api/share/${url.split('/p/')[1]}/photo`}`,
          )
        ).statusCode,
      ).toBe(404);
    }
    await s.t.ctx.db.execute(
      sql`update profiles set photo_privacy = 'everyone' where user_id = ${silver.id}`,
    );
    expect((await open(url)).json().profile.photo).toMatch(/\/api\/share\/.+\/photo$/);
    await s.t.ctx.db.execute(sql`update profiles set photo_privacy = 'members' where user_id = ${silver.id}`);
  });

  it('answers 404 for a revoked, an expired, an unknown link and after the plan lapsed', async () => {
    const revoked = (await create(silver)).json();
    const other = await makeUser(s.t.ctx, { role: 'SilverUser' });
    const del = (who: Made, id: string) => api(who.token, 'DELETE', `/api/user/share-links/${id}`);
    expect((await del(other, revoked.link.id)).statusCode).toBe(404);
    expect((await open(revoked.url)).statusCode).toBe(200);
    expect((await del(silver, revoked.link.id)).statusCode).toBe(200);
    expect((await open(revoked.url)).statusCode).toBe(404);

    const expired = (await create(silver)).json();
    await s.t.ctx.db.execute(
      sql`update share_links set expires_at = now() - interval '1 second' where id = ${expired.link.id}`,
    );
    expect((await open(expired.url)).statusCode).toBe(404);
    expect((await open('/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    const lapsed = (await create(silver)).json();
    await s.t.ctx.db.execute(
      sql`update users set plan_expires_at = now() - interval '1 day' where id = ${silver.id}`,
    );
    expect((await open(lapsed.url)).statusCode).toBe(404);
    await s.t.ctx.db.execute(
      sql`update users set plan_expires_at = now() + interval '100 days' where id = ${silver.id}`,
    );
  });

  it('limits how often one address opens share links', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await open('/p/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', '10.2.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
