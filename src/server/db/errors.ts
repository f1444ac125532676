/**
 * `err` and each error it wraps through `cause`, outermost first, at most 5 deep: drizzle wraps the
 * driver's error (pg, PGlite), whose `code` is the SQLSTATE or a Node socket code.
 */
export function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = e.cause as typeof e;
  }
}

/** Seconds a client is told to wait (Retry-After) while the database is unreachable (decision 012). */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes and codes that mean "the database cannot serve now", not "the request is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|query read timeout|connection timeout|cannot use a pool after calling end|client has encountered a connection error|database timeout/i;

/**
 * True when `err` (or an error it wraps) says the database is unreachable or did not answer in time:
 * connection refused or lost, pool connect timeout, query timeout, statement_timeout. The error handler
 * answers these with 503 and Retry-After instead of 500 (decision 012).
 */
export function databaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
