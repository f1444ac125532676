import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MAX } from '../../../shared/policies';
import { blocks, mailOutbox, profiles, savedSearches, users } from '../../db/schema';
import { createTestApp, TEST_DB } from '../../test/app';
import { makePromoter, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { sendNewMatchMails } from './new-match-mail';

const DAY = 86_400_000;
const URL = '/api/user/saved-searches';

/** Saved searches and the new-match mails (decision 202, docs/member-area.md#saved-searches). */
describe(`saved searches and new-match mails (${TEST_DB})`, () => {
  const suite = appPerFile(createTestApp);
  const { api } = suite;

  const create = (token: string, payload: object) => api(token, 'POST', URL, payload);
  const outboxTo = async (email: string) =>
    suite.t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('401 without a token, 403 for a pending account or a promoter', async () => {
    expect((await api(null, 'GET', URL)).statusCode).toBe(401);
    expect((await api(null, 'PUT', '/api/user/matches-mail', { frequency: 'daily' })).statusCode).toBe(401);
    const pending = await makeUser(suite.t.ctx, { status: 'pending' });
    expect((await api(pending.token, 'GET', URL)).statusCode).toBe(403);
    const promoter = await makePromoter(suite.t.ctx);
    const r = await create(promoter.token, { name: 'x', filters: {} });
    expect(r.statusCode).toBe(403);
  });

  it('saves, lists, renames, changes frequency and deletes; never another member’s', async () => {
    const me = await makeUser(suite.t.ctx);
    const other = await makeUser(suite.t.ctx);
    const r = await create(me.token, {
      name: ' Engineers in Mysuru ',
      filters: { city: 'Mysuru', caste: ['Brahmin'], age_min: '25', page: 3, registration_no: 'X1' },
      frequency: 'weekly',
    });
    expect(r.statusCode).toBe(200);
    const s = r.json().search;
    expect(s).toMatchObject({
      name: 'Engineers in Mysuru',
      frequency: 'weekly',
      filters: { city: 'Mysuru', caste: ['Brahmin'], age_min: 25 },
    });
    expect(s.filters).not.toHaveProperty('page');
    expect(s.filters).not.toHaveProperty('registration_no');
    const bad = await create(me.token, { name: 'x', filters: { age_min: 40, age_max: 30 } });
    expect(bad.statusCode).toBe(400);
    const list = await api(me.token, 'GET', URL);
    expect(list.json()).toMatchObject({ max: SAVED_SEARCH_MAX, matches_mail: 'none' });
    expect(list.json().searches.map((x: { id: string }) => x.id)).toEqual([s.id]);
    // Another member: not listed, and changing or deleting it answers as an unknown id.
    const theirs = await api(other.token, 'GET', URL);
    expect(theirs.json().searches).toEqual([]);
    const steal = await api(other.token, 'PATCH', `${URL}/${s.id}`, { name: 'Mine now' });
    expect(steal.statusCode).toBe(404);
    const del = await api(other.token, 'DELETE', `${URL}/${s.id}`);
    expect(del.statusCode).toBe(404);
    const renamed = await api(me.token, 'PATCH', `${URL}/${s.id}`, { name: 'Mysuru', frequency: 'daily' });
    expect(renamed.json().search).toMatchObject({ name: 'Mysuru', frequency: 'daily' });
    const gone = await api(me.token, 'DELETE', `${URL}/${s.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await api(me.token, 'GET', URL)).json().searches).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} searches even when 12 are saved at once`, async () => {
    const me = await makeUser(suite.t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(me.token, { name: `Search ${i}`, filters: {} })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(SAVED_SEARCH_MAX);
    expect(codes.filter((c) => c === 409)).toHaveLength(12 - SAVED_SEARCH_MAX);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      `You can save up to ${SAVED_SEARCH_MAX} searches. Delete one to save another.`,
    );
    const rows = await suite.t.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, me.id));
    expect(rows).toHaveLength(SAVED_SEARCH_MAX);
  });

  it('mails new members only, once per period across concurrent passes; hidden and blocked never; unsubscribe', async () => {
    const me = await makeUser(suite.t.ctx, { firstName: 'Meera' });
    const s = (
      await create(me.token, { name: 'Bengaluru', filters: { city: 'Bengaluru Urban' }, frequency: 'daily' })
    ).json().search;
    const cursor = new Date(Date.now() - 2 * DAY);
    await suite.t.ctx.db.update(savedSearches).set({ mailedAt: cursor }).where(eq(savedSearches.id, s.id));
    const groom = (firstName: string) => makeUser(suite.t.ctx, { gender: 'BrideGroom', firstName });
    const fresh = await groom('Newarjun');
    const old = await groom('Oldarjun');
    await suite.t.ctx.db
      .update(users)
      .set({ activatedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(users.id, old.id));
    const hidden = await groom('Hiddenarjun');
    await suite.t.ctx.db.update(profiles).set({ listed: false }).where(eq(profiles.userId, hidden.id));
    const blocker = await groom('Blockerarjun');
    await suite.t.ctx.db.insert(blocks).values({ userId: blocker.id, targetId: me.id });
    const blocked = await groom('Blockedarjun');
    await suite.t.ctx.db.insert(blocks).values({ userId: me.id, targetId: blocked.id });

    const now = new Date();
    const [a, b] = await Promise.all([
      sendNewMatchMails(suite.t.ctx, now),
      sendNewMatchMails(suite.t.ctx, now),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const queued = (await outboxTo(me.email)).filter((m) => m.subject.includes('Bengaluru'));
    expect(queued).toHaveLength(1);
    const text = queued[0].textBody;
    expect(text).toContain('Newarjun');
    expect(text).toContain(`/user/member/${fresh.registrationNo}`);
    for (const never of ['Oldarjun', 'Hiddenarjun', 'Blockerarjun', 'Blockedarjun'])
      expect(text).not.toContain(never);
    // The same period again: nothing more.
    await sendNewMatchMails(suite.t.ctx, new Date(now.getTime() + 60_000));
    expect((await outboxTo(me.email)).filter((m) => m.subject.includes('Bengaluru'))).toHaveLength(1);
    const mail = await suite.t.smtp.waitFor(me.email, /new members for your search "Bengaluru"/);

    // The link works without signing in; a forged token does not.
    const token = decodeURIComponent(/\/mail\/unsubscribe\?token=(\S+)/.exec(mail.text)?.[1] ?? '');
    expect(token.startsWith(`s.${s.id}.`)).toBe(true);
    const [, , sig] = token.split('.');
    const other = (await create(me.token, { name: 'Other', filters: {}, frequency: 'weekly' })).json().search;
    for (const forged of [
      `s.${other.id}.${sig}`,
      `m.${me.id}.${sig}`,
      `s.${s.id}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`,
      'nonsense',
    ]) {
      const r = await api(null, 'POST', '/api/mail/unsubscribe', { token: forged });
      expect(r.statusCode).toBe(400);
    }
    const list = (await api(me.token, 'GET', URL)).json();
    expect(list.searches.map((x: { frequency: string }) => x.frequency)).toEqual(['daily', 'weekly']);
    const ok = await api(null, 'POST', '/api/mail/unsubscribe', { token });
    expect(ok.statusCode).toBe(200);
    const after = (await api(me.token, 'GET', URL)).json();
    expect(after.searches.map((x: { frequency: string }) => x.frequency)).toEqual(['none', 'weekly']);
  });

  it('mails new MyMatches once when the member chose it, with its own unsubscribe link', async () => {
    const me = await makeUser(suite.t.ctx, { firstName: 'Kavya' });
    const set = await api(me.token, 'PUT', '/api/user/matches-mail', { frequency: 'weekly' });
    expect(set.json()).toMatchObject({ matches_mail: 'weekly' });
    await suite.t.ctx.db
      .update(users)
      .set({ matchesMailedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(users.id, me.id));
    await makeUser(suite.t.ctx, { gender: 'BrideGroom', firstName: 'Matcharjun' });
    const now = new Date();
    await Promise.all([sendNewMatchMails(suite.t.ctx, now), sendNewMatchMails(suite.t.ctx, now)]);
    const queued = (await outboxTo(me.email)).filter((m) => m.subject.includes('among your matches'));
    expect(queued).toHaveLength(1);
    expect(queued[0].textBody).toContain('Matcharjun');
    const token = decodeURIComponent(/\/mail\/unsubscribe\?token=(\S+)/.exec(queued[0].textBody)?.[1] ?? '');
    const r = await api(null, 'POST', '/api/mail/unsubscribe', { token });
    expect(r.statusCode).toBe(200);
    const [u] = await suite.t.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(u.matchesMail).toBe('none');
  });
});
