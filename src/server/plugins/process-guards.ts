import { safeError } from './errors';

/** How many unhandled errors the process has met since the guards were installed. */
export type ProcessGuardCounts = { unhandledRejection: number; uncaughtException: number };

/**
 * The last net under every request (docs/decisions/100-process-guards.md): `unhandledRejection` and
 * `uncaughtException` listeners that log the error (`safeError`: no statement parameters) and count
 * it, and let the process serve on. Streamed answers, jobs and background work contain their own
 * errors (docs/api.md#streamed-answers), so a count above zero is a defect: the fuzz test
 * (src/server/fuzz.test.ts) installs the same guards and fails on any count. Returns the live counts
 * and `remove()` (tests).
 */
export function installProcessGuards(log: { error(obj: object, msg: string): void }): {
  counts: ProcessGuardCounts;
  remove(): void;
} {
  const counts: ProcessGuardCounts = { unhandledRejection: 0, uncaughtException: 0 };
  const onRejection = (reason: unknown) => {
    counts.unhandledRejection++;
    log.error({ err: safeError(reason) }, 'unhandled rejection');
  };
  const onException = (err: unknown) => {
    counts.uncaughtException++;
    log.error({ err: safeError(err) }, 'uncaught exception');
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    counts,
    remove() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}
