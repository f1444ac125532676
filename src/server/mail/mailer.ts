import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from '../lib/context';

/** What services hand to the mailer; defined with AppContext (lib/context.ts), below the mail folder. */
export type { Mailer, MailMessage } from '../lib/context';

/**
 * Builds the direct mail transport (the outbox, mail/outbox.ts, drives it): SMTP through nodemailer when `smtpUrl` is set; otherwise each message is
 * written to the log and to `<dataDir>/outbox/*.eml` so a local user can read an OTP (decision 004).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { log } = opts;
  let transport: Transporter;
  let outbox: string | null = null;
  if (opts.smtpUrl) {
    transport = nodemailer.createTransport(opts.smtpUrl);
  } else {
    outbox = path.join(opts.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }
  return {
    async send(msg) {
      try {
        const info = await transport.sendMail({ from: opts.from, ...msg });
        if (outbox) {
          const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${msg.to}.eml`);
          writeFileSync(file, (info as unknown as { message: Buffer }).message);
          log.info({ to: msg.to, subject: msg.subject, file }, `mail written to outbox:\n${msg.text}`);
        }
        return true;
      } catch (err) {
        // No address or text in the log (decision 011): the outbox row id identifies the mail.
        log.error({ code: (err as { code?: string }).code }, 'mail send failed');
        return false;
      }
    },
    close() {
      transport.close();
    },
  };
}
