import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { idDocuments, mobileOtps, profiles, users } from '../../db/schema';
import { mediaRoot } from '../../media/storage';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeStaff, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { jpegWithGps } from '../photos/photo.fixtures';
import { eraseDueAccounts } from '../privacy/erasure';
import { collectData } from '../privacy/export';

/** A multipart body: the text fields first, then the image (as the web form sends it). */
function idBody(fields: Record<string, string>, data: Buffer) {
  const b = `----cmid${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), data, Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

describe(`identity documents (docs/verification.md#identity, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let verifier: Made;
  let moneyStaff: Made;
  beforeAll(async () => {
    verifier = await makeStaff(s.t.ctx, ['verification']);
    moneyStaff = await makeStaff(s.t.ctx, ['money']);
  });

  const upload = async (m: Made, fields = { doc_type: 'aadhaar_masked', last_four: '1234' }) => {
    const body = idBody(fields, await jpegWithGps());
    return s.t.app.inject({
      method: 'POST',
      url: '/api/user/verification/id',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(m.token) },
    });
  };
  const queue = async (staff: Made) => api(staff.token, 'GET', '/api/admin/id-documents');
  const decide = (staff: Made, id: string, payload: Record<string, unknown>) =>
    api(staff.token, 'POST', `/api/admin/id-documents/${id}/decision`, payload);
  const mine = async (m: Made) => (await api(m.token, 'GET', '/api/user/verification')).json();
  const mediaFolders = () =>
    existsSync(mediaRoot(s.t.ctx.config.dataDir)) ? readdirSync(mediaRoot(s.t.ctx.config.dataDir)) : [];

  it('uploaded → approved → image gone; only type, last four and the decision stay; the badges follow', async () => {
    const m = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const before = mediaFolders().length;
    const res = await upload(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.idUploaded);
    expect(mediaFolders()).toHaveLength(before + 1);
    expect((await mine(m)).id).toMatchObject({
      status: 'pending',
      doc_type: 'aadhaar_masked',
      last_four: '1234',
    });
    expect((await mine(m)).abilities.upload_id).toBe(false);
    // One document waits at a time.
    expect((await upload(m)).json().message).toBe(MSG.idPending);

    const q = await queue(verifier);
    expect(q.statusCode).toBe(200);
    const item = q
      .json()
      .documents.find(
        (d: { member: { registration_no: string } }) => d.member.registration_no === m.registrationNo,
      );
    expect(item.member).toMatchObject({ name: 'Asha Rao', date_of_birth: '1998-05-17' });
    // The signed image link works for the staff member it was signed for, and for no one else.
    const img = await api(null, 'GET', item.image_url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const stolen = item.image_url.replace(`u=${verifier.id}`, `u=${moneyStaff.id}`);
    expect((await api(null, 'GET', stolen)).statusCode).toBe(403);
    // Staff without the verification permission do not get the queue.
    expect((await queue(moneyStaff)).statusCode).toBe(403);

    const ok = await decide(verifier, item.id, { decision: 'approve', photo_matches: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.idDecided);
    // The image is gone from the storage and its link answers 404.
    expect(mediaFolders()).toHaveLength(before);
    expect((await api(null, 'GET', item.image_url)).statusCode).toBe(404);
    const [row] = await s.t.ctx.db.select().from(idDocuments).where(eq(idDocuments.id, item.id));
    expect(row).toMatchObject({
      docType: 'aadhaar_masked',
      lastFour: '1234',
      status: 'approved',
      storageKey: null,
      decidedBy: verifier.id,
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    const after = await mine(m);
    expect(after.badges).toEqual({ mobile_verified: false, id_verified: true, photo_verified: true });
    expect((await upload(m)).json().message).toBe(MSG.idAlreadyVerified);
    // Decided once.
    expect((await decide(verifier, item.id, { decision: 'reject', reason: 'again' })).statusCode).toBe(409);
  });

  it('a rejection needs a reason, deletes the image, and the member may upload again', async () => {
    const m = await makeUser(s.t.ctx);
    await upload(m, { doc_type: 'pan', last_four: 'a12f' });
    const item = (await queue(verifier))
      .json()
      .documents.find(
        (d: { member: { registration_no: string } }) => d.member.registration_no === m.registrationNo,
      );
    expect(item.last_four).toBe('A12F');
    expect((await decide(verifier, item.id, { decision: 'reject' })).json().message).toBe(
      MSG.idReasonRequired,
    );
    const res = await decide(verifier, item.id, {
      decision: 'reject',
      reason: 'The Aadhaar number is not masked',
    });
    expect(res.statusCode).toBe(200);
    const me = await mine(m);
    expect(me.id).toMatchObject({ status: 'rejected', reason: 'The Aadhaar number is not masked' });
    expect(me.badges.id_verified).toBe(false);
    expect(me.abilities.upload_id).toBe(true);
    const [row] = await s.t.ctx.db.select().from(idDocuments).where(eq(idDocuments.id, item.id));
    expect(row.storageKey).toBeNull();
    expect(existsSync(path.join(mediaRoot(s.t.ctx.config.dataDir), String(item.id)))).toBe(false);
    expect((await upload(m, { doc_type: 'passport', last_four: '7788' })).statusCode).toBe(200);
  });

  it('refuses an unknown document type, a bad last four and a file that is not an image', async () => {
    const m = await makeUser(s.t.ctx);
    const bad = await upload(m, { doc_type: 'aadhaar', last_four: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.doc_type).toBe(MSG.idDocTypeInvalid);
    const four = await upload(m, { doc_type: 'pan', last_four: '12' });
    expect(four.json().errors.last_four).toBe(MSG.idLastFourInvalid);
    const body = idBody({ doc_type: 'pan', last_four: '1234' }, Buffer.from('not an image at all'));
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/user/verification/id',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(m.token) },
    });
    expect(res.statusCode).toBe(400);
    expect((await mine(m)).id).toBeNull();
  });

  it('parallel uploads of one member store one document', async () => {
    const m = await makeUser(s.t.ctx);
    const answers = await Promise.all([upload(m), upload(m), upload(m)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await s.t.ctx.db.select().from(idDocuments).where(eq(idDocuments.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('the export holds the own records (never the image); erasure removes records, pending image and badges', async () => {
    const m = await makeUser(s.t.ctx);
    await upload(m, { doc_type: 'voter_id', last_four: '9Z9Z' });
    const data = (await collectData(s.t.ctx, m.id)) as { identity_documents: Record<string, unknown>[] };
    expect(data.identity_documents).toEqual([
      expect.objectContaining({ doc_type: 'voter_id', last_four: '9Z9Z', status: 'pending' }),
    ]);
    expect(JSON.stringify(data.identity_documents)).not.toContain('storage_key');
    await s.t.ctx.db
      .update(profiles)
      .set({ idVerifiedAt: new Date(), mobileVerifiedNo: '+919876543210' })
      .where(eq(profiles.userId, m.id));
    await s.t.ctx.db
      .insert(mobileOtps)
      .values({ userId: m.id, mobile: '+919876543210', codeHash: 'x', expiresAt: new Date() });
    const before = mediaFolders().length;
    await s.t.ctx.db
      .update(users)
      .set({
        deletionRequestedAt: new Date(Date.now() - 31 * 86_400_000),
        deletionDueAt: new Date(Date.now() - 1000),
      })
      .where(eq(users.id, m.id));
    expect(await eraseDueAccounts(s.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await s.t.ctx.db.select().from(idDocuments).where(eq(idDocuments.userId, m.id))).toHaveLength(0);
    expect(await s.t.ctx.db.select().from(mobileOtps).where(eq(mobileOtps.userId, m.id))).toHaveLength(0);
    expect(mediaFolders()).toHaveLength(before - 1);
    const [p] = await s.t.ctx.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(p).toMatchObject({ mobileVerifiedNo: null, idVerifiedAt: null, photoVerifiedAt: null });
  });
});
