import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { queryRows } from '../lib/sql';
import { createTestApp, TEST_DB, type TestApp } from '../test/app';
import { makeUser } from '../test/factories';
import { appPerFile } from '../test/setup';
import type { Mailer, MailMessage } from './mailer';
import { backoffMs, createOutboxMailer } from './outbox';

const log = pino({ level: 'silent' });

/** A transport that records what it was given and fails while `down` is true. */
function fakeTransport() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const transport: Mailer = {
    async send(msg) {
      await new Promise((r) => setImmediate(r));
      if (state.down) return false;
      sent.push(msg);
      return true;
    },
    close() {},
  };
  return { sent, state, transport };
}

const outboxRows = (t: TestApp) =>
  queryRows<{ attempts: number; failed_at: Date | null; to_address: string }>(
    t.ctx.db,
    sql`select attempts, failed_at, to_address from mail_outbox order by id`,
  );

describe(`mail outbox (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  beforeAll(async () => {
    // Only the outboxes of these tests drain the table.
    await s.t.ctx.mailer.close();
  });

  it('sends a queued mail only when the transaction that queued it commits', async () => {
    const f = fakeTransport();
    const mailer = createOutboxMailer({ db: s.t.ctx.db, transport: f.transport, log, pollMs: 60_000 });
    await s.t.ctx.db
      .transaction(async (tx) => {
        await mailer.send({ to: 'rolled.back@example.com', subject: 's', text: 'x' }, tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await s.t.ctx.db.transaction(async (tx) => {
      await mailer.send({ to: 'committed@example.com', subject: 's', text: 'x' }, tx);
    });
    await mailer.drain();
    expect(f.sent.map((m) => m.to)).toEqual(['committed@example.com']);
    expect(await outboxRows(s.t)).toEqual([]);
    await mailer.close();
  });

  it('keeps mail while the mail server is down and sends it once it is back, with backoff', async () => {
    const f = fakeTransport();
    f.state.down = true;
    const mailer = createOutboxMailer({ db: s.t.ctx.db, transport: f.transport, log, pollMs: 60_000 });
    await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'hello' });
    await mailer.drain();
    const [row] = await outboxRows(s.t);
    expect(row).toMatchObject({ attempts: 1, failed_at: null, to_address: 'later@example.com' });
    // Not due before its backoff has passed.
    expect(await mailer.drain()).toBe(0);
    f.state.down = false;
    await s.t.ctx.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    expect(await mailer.drain()).toBe(1);
    expect(f.sent.map((m) => m.subject)).toEqual(['Later']);
    expect(await outboxRows(s.t)).toEqual([]);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(20)).toBe(3_600_000);
    await mailer.close();
  });

  it('sends each mail exactly once when several processes drain the same table at once', async () => {
    const f = fakeTransport();
    const mailers = Array.from({ length: 4 }, () =>
      createOutboxMailer({ db: s.t.ctx.db, transport: f.transport, log, pollMs: 60_000 }),
    );
    for (let i = 0; i < 30; i++) {
      await s.t.ctx.db.execute(
        sql`insert into mail_outbox (to_address, subject, text_body) values (${`m${i}@example.com`}, 's', 'x')`,
      );
    }
    await Promise.all(mailers.map((m) => m.drain()));
    const sentTo = f.sent.map((m) => m.to).sort();
    expect(sentTo).toHaveLength(30);
    expect(new Set(sentTo).size).toBe(30);
    await Promise.all(mailers.map((m) => m.close()));
  });
});

describe(`mail server down (${TEST_DB})`, () => {
  // Nothing listens on port 9: every send fails.
  const s = appPerFile(() => createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9/?ignoreTLS=true' }));
  const { api } = s;

  it('answers reset step 1 for a known email like an unknown one, and keeps the OTP mail queued', async () => {
    const m = await makeUser(s.t.ctx);
    const known = await api(null, 'POST', '/api/auth/reset-password', { email: m.email });
    const unknown = await api(null, 'POST', '/api/auth/reset-password', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: MSG.otpSent });
    expect(unknown.json()).toEqual(known.json());
    await (s.t.ctx.mailer as { drain?: () => Promise<number> }).drain?.();
    const rows = await outboxRows(s.t);
    expect(rows.map((r) => r.to_address)).toEqual([m.email]);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0].failed_at).toBeNull();
  });
});
