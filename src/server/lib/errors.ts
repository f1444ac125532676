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

/** True when `err` is a unique-constraint violation (code 23505 on both drivers, DESIGN). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
