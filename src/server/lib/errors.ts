import { causeChain } from '../db/errors';

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

/** True when `err` or an error it wraps has this SQLSTATE (e.g. '23505', '57014'), on both drivers. */
export function hasSqlState(err: unknown, code: string): boolean {
  for (const e of causeChain(err)) if (e.code === code) return true;
  return false;
}

/** True when `err` is a unique-constraint violation (code 23505 on both drivers, DESIGN). */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, '23505');
}
