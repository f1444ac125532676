import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { queryRows } from '../lib/sql';
import type { Mailer, MailMessage } from './mailer';

/** Tries per mail before it is marked failed (kept for an operator), and the longest wait between tries. */
export const MAIL_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long one process may hold a claimed row before another may send it (a crashed sender). */
const LEASE_MS = 2 * 60_000;

type Row = {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; base64: string }[] | null;
  attempts: number;
};

export type OutboxMailer = Mailer & {
  /** Sends every due mail now; resolves with the number sent. Used by tests and at shutdown. */
  drain(): Promise<number>;
};

/**
 * The wait before try `attempts + 1` after a failure: 30 s doubling per try, at most an hour
 * (ms; decision 011).
 */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A mailer that never makes a request wait for the mail server (decision 011): `send(msg, tx?)` writes the
 * mail to the mail_outbox table (in the caller's transaction when given, so it is sent only if that
 * commits) and returns; a background drain hands due mails to `transport` and deletes them once sent.
 * A failed send is retried with backoff (backoffMs) up to MAIL_MAX_ATTEMPTS tries, so a mail-server
 * outage loses no mail. Each row is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so several app
 * processes draining one database send each mail once. Works on PGlite and PostgreSQL.
 * `pollMs`: how often the drain also looks for due mail (retries, mails of other processes).
 */
export function createOutboxMailer(opts: {
  db: Db;
  transport: Mailer;
  log: FastifyBaseLogger;
  pollMs?: number;
}): OutboxMailer {
  const { db, transport, log } = opts;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  async function claim(): Promise<Row[]> {
    return queryRows<Row>(
      db,
      sql`update mail_outbox set locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval,
            attempts = attempts + 1
          where id in (
            select id from mail_outbox
            where failed_at is null and next_attempt_at <= now()
              and (locked_until is null or locked_until < now())
            order by id limit 20
            for update skip locked)
          returning id, to_address, subject, text_body, html_body, attachments, attempts`,
    );
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return sent;
      for (const r of rows) {
        const ok = await transport.send({
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          ...(r.html_body ? { html: r.html_body } : {}),
          ...(r.attachments?.length
            ? {
                attachments: r.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: Buffer.from(a.base64, 'base64'),
                })),
              }
            : {}),
        });
        if (ok) {
          await db.execute(sql`delete from mail_outbox where id = ${r.id}`);
          sent++;
        } else {
          const failed = r.attempts >= MAIL_MAX_ATTEMPTS;
          await db.execute(
            sql`update mail_outbox set locked_until = null, last_error = 'send failed',
                  next_attempt_at = now() + ${`${backoffMs(r.attempts)} milliseconds`}::interval,
                  failed_at = ${failed ? sql`now()` : sql`null`}
                where id = ${r.id}`,
          );
          if (failed) log.error({ mailId: r.id, attempts: r.attempts }, 'mail given up after retries');
        }
      }
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !closed);
      return total;
    })()
      .catch((err) => {
        log.warn({ code: (err as { code?: string }).code }, 'mail outbox drain failed; will retry');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const kick = () => {
    if (!closed) void drain();
  };
  const timer = setInterval(kick, opts.pollMs ?? 1000);
  timer.unref();

  return {
    async send(msg: MailMessage, tx?: Tx) {
      await (tx ?? db).insert(mailOutbox).values({
        toAddress: msg.to,
        subject: msg.subject,
        textBody: msg.text,
        htmlBody: msg.html ?? null,
        attachments: msg.attachments?.length
          ? msg.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              base64: a.content.toString('base64'),
            }))
          : null,
      });
      // Without a transaction the row is committed now; within one, the poll (or the next kick) sends it.
      if (tx) setTimeout(kick, 20).unref();
      else setImmediate(kick);
      return true;
    },
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      // Let a drain in progress finish its mail, but never hold shutdown for more than 5 s.
      let t: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((r) => (t = setTimeout(r, 5000)))]);
      clearTimeout(t);
      await transport.close();
    },
  };
}
