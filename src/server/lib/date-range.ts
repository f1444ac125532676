import { AppError } from './errors';

/**
 * Refuses a date range whose start is after its end (ISO dates 'YYYY-MM-DD', either may be absent):
 * 400 "The start date must not be after the end date", field `from`. Every staff list and export with
 * `from`/`to` calls it before reading a row, so a download refuses it before its first byte
 * (docs/api.md#streamed-answers).
 */
export function checkDateRange(q: { from?: string; to?: string }): void {
  if (q.from && q.to && q.from > q.to)
    throw new AppError(400, 'The start date must not be after the end date', 'range', {
      from: 'After the end date',
    });
}

/** Midnight IST at the start of an ISO date 'YYYY-MM-DD', as an instant (IST is UTC+05:30 all year). */
export const istStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);
/** Midnight IST at the end of an ISO date (the start of the next day): a range's `to` day is included. */
export const istEnd = (isoDate: string) => new Date(istStart(isoDate).getTime() + 86_400_000);
