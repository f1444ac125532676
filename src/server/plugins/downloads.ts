import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { safeError } from './errors';

/*
 * Every file the API answers with (CSV exports, PDFs, the data-export zip) goes out through this module
 * (docs/api.md#streamed-answers). A streamed answer is validated before its first byte: the source's
 * first chunk is produced before any header is sent, so a bad query (e.g. a reversed date range), an
 * unknown row or a database that is down answers the usual JSON error (400/404/503). An error after the
 * first byte (a database failing half-way) ends that one response abruptly, so the client sees a broken
 * download rather than a short file that looks complete, and is logged without statement parameters;
 * nothing reaches the process as an unhandled `error` event or rejection.
 */

/** What every download carries: its type, the file name offered, and no caching (private data). */
export type DownloadHead = { type: string; filename: string };

function setHead(reply: FastifyReply, head: DownloadHead): FastifyReply {
  return reply
    .type(head.type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${head.filename.replace(/["\\\r\n]/g, '_')}"`);
}

/** Sends a file built in memory (a PDF): `body` is complete, so nothing can fail after the first byte. */
export function sendDownload(reply: FastifyReply, head: DownloadHead, body: Buffer): FastifyReply {
  return setHead(reply, head).send(body);
}

/** The error that ends a streamed answer after its first byte: its message carries nothing of the cause. */
export class StreamAborted extends Error {
  constructor() {
    super('streamed answer ended early');
    this.name = 'StreamAborted';
  }
}

/**
 * Streams `source` (strings, buffers, or rows when `encode` turns objects into bytes) as a download.
 * The first item is awaited before any header is sent: whatever it throws (an AppError, a database
 * error) goes to the error handler as for any JSON route. A later error is logged (`safeError`: no
 * statement parameters) and destroys this response only. Returns the reply once the first item is in.
 */
export async function streamDownload<T>(
  reply: FastifyReply,
  head: DownloadHead,
  source: AsyncIterable<T>,
  encode?: () => Transform,
): Promise<FastifyReply> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  const log = reply.log;
  async function* rest(): AsyncGenerator<T> {
    let done = first.done;
    try {
      if (done) return;
      yield first.value;
      for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
      done = true;
    } catch (err) {
      done = true;
      log.error({ err: safeError(err), url: reply.request.url.split('?')[0] }, 'streamed answer failed');
      // The status line may still be unsent (a compressor holds the first bytes): the answer was
      // promised as 200 with this file, so it ends broken, never as a late error page.
      reply.raw.destroy();
      throw new StreamAborted();
    } finally {
      // The client went away: close the source (e.g. stop paging through the database).
      if (!done) await it.return?.();
    }
  }
  const body = Readable.from(rest(), { objectMode: !!encode });
  let out: Readable = body;
  if (encode) {
    const transform = encode();
    // pipeline destroys every stage on an error, so the transform Fastify reads from fails too and
    // Fastify destroys the response; the rejection is handled here (the error is already logged).
    pipeline(body, transform).catch(() => {});
    out = transform;
  }
  return setHead(reply, head).send(out);
}

/** The shape of a CSV download: file name stem, columns in order, and the columns holding paise. */
export type CsvSpec = { name: string; columns: string[]; money?: string[] };

/**
 * A CSV download of `rows` through the one CSV writer (csv-stringify, header line, `escape_formulas`:
 * a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so a
 * spreadsheet shows it as text and never runs it; docs/api.md#csv-safety). Columns named in `money` hold
 * integer paise and are written as rupees with two decimals ("-100.00" for a correction stays a number,
 * not escaped). Named `<name>-<YYYY-MM-DD>.csv` (UTC day). Validated before the first byte
 * (`streamDownload`).
 */
export function csvDownload(
  reply: FastifyReply,
  spec: CsvSpec,
  rows: AsyncIterable<Record<string, unknown>>,
): Promise<FastifyReply> {
  const money = new Set(spec.money ?? []);
  async function* cells() {
    for await (const r of rows) {
      if (!money.size) {
        yield r;
        continue;
      }
      const out: Record<string, unknown> = { ...r };
      // A BigInt of paise: csv-stringify leaves numeric cells unescaped, and `cast.bigint` writes rupees.
      for (const c of money) if (typeof out[c] === 'number') out[c] = BigInt(Math.round(out[c] as number));
      yield out;
    }
  }
  return streamDownload(
    reply,
    {
      type: 'text/csv; charset=utf-8',
      filename: `${spec.name}-${new Date().toISOString().slice(0, 10)}.csv`,
    },
    cells(),
    () => csvWriter(spec.columns),
  );
}

/** The one CSV writer: header line, these columns, formulas neutralised, paise (BigInt) as rupees. */
export function csvWriter(columns: string[]): Transform {
  return stringify({
    header: true,
    columns,
    escape_formulas: true,
    cast: { bigint: (p) => rupees(p) },
  });
}

/** Paise (BigInt) as rupees with two decimals: 59900n → "599.00", -10000n → "-100.00". */
function rupees(p: bigint): string {
  const neg = p < 0n;
  const a = neg ? -p : p;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** `rows` with `f` applied to each, lazily (for the row shape of a CSV). */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, f: (r: T) => U): AsyncGenerator<U> {
  for await (const r of rows) yield f(r);
}
