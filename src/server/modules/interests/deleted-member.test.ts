import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRegistrationNo } from '../../../shared/registration-no';
import { photos, profiles } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { jpegWithGps, upload } from '../photos/photo.fixtures';
import { eraseDueAccounts } from '../privacy/erasure';

const DAY = 86_400_000;

type Item = {
  id: string;
  status: string;
  direction: string;
  message: string;
  deleted: boolean;
  member: { registration_no: string; first_name: string } | null;
};

/**
 * Data rights (docs/data-rights.md): "the other side of an interest sees 'a deleted member'". Arun (groom) has an accepted interest
 * with Bindu, a pending one from Deepa and a pending one to Esha; all three ask for their accounts to be
 * deleted. Arun's lists show "a deleted member" with nothing of theirs, every action answers 409, their
 * numbers answer like unknown ones, counts agree; Bindu cancels and is back; after the erasure job the
 * others are still "a deleted member". A hidden member stays left out.
 */
describe(`"a deleted member" on the other side of an interest (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let arun: Made;
  let bindu: Made;
  let deepa: Made;
  let esha: Made;
  let hema: Made;
  const ids: Record<string, string> = {};
  const as = (who: Made | string, req: InjectOptions) =>
    s.t.app.inject({ ...req, headers: bearer(typeof who === 'string' ? who : who.token) });
  const post = (who: Made | string, url: string, payload: object = {}) =>
    as(who, { method: 'POST', url, payload });
  const tab = async (name: string) => {
    const res = await as(arun, { url: `/api/user/interests?tab=${name}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { interests: Item[]; counts: Record<string, number>; total: number };
  };
  const act = (who: Made, id: string, action: string) => post(who, `/api/user/interests/${id}/${action}`);
  const requestDeletion = async (who: Made) =>
    expect((await post(who, '/api/account/delete', { password: TEST_PASSWORD })).statusCode).toBe(200);

  beforeAll(async () => {
    arun = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: 'Arun' });
    bindu = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'Bride', firstName: 'Bindushree' });
    deepa = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride', firstName: 'Deepashree' });
    esha = await makeUser(s.t.ctx, { gender: 'Bride', firstName: 'Eshanya' });
    hema = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'Bride', firstName: 'Hemalatha' });
    expect((await upload(s.t, bindu.token, await jpegWithGps())).statusCode).toBe(200);
    const sent = await post(arun, '/api/user/interests', {
      registration_no: bindu.registrationNo,
      message: 'Namaskara from Arun',
    });
    ids.bindu = sent.json().interest.id;
    expect((await act(bindu, ids.bindu, 'accept')).statusCode).toBe(200);
    ids.deepa = (
      await post(deepa, '/api/user/interests', {
        registration_no: arun.registrationNo,
        message: 'Deepashree writes from Mysuru',
      })
    ).json().interest.id;
    ids.esha = (
      await post(arun, '/api/user/interests', { registration_no: esha.registrationNo, message: 'Hello Esha' })
    ).json().interest.id;
    ids.hema = (
      await post(hema, '/api/user/interests', { registration_no: arun.registrationNo })
    ).json().interest.id;
    expect(Object.values(ids).every(Boolean)).toBe(true);
  });

  it('before: normal cards on every tab', async () => {
    expect((await tab('accepted')).interests[0]).toMatchObject({
      deleted: false,
      member: { registration_no: bindu.registrationNo, first_name: 'Bindushree' },
    });
    expect((await tab('received')).counts).toEqual({ received: 2, sent: 1, accepted: 1 });
  });

  it('after the deletion requests: "a deleted member" with nothing of theirs; counts agree with the lists', async () => {
    for (const who of [bindu, deepa, esha]) await requestDeletion(who);
    // Hema hides her profile: left out as before, not turned into the card.
    await s.t.ctx.db
      .update(profiles)
      .set({ hidden: true, listed: false })
      .where(eq(profiles.userId, hema.id));

    const accepted = await tab('accepted');
    const received = await tab('received');
    const sent = await tab('sent');
    expect(accepted.counts).toEqual({ received: 1, sent: 1, accepted: 1 });
    expect([accepted.total, received.total, sent.total]).toEqual([1, 1, 1]);
    expect(accepted.interests).toEqual([
      expect.objectContaining({ id: ids.bindu, status: 'accepted', deleted: true, member: null }),
    ]);
    // Deepa's own message is hers: left out; Arun's own message to Esha stays.
    expect(received.interests).toEqual([
      expect.objectContaining({ id: ids.deepa, status: 'pending', deleted: true, member: null, message: '' }),
    ]);
    expect(sent.interests).toEqual([
      expect.objectContaining({ id: ids.esha, status: 'pending', deleted: true, message: 'Hello Esha' }),
    ]);
    const [photo] = await s.t.ctx.db.select().from(photos).where(eq(photos.userId, bindu.id));
    const text = JSON.stringify([accepted, received, sent]);
    for (const who of [bindu, deepa, esha, hema]) {
      expect(text).not.toContain(who.registrationNo);
      expect(text).not.toContain(who.id);
    }
    for (const personal of ['Bindushree', 'Deepashree', 'Eshanya', 'Hemalatha', 'Mysuru', photo.storageKey])
      expect(text).not.toContain(personal);
    for (const k of ['first_name', 'registration_no', 'photo', 'thumb', 'mobile', 'abilities'])
      expect(text).not.toContain(k);

    // The dashboard counts are the lists' counts.
    const dash = await as(arun, { url: '/api/user/dashboard' });
    expect(dash.json().dashboard.counts).toMatchObject({ received: 1, sent: 1, accepted: 1 });
  });

  it('every action on such an interest answers 409 memberUnavailable', async () => {
    for (const [id, action] of [
      [ids.deepa, 'accept'],
      [ids.deepa, 'decline'],
      [ids.esha, 'withdraw'],
      [ids.bindu, 'withdraw'],
    ]) {
      const res = await act(arun, id, action);
      expect(res.statusCode, `${action}`).toBe(409);
      expect(res.json().message).toBe('This member is no longer available');
    }
    // Someone who is not one of the two still gets 404, as for any interest.
    expect((await act(hema, ids.deepa, 'accept')).statusCode).toBe(404);
  });

  it('their registration numbers answer exactly like a number that does not exist (decision 007)', async () => {
    const unknown = formatRegistrationNo(s.t.ctx.config.regNoPrefix, '999999');
    const routes = (no: string): InjectOptions[] => [
      { url: `/api/user/profile/${no}` },
      { method: 'POST', url: `/api/user/shortlist/${no}` },
      { method: 'POST', url: '/api/user/interests', payload: { registration_no: no, message: 'Hi' } },
    ];
    const want = await Promise.all(
      routes(unknown).map(async (r) => {
        const res = await as(arun, r);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expect(want.map((w) => w.status)).toEqual([404, 404, 404]);
    for (const who of [bindu, deepa, esha]) {
      const got = await Promise.all(
        routes(who.registrationNo).map(async (r) => {
          const res = await as(arun, r);
          return { status: res.statusCode, body: res.json() };
        }),
      );
      expect(got).toEqual(want);
    }
  });

  it('a cancelled deletion brings the normal card back', async () => {
    const signedIn = await api(null, 'POST', '/api/auth/login', {
      username: bindu.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await post(signedIn.json().token, '/api/account/delete/cancel')).statusCode).toBe(200);
    const accepted = await tab('accepted');
    expect(accepted.interests[0]).toMatchObject({
      id: ids.bindu,
      deleted: false,
      member: { registration_no: bindu.registrationNo, first_name: 'Bindushree' },
    });
    expect(accepted.counts).toEqual({ received: 1, sent: 1, accepted: 1 });
  });

  it('after the erasure job: still "a deleted member", still refused', async () => {
    expect(await eraseDueAccounts(s.t.ctx, new Date(Date.now() + 31 * DAY))).toBe(2);
    const received = await tab('received');
    const sent = await tab('sent');
    expect(received.counts).toEqual({ received: 1, sent: 1, accepted: 1 });
    expect(received.interests).toEqual([
      expect.objectContaining({ id: ids.deepa, deleted: true, member: null, message: '' }),
    ]);
    expect(sent.interests).toEqual([
      expect.objectContaining({ id: ids.esha, deleted: true, member: null, message: 'Hello Esha' }),
    ]);
    const text = JSON.stringify([received, sent]);
    for (const who of [deepa, esha]) expect(text).not.toContain(who.registrationNo);
    expect((await act(arun, ids.deepa, 'accept')).json().message).toBe('This member is no longer available');
    expect((await act(arun, ids.esha, 'withdraw')).statusCode).toBe(409);
    const dash = await as(arun, { url: '/api/user/dashboard' });
    expect(dash.json().dashboard.counts).toMatchObject({ received: 1, sent: 1, accepted: 1 });
  });
});
