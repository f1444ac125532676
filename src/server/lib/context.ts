import type { Readable } from 'node:stream';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import type { MatchCache } from './match-cache';

/** What every service needs: the database, the configuration, the mailer and the file store. */
export type AppContext = {
  database: Database;
  db: Database['db'];
  config: Config;
  mailer: Mailer;
  store: FileStore;
  /** MyMatches' repeat-view cache (decision 204); none: every view runs the ranking. */
  matchCache?: MatchCache;
};

/**
 * The port files go through (decision 180; media/store.ts implements it on disk and on S3). Keys are
 * relative paths such as `media/<key>/large.webp` or `exports/<key>.zip`. A store that does not answer
 * within its time limit throws AppError 503 (nothing is left half-written by put: an object appears
 * whole or not at all).
 */
export type FileStore = {
  kind: 'disk' | 's3';
  /** Stores one file whole. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Deletes the files (absent ones are no error). */
  remove(keys: string[]): Promise<void>;
  /** True when the store answers (health). */
  ping(): Promise<boolean>;
  close(): void;
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
