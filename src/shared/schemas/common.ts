import { z } from 'zod';
import { MSG } from '../messages';
import { normaliseMobile } from '../phone';

/**
 * Control characters no field allows (decision 012): C0 controls except tab, line feed and carriage return,
 * and DEL. NUL in particular is refused by PostgreSQL, so it must never get past validation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A string schema that refuses control characters (400 with MSG.controlCharacters; decision 012). Every
 * string field of the shared schemas is built from it instead of `str()`; `params` as for z.string.
 */
export const str = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !CONTROL_CHARACTERS.test(v), { error: MSG.controlCharacters });

/** Line breaks: carriage return, line feed and the Unicode line and paragraph separators. */
export const LINE_BREAKS = /[\r\n\u2028\u2029]/;

/**
 * A single-line text field (docs/api.md#text-fields): names, subjects, titles, references, codes,
 * places, search words. Refuses control characters (as `str`) and line breaks (400 with
 * MSG.singleLine), so a value never splits a CSV row, a mail header or a log line. Every request field
 * that is not a multi-line text (`multiline`) is built from it; `params` as for z.string.
 */
export const line = (params?: Parameters<typeof z.string>[0]) =>
  str(params).refine((v) => !LINE_BREAKS.test(v), { error: MSG.singleLine });

/**
 * A multi-line text field (docs/api.md#text-fields): messages, addresses, notes, reasons, descriptions.
 * Line breaks (LF, CR LF) are allowed; other control characters are refused (as `str`).
 */
export const multiline = (params?: Parameters<typeof z.string>[0]) => str(params);

/** The response envelope every API answer keeps (DESIGN: `{ success, message, ... }`). */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.boolean(), message: str(), ...shape });

/** A failure answer: message plus optional field messages. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: str(),
  errors: z.record(str(), str()).optional(),
});

/** A registration number path parameter. */
export const regNoParam = z.object({ registrationNo: str().trim().min(1).max(32) });

/** An optional single-line text field (`line`): trimmed, empty string allowed, bounded. */
export const optText = (max = 100) => line().trim().max(max).optional().default('');

/** An optional multi-line text field (`multiline`, e.g. an address): trimmed, empty allowed, bounded. */
export const optMultiline = (max = 500) => multiline().trim().max(max).optional().default('');

/**
 * The paging fields of a list query (docs/api.md): `page` from 1 (default 1) and `pageSize` from 1 to `max`,
 * `size` when not given.
 */
export const pageQueryFields = (size = 20, max = 100) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(max).default(size),
});

/** The paging fields of a list answer: `total` over the whole filtered set, the page asked for and its size. */
export const pagedFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/**
 * A page of a list answer (docs/api.md): the envelope, the rows under `key`, then `extra` fields, then
 * `pagedFields` — in that key order, which is the order the answer's JSON keeps. Fields that follow the
 * paging fields are added with `.extend`. E.g. `pagedList('reports', reportRowSchema)`.
 */
export const pagedList = <
  K extends string,
  R extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(
  key: K,
  row: R,
  extra?: E,
) =>
  envelope({
    ...({ [key]: z.array(row) } as { [P in K]: z.ZodArray<R> }),
    ...(extra as E),
    ...pagedFields,
  });

/**
 * A member's mobile number (SPEC §5, decision 016): typed as 10 digits, optionally with +91 / 0, spaces or
 * dashes; anything else gets SPEC §5's message. The output is normalised E.164 ('+919876543210').
 */
export const mobileNoSchema = (requiredMessage: string = MSG.mobileInvalid) =>
  str({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((v) => normaliseMobile(v) !== null, { error: MSG.mobileInvalid })
    .transform((v) => normaliseMobile(v) ?? v);
