import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { CONTACT_PER_HOUR } from './contact.service';
import { NEWSLETTER_PER_EMAIL_DAY } from './newsletter.service';

describe(`contact messages and newsletter (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let admin: string;
  let ipNo = 0;
  beforeAll(async () => {
    admin = (await makeUser(s.t.ctx, { role: 'Admin' })).token;
  });

  /** Each test sends from its own address so the per-address limits do not mix. */
  const post = (url: string, payload: Record<string, unknown>, ip = `10.0.0.${++ipNo}`) =>
    s.t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const message = (over: Record<string, unknown> = {}) => ({
    name: 'Lakshmi Bhat',
    email: `lakshmi.${Math.random().toString(36).slice(2)}@example.com`,
    mobile: '+91 98450 12345',
    topic: 'Membership plans and payment',
    registration_no: '',
    message: 'Can I pay for the Premium plan at your office?',
    ...over,
  });
  const list = (status = 'new', token = admin) =>
    api(token, 'GET', `/api/admin/contact-messages?status=${status}`);

  describe('contact form', () => {
    it('stores what was sent; staff see it in the admin list with the mobile normalised', async () => {
      const sent = message();
      const res = await post('/api/contact', sent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.contactSent, priority: false });
      const got = (await list()).json();
      const row = got.messages.find((m: { email: string }) => m.email === sent.email);
      expect(row).toMatchObject({
        name: 'Lakshmi Bhat',
        mobile: '+919845012345',
        topic: sent.topic,
        message: sent.message,
        status: 'new',
        reply: null,
      });
      expect(got.unanswered).toBeGreaterThanOrEqual(1);
      await s.t.smtp.waitFor(s.t.ctx.config.brand.emails[0], /New contact message/);
    });

    it.each([
      ['no name', { name: '' }, 'Name is required'],
      ['a bad email', { email: 'not-an-email' }, MSG.emailInvalid],
      ['a bad mobile', { mobile: '12345' }, MSG.mobileInvalid],
      ['a topic not on the list', { topic: 'Lottery' }, 'Please choose a topic'],
      ['a too short message', { message: 'hi' }, 'Please write at least a few words (10 characters)'],
    ])('refuses %s with a clear 400 and stores nothing', async (_what, over, msg) => {
      const sent = message(over);
      const res = await post('/api/contact', sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: msg });
      const rows = await queryRows<{ n: number }>(
        s.t.ctx.db,
        sql`select count(*)::int as n from contact_messages where email = ${String(sent.email)}`,
      );
      expect(rows[0].n).toBe(0);
    });

    it(`accepts ${CONTACT_PER_HOUR} messages an hour from one address, then 429`, async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < CONTACT_PER_HOUR; i++)
        expect((await post('/api/contact', message(), ip)).statusCode).toBe(200);
      expect((await post('/api/contact', message(), ip)).statusCode).toBe(429);
    });

    it('staff reply by mail (quoting the message) and the message moves to answered', async () => {
      const sent = message({ message: 'Please call me about the assisted service.' });
      await post('/api/contact', sent);
      const row = (await list()).json().messages.find((m: { email: string }) => m.email === sent.email);
      const res = await api(admin, 'POST', `/api/admin/contact-messages/${row.id}/reply`, {
        reply: 'Our office will call you tomorrow at 11 am.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().contact_message).toMatchObject({
        status: 'answered',
        reply: 'Our office will call you tomorrow at 11 am.',
      });
      const mail = await s.t.smtp.waitFor(sent.email, /^Re: Membership plans and payment/);
      expect(mail.text).toContain('Our office will call you tomorrow at 11 am.');
      expect(mail.text).toContain('> Please call me about the assisted service.');
      const fresh = (await list('new')).json().messages.map((m: { id: string }) => m.id);
      expect(fresh).not.toContain(row.id);
      const answered = (await list('answered')).json().messages.map((m: { id: string }) => m.id);
      expect(answered).toContain(row.id);
    });

    it('marks a message answered without a mail; 404 for an unknown message', async () => {
      const sent = message();
      await post('/api/contact', sent);
      const row = (await list()).json().messages.find((m: { email: string }) => m.email === sent.email);
      const res = await api(admin, 'POST', `/api/admin/contact-messages/${row.id}/answered`);
      expect(res.json().contact_message.status).toBe('answered');
      const missing = await api(
        admin,
        'POST',
        '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/answered',
      );
      expect(missing.statusCode).toBe(404);
    });

    it('members cannot read or answer contact messages', async () => {
      const m = await makeUser(s.t.ctx, { role: 'PremiumUser' });
      expect((await list('all', m.token)).statusCode).toBe(403);
      expect((await api(null, 'GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    });
  });

  describe('newsletter (double opt-in)', () => {
    const subscribe = (email: string, ip?: string) => post('/api/newsletter', { email }, ip);
    const status = async (email: string) =>
      (
        await queryRows<{ status: string }>(
          s.t.ctx.db,
          sql`select status from newsletter_subscribers where email = ${email}`,
        )
      )[0]?.status;
    /** The confirm and unsubscribe links of the newest confirmation mail to `email`. */
    const links = async (email: string) => {
      await s.t.smtp.waitFor(email, /confirm your newsletter/);
      const mail = s.t.smtp.mails
        .filter((m) => m.to.includes(email) && /confirm your newsletter/.test(m.subject))
        .at(-1);
      const urls = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
      const confirm = urls.find((u) => u.pathname === '/newsletter/confirm');
      const unsub = urls.find((u) => u.pathname === '/newsletter/unsubscribe');
      if (!confirm || !unsub) throw new Error('links missing');
      const params = (u: URL) => ({ email: u.searchParams.get('email'), token: u.searchParams.get('token') });
      return { confirm: params(confirm), unsubscribe: params(unsub) };
    };

    it('subscribes only after the mailed link is opened; the unsubscribe link ends it', async () => {
      const email = 'ravi.newsletter@example.com';
      const res = await subscribe(email);
      expect(res.json()).toEqual({ success: true, message: MSG.newsletterCheckMail });
      expect(await status(email)).toBe('pending');
      const l = await links(email);
      const ok = await post('/api/newsletter/confirm', l.confirm);
      expect(ok.json()).toEqual({ success: true, message: MSG.newsletterConfirmed });
      expect(await status(email)).toBe('confirmed');
      const bye = await post('/api/newsletter/unsubscribe', l.unsubscribe);
      expect(bye.json()).toEqual({ success: true, message: MSG.newsletterUnsubscribed });
      expect(await status(email)).toBe('unsubscribed');
    });

    it("refuses a forged or someone else's link", async () => {
      const email = 'meena.newsletter@example.com';
      await subscribe(email);
      const l = await links(email);
      const forged = await post('/api/newsletter/confirm', { email, token: `${Date.now() + 1e9}.AAAA` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(MSG.newsletterLinkInvalid);
      const other = await post('/api/newsletter/confirm', {
        ...l.confirm,
        email: 'someone.else@example.com',
      });
      expect(other.statusCode).toBe(400);
      const unsub = await post('/api/newsletter/unsubscribe', {
        email: 'someone.else@example.com',
        token: l.unsubscribe.token,
      });
      expect(unsub.statusCode).toBe(400);
      expect(await status(email)).toBe('pending');
    });

    it('answers the same for a new and an already confirmed email, and mails only the new one', async () => {
      const email = 'gowri.newsletter@example.com';
      await subscribe(email);
      await post('/api/newsletter/confirm', (await links(email)).confirm);
      const before = s.t.smtp.mails.filter((m) => m.to.includes(email)).length;
      const again = await subscribe(email);
      const fresh = await subscribe('new.person.newsletter@example.com');
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.json()).toEqual(fresh.json());
      await s.t.smtp.waitFor('new.person.newsletter@example.com', /confirm your newsletter/);
      expect(s.t.smtp.mails.filter((m) => m.to.includes(email)).length).toBe(before);
      expect(await status(email)).toBe('confirmed');
    });

    it(`limits requests for one email to ${NEWSLETTER_PER_EMAIL_DAY} a day`, async () => {
      const email = 'flood.newsletter@example.com';
      for (let i = 0; i < NEWSLETTER_PER_EMAIL_DAY; i++)
        expect((await subscribe(email)).statusCode).toBe(200);
      expect((await subscribe(email)).statusCode).toBe(429);
    });

    it('the per-email limit holds under concurrent requests', async () => {
      const email = 'burst.newsletter@example.com';
      const res = await Promise.all(
        Array.from({ length: NEWSLETTER_PER_EMAIL_DAY + 3 }, (_, i) => subscribe(email, `10.7.0.${i + 1}`)),
      );
      expect(res.filter((r) => r.statusCode === 200)).toHaveLength(NEWSLETTER_PER_EMAIL_DAY);
      expect(res.filter((r) => r.statusCode === 429)).toHaveLength(3);
    });

    it('refuses a bad email with 400', async () => {
      const res = await subscribe('nope');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.emailInvalid);
    });
  });
});
