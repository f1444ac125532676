import type { Config } from '../config';
import type { Database, Tx } from '../db/client';

/** What every service needs: the database, the configuration and the mailer. */
export type AppContext = {
  database: Database;
  db: Database['db'];
  config: Config;
  mailer: Mailer;
};

/** One mail (mail/templates build them). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached to the mail (a receipt PDF, docs/payments.md#prices-periods-receipts). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/**
 * The port services send mail through (mail/mailer.ts and mail/outbox.ts implement it); it lives here
 * beside AppContext so that lib does not import mail (docs/architecture.md "Server modules, bottom to top").
 */
export type Mailer = {
  /**
   * Sends one message; never throws (a failed send is logged), returns whether it was handed over.
   * The app's mailer (mail/outbox.ts) only queues it, in `tx` when given, and sends after commit.
   */
  send(msg: MailMessage, tx?: Tx): Promise<boolean>;
  close(): void | Promise<void>;
};
