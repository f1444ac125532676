import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { auditLog, duplicateFlags, erasedIdentifiers, photos, profiles, users } from '../../db/schema';
import { identifierHash, purgeErasedIdentifiers } from '../../lib/duplicates';
import { differenceHash, hammingDistance } from '../../media/dhash';
import { createTestApp, TEST_DB } from '../../test/app';
import { type Made, makeStaff, makeUser, registrationPayload } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { hashUnhashedPhotos } from '../photos/hash-backfill';
import { upload } from '../photos/photo.fixtures';
import { eraseDueAccounts } from '../privacy/erasure';

const DAY = 86_400_000;

/** A picture with structure (seeded shapes on a gradient), so its difference hash means something. */
function picture(seed: number, w = 800, h = 600): Promise<Buffer> {
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const shapes = Array.from({ length: 14 }, () => {
    const c = `rgb(${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)})`;
    return rnd() > 0.5
      ? `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${30 + rnd() * 140}" fill="${c}"/>`
      : `<rect x="${rnd() * w}" y="${rnd() * h}" width="${40 + rnd() * 260}" height="${40 + rnd() * 200}" fill="${c}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#${(seed * 99991).toString(16).slice(-6).padStart(6, '3')}"/><stop offset="1" stop-color="#f0e0c0"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/**
 * One person, one profile (decision 194, docs/staff.md#duplicates): what flags a new account as a likely
 * duplicate (an erased account's email or mobile within 12 months, another account's mobile, a near-identical
 * photo), what staff see side by side, and what allowing or declining does.
 */
describe(`duplicate accounts (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let verifier: Made;
  beforeAll(async () => {
    verifier = await makeStaff(s.t.ctx, ['verification']);
  });

  const signup = (over: Record<string, unknown>) =>
    api(null, 'POST', '/api/auth/signup', registrationPayload(over));
  const flagsOf = async (regNo: string) =>
    s.t.ctx.db
      .select({ reason: duplicateFlags.reason, other: users.registrationNo, status: duplicateFlags.status })
      .from(duplicateFlags)
      .innerJoin(users, eq(users.id, duplicateFlags.otherUserId))
      .where(sql`${duplicateFlags.userId} = (select id from users where registration_no = ${regNo})`);
  /** Erases `m` as the erasure job does, at `when`. */
  const erase = async (m: Made, when: Date) => {
    await s.t.ctx.db
      .update(users)
      .set({ deletionRequestedAt: new Date(when.getTime() - 30 * DAY), deletionDueAt: when })
      .where(eq(users.id, m.id));
    await eraseDueAccounts(s.t.ctx, when);
  };
  const uniqueMobile = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  it('keeps only salted hashes of an erased account, and flags a signup with its email within 12 months', async () => {
    const gone = await makeUser(s.t.ctx, { status: 'active' });
    const mobile = uniqueMobile();
    await s.t.ctx.db.update(profiles).set({ mobileNo: mobile }).where(eq(profiles.userId, gone.id));
    await erase(gone, new Date(Date.now() - DAY));

    const kept = await s.t.ctx.db
      .select()
      .from(erasedIdentifiers)
      .where(eq(erasedIdentifiers.userId, gone.id));
    expect(kept.map((k) => k.kind).sort()).toEqual(['email', 'mobile']);
    // Neither the address nor the number is stored; only the keyed hash.
    expect(JSON.stringify(kept)).not.toContain(gone.email);
    expect(JSON.stringify(kept)).not.toContain(mobile.slice(3));
    expect(kept.find((k) => k.kind === 'email')?.hash).toBe(
      identifierHash(s.t.ctx.config.duplicateHashSecret, 'email', gone.email),
    );

    const res = await signup({ username: gone.email.toUpperCase(), mobile_no: uniqueMobile() });
    expect(res.statusCode).toBe(200);
    const regNo = res.json().user.registration_no;
    expect(await flagsOf(regNo)).toEqual([
      { reason: 'email_erased', other: gone.registrationNo, status: 'open' },
    ]);
  });

  it('does not flag the email of an account erased more than 12 months ago, and the job purges its hashes', async () => {
    const old = await makeUser(s.t.ctx);
    await erase(old, new Date(Date.now() - 370 * DAY));
    const res = await signup({ username: old.email, mobile_no: uniqueMobile() });
    expect(res.statusCode).toBe(200);
    expect(await flagsOf(res.json().user.registration_no)).toEqual([]);
    expect(await purgeErasedIdentifiers(s.t.ctx.db)).toBeGreaterThanOrEqual(2);
    expect(
      await s.t.ctx.db.select().from(erasedIdentifiers).where(eq(erasedIdentifiers.userId, old.id)),
    ).toEqual([]);
  });

  it('refuses an email a live account uses, with the signup message', async () => {
    const live = await makeUser(s.t.ctx);
    const res = await signup({ username: live.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.emailTaken);
  });

  it("flags a signup, and a member's change, to another account's mobile or an erased account's mobile", async () => {
    const mobile = uniqueMobile();
    const first = await makeUser(s.t.ctx, { status: 'inactive' });
    await s.t.ctx.db.update(profiles).set({ mobileNo: mobile }).where(eq(profiles.userId, first.id));
    const res = await signup({ mobile_no: mobile });
    expect(res.statusCode).toBe(200);
    expect(await flagsOf(res.json().user.registration_no)).toEqual([
      { reason: 'mobile_live', other: first.registrationNo, status: 'open' },
    ]);

    const erasedMobile = uniqueMobile();
    const gone = await makeUser(s.t.ctx);
    await s.t.ctx.db.update(profiles).set({ mobileNo: erasedMobile }).where(eq(profiles.userId, gone.id));
    await erase(gone, new Date(Date.now() - DAY));
    const member = await makeUser(s.t.ctx, { profile: { mobileNo: uniqueMobile() } });
    expect(await flagsOf(member.registrationNo)).toEqual([]);
    const put = await api(member.token, 'PUT', '/api/user/profile', { mobile_no: erasedMobile.slice(3) });
    expect(put.statusCode).toBe(200);
    expect(await flagsOf(member.registrationNo)).toEqual([
      { reason: 'mobile_erased', other: gone.registrationNo, status: 'open' },
    ]);
  });

  it('computes close difference hashes for a resized, re-encoded copy and far ones for another picture', async () => {
    const a = await picture(7);
    const copy = await sharp(a).resize(560).webp({ quality: 55 }).toBuffer();
    const other = await picture(4242);
    const [ha, hc, ho] = await Promise.all([differenceHash(a), differenceHash(copy), differenceHash(other)]);
    expect(hammingDistance(ha, hc)).toBeLessThanOrEqual(4);
    expect(hammingDistance(ha, ho)).toBeGreaterThan(16);
  });

  it("flags a near-identical photo of a deactivated account's rejected photo in the photo queue, not a different one", async () => {
    const first = await makeUser(s.t.ctx, { gender: 'Bride' });
    const original = await picture(1234);
    expect((await upload(s.t, first.token, original)).statusCode).toBe(200);
    // The first account's photo was rejected and the account deactivated: still compared.
    await s.t.ctx.db.update(photos).set({ status: 'rejected' }).where(eq(photos.userId, first.id));
    await s.t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, first.id));

    const again = await makeUser(s.t.ctx, { gender: 'Bride' });
    const copy = await sharp(original).resize(640).jpeg({ quality: 60 }).toBuffer();
    expect((await upload(s.t, again.token, copy)).statusCode).toBe(200);
    const someone = await makeUser(s.t.ctx, { gender: 'Bride' });
    expect((await upload(s.t, someone.token, await picture(98765))).statusCode).toBe(200);

    expect(await flagsOf(again.registrationNo)).toEqual([
      { reason: 'photo', other: first.registrationNo, status: 'open' },
    ]);
    expect(await flagsOf(someone.registrationNo)).toEqual([]);

    const queue = await api(verifier.token, 'GET', '/api/admin/photos?status=pending&pageSize=60');
    expect(queue.statusCode).toBe(200);
    const rows = queue.json().photos as {
      member: { registration_no: string };
      looks_like: { registration_no: string; distance: number } | null;
    }[];
    const mine = rows.find((r) => r.member.registration_no === again.registrationNo);
    expect(mine?.looks_like?.registration_no).toBe(first.registrationNo);
    expect(mine?.looks_like?.distance).toBeLessThanOrEqual(10);
    expect(rows.find((r) => r.member.registration_no === someone.registrationNo)?.looks_like).toBeNull();

    // Staff see the pair side by side, with both photos through links signed for them.
    const list = await api(verifier.token, 'GET', '/api/admin/duplicates?pageSize=50');
    expect(list.statusCode).toBe(200);
    const pair = (
      list.json().duplicates as {
        reason: string;
        newer: { registration_no: string; photo: string | null; name: string };
        other: { registration_no: string; photo: string | null; status: string };
      }[]
    ).find((d) => d.newer.registration_no === again.registrationNo);
    expect(pair?.reason).toBe('photo');
    expect(pair?.other).toMatchObject({ registration_no: first.registrationNo, status: 'inactive' });
    for (const url of [pair?.newer.photo, pair?.other.photo]) {
      expect(url).toBeTruthy();
      expect((await api(null, 'GET', url as string)).statusCode).toBe(200);
    }
  });

  it('the job hashes photos uploaded before hashes existed, once, and flags a near-identical one', async () => {
    const older = await makeUser(s.t.ctx, { gender: 'Bride' });
    const original = await picture(5151);
    expect((await upload(s.t, older.token, original)).statusCode).toBe(200);
    const later = await makeUser(s.t.ctx, { gender: 'Bride' });
    const copy = await sharp(original).resize(700).jpeg({ quality: 70 }).toBuffer();
    expect((await upload(s.t, later.token, copy)).statusCode).toBe(200);
    // As if both were uploaded before decision 194: no hashes, no flags.
    const ids = [older.id, later.id];
    const [before] = await s.t.ctx.db
      .select({ h: photos.dhash })
      .from(photos)
      .where(eq(photos.userId, older.id));
    await s.t.ctx.db
      .delete(duplicateFlags)
      .where(sql`${duplicateFlags.userId} = any(${sql.param(ids)}::uuid[])`);
    await s.t.ctx.db
      .update(photos)
      .set({ dhash: null })
      .where(sql`${photos.userId} = any(${sql.param(ids)}::uuid[])`);
    expect(await flagsOf(later.registrationNo)).toEqual([]);

    // Two passes at once (two processes): each photo is hashed once and one flag is raised.
    const [a, b] = await Promise.all([hashUnhashedPhotos(s.t.ctx), hashUnhashedPhotos(s.t.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    const after = await s.t.ctx.db
      .select({ u: photos.userId, h: photos.dhash })
      .from(photos)
      .where(sql`${photos.userId} = any(${sql.param(ids)}::uuid[])`);
    expect(after.every((r) => r.h !== null)).toBe(true);
    expect(after.find((r) => r.u === older.id)?.h).toBe(before?.h);
    const flags = [...(await flagsOf(older.registrationNo)), ...(await flagsOf(later.registrationNo))];
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ reason: 'photo', status: 'open' });
    expect(await hashUnhashedPhotos(s.t.ctx)).toBe(0);
  });

  it('staff decline the newer account as a duplicate (signed out, audited) or allow a pair (flag cleared, audited)', async () => {
    const mobile = uniqueMobile();
    const older = await makeUser(s.t.ctx, { profile: { mobileNo: mobile } });
    const newer = await makeUser(s.t.ctx);
    const twin = await makeUser(s.t.ctx);
    const flagFor = async (m: Made) => {
      await s.t.ctx.db.update(profiles).set({ mobileNo: mobile }).where(eq(profiles.userId, m.id));
      await api(m.token, 'PUT', '/api/user/profile', { mobile_no: uniqueMobile().slice(3) });
      await api(m.token, 'PUT', '/api/user/profile', { mobile_no: mobile.slice(3) });
      const [f] = await s.t.ctx.db
        .select({ id: duplicateFlags.id })
        .from(duplicateFlags)
        .where(sql`${duplicateFlags.userId} = ${m.id} and ${duplicateFlags.otherUserId} = ${older.id}`);
      return f.id;
    };
    const declineId = await flagFor(newer);
    const allowId = await flagFor(twin);

    // Anonymous 401; staff without the verification permission 403; a member 403.
    expect((await api(null, 'GET', '/api/admin/duplicates')).statusCode).toBe(401);
    const money = await makeStaff(s.t.ctx, ['money']);
    expect((await api(money.token, 'GET', '/api/admin/duplicates')).statusCode).toBe(403);
    expect(
      (await api(money.token, 'POST', `/api/admin/duplicates/${declineId}/decision`, { decision: 'allow' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api(twin.token, 'POST', `/api/admin/duplicates/${allowId}/decision`, { decision: 'allow' }))
        .statusCode,
    ).toBe(403);
    // Declining needs a reason.
    const bare = await api(verifier.token, 'POST', `/api/admin/duplicates/${declineId}/decision`, {
      decision: 'decline',
    });
    expect(bare.statusCode).toBe(400);

    const declined = await api(verifier.token, 'POST', `/api/admin/duplicates/${declineId}/decision`, {
      decision: 'decline',
      reason: 'Second profile of the same person',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe(MSG.duplicateDeclined);
    const [u] = await s.t.ctx.db.select().from(users).where(eq(users.id, newer.id));
    expect(u.status).toBe('inactive');
    expect(u.statusReason).toBe('Second profile of the same person');
    expect((await api(newer.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const again = await api(verifier.token, 'POST', `/api/admin/duplicates/${declineId}/decision`, {
      decision: 'allow',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.duplicateClosed);

    const allowed = await api(verifier.token, 'POST', `/api/admin/duplicates/${allowId}/decision`, {
      decision: 'allow',
    });
    expect(allowed.statusCode).toBe(200);
    const [tw] = await s.t.ctx.db.select().from(users).where(eq(users.id, twin.id));
    expect(tw.status).toBe('active');
    const open = (await api(verifier.token, 'GET', '/api/admin/duplicates?pageSize=50')).json()
      .duplicates as {
      id: string;
    }[];
    expect(open.map((d) => d.id)).not.toContain(allowId);
    const decided = (
      await api(verifier.token, 'GET', '/api/admin/duplicates?status=decided&pageSize=50')
    ).json().duplicates as { id: string; status: string }[];
    expect(decided.find((d) => d.id === allowId)?.status).toBe('allowed');
    expect(decided.find((d) => d.id === declineId)?.status).toBe('declined');

    const audits = await s.t.ctx.db
      .select({ action: auditLog.action, target: auditLog.targetUserId, actor: auditLog.actorId })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'duplicate.%'`);
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'duplicate.declined', target: newer.id, actor: verifier.id },
        { action: 'duplicate.allowed', target: twin.id, actor: verifier.id },
      ]),
    );
    expect(audits).toHaveLength(2);
    // An unknown flag answers 404.
    const unknown = await api(
      verifier.token,
      'POST',
      '/api/admin/duplicates/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'allow' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
