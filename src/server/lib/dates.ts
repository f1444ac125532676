/**
 * Instants as the API answers carry them: ISO 8601 in UTC ('2026-11-28T17:31:15.000Z'). A row read with
 * raw SQL (queryRows) has its timestamps as strings, a drizzle row as Date; both are accepted. An
 * unparsable value throws RangeError (Date#toISOString).
 */
export const iso = (d: Date | string): string => new Date(d).toISOString();

/** `iso` of a timestamp that may be unset: null stays null. */
export const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
