/**
 * A successful API answer: the envelope `{ success: true, message, ...data }` (SPEC §3 "Auth response" and
 * §7, which read `success` and `message` beside the data; docs/api.md, first paragraph). Refusals are not
 * built here: they are thrown as AppError and answered by plugins/errors.ts.
 */
export type Ok<T extends object = Record<never, never>> = { success: true; message: string } & T;

/** The paging fields a list answer repeats from its query (docs/api.md: `page` from 1, `pageSize`). */
export type PageQuery = { page: number; pageSize: number };

/**
 * `{ success: true, message, ...data }`: the envelope around `data` (none: just the two fields). `message`
 * is 'ok' unless the answer tells the person something (a MSG.x). Keys of `data` come after the envelope's,
 * as every answer spelled them; the route's response schema still checks the whole object.
 */
export function ok<T extends object = Record<never, never>>(data?: T, message = 'ok'): Ok<T> {
  return { success: true, message, ...data } as Ok<T>;
}

/**
 * A page of a list: `{ success: true, message: 'ok', ...result, page, pageSize }` where `page` and
 * `pageSize` are the ones the query asked for (docs/api.md; `pageQueryFields` in src/shared/schemas/common.ts).
 */
export function okPage<R extends object>(result: R, query: PageQuery): Ok<R & PageQuery> {
  return ok({ ...result, page: query.page, pageSize: query.pageSize });
}
