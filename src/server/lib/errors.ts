/** The one error type services throw; the error handler turns it into `{ success:false, message }`. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code = 'error',
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

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

/** True when `err` or an error it wraps has this SQLSTATE (e.g. '23505', '57014'), on both drivers. */
export function hasSqlState(err: unknown, code: string): boolean {
  for (const e of causeChain(err)) if (e.code === code) return true;
  return false;
}

/** True when `err` is a unique-constraint violation (code 23505 on both drivers, DESIGN). */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, '23505');
}
