import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { VisibilityPurpose } from '../../../shared/policies';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';

/**
 * THE scope "members this viewer may see" (decision 007), as one SQL condition on `profiles c`. Every list,
 * search, match tab, shortlist, visitors list, interest card, block, report, profile page and photo
 * link uses it. It is the SQL form of maySeeMember (src/shared/policies/visibility.ts): listed (active,
 * not hidden), the other gender, not the viewer, and (per `purpose`) no block between the two. Staff
 * have no profile, so they are never in it and, as viewers, see nobody.
 *
 * `targetGender`: the gender listed members must have, when the caller already knows the viewer's
 * profile (matching); otherwise it is read from the viewer's profile inside the same statement.
 */
export function visibleScope(
  viewerId: string | Placeholder,
  purpose: VisibilityPurpose = 'see',
  targetGender?: string | Placeholder,
): SQL {
  const gender =
    targetGender !== undefined
      ? sql`${targetGender}`
      : sql`(select case when g.gender = 'Bride' then 'BrideGroom' else 'Bride' end
             from profiles g where g.user_id = ${viewerId})`;
  const base = sql`c.listed and c.gender = ${gender} and c.user_id <> ${viewerId}`;
  if (purpose === 'block') return base;
  const theirs = sql`select b.user_id from blocks b where b.target_id = ${viewerId}`;
  if (purpose === 'report') return sql`${base} and c.user_id not in (${theirs})`;
  return sql`${base} and c.user_id not in (
    select b.target_id from blocks b where b.user_id = ${viewerId} union all ${theirs})`;
}

/** A block between the viewer and the member `c.user_id`, either way (SQL boolean). */
function blockedEitherWay(viewerId: string): SQL {
  return sql`exists (select 1 from blocks b
    where (b.user_id = ${viewerId} and b.target_id = c.user_id) or (b.user_id = c.user_id and b.target_id = ${viewerId}))`;
}

/**
 * The SQL form of shownAsDeletedMember (src/shared/policies/interests.ts, docs/data-rights.md) on `users u` joined
 * with `profiles c`: the member asked for deletion or was erased, and no block stands between the two.
 * Only interest lists and counts use it, next to visibleScope: the other side of such an interest is
 * shown as "a deleted member" (no name, photo, number or action); every route by registration number
 * keeps answering 404 for them (findVisibleMember).
 */
export function shownAsDeletedScope(viewerId: string): SQL {
  return sql`(u.deletion_due_at is not null or u.erased_at is not null) and not ${blockedEitherWay(viewerId)}`;
}

/** The facts of shownAsDeletedMember as columns (`od_due`, `od_erased`, `od_blocked`) on `u` and `c`. */
export function deletedMemberColumns(viewerId: string): SQL {
  return sql`u.deletion_due_at as od_due, u.erased_at as od_erased, ${blockedEitherWay(viewerId)} as od_blocked`;
}

/**
 * The one answer for a registration number a member may not use (decision 007): exactly the answer for a
 * number that does not exist (404, the same message and body), so nobody learns that an account exists.
 */
export function memberNotFound(): AppError {
  return new AppError(404, MSG.profileNotFound, 'not_found');
}

/** Registration numbers are matched as typed and upper-cased (members type them in lower case too). */
export function regNoIn(registrationNo: string): SQL {
  const { regno, regno_upper } = regNoValues(registrationNo);
  return sql`u.registration_no in (${regno}, ${regno_upper})`;
}

/**
 * regNoIn for a statement whose text is built once (decision 089): the number as typed and in capitals are
 * the placeholders `regno` and `regno_upper`, filled by regNoValues. `column`: the registration number
 * column (default `u.registration_no`).
 */
export function regNoInPlaceholders(column: SQL | AnyColumn = sql.raw('u.registration_no')): SQL {
  return sql`${column} in (${sql.placeholder('regno')}, ${sql.placeholder('regno_upper')})`;
}

/** The number as typed (trimmed) and in capitals: regNoInPlaceholders' values, and regNoIn's. */
export function regNoValues(registrationNo: string): { regno: string; regno_upper: string } {
  const r = registrationNo.trim();
  return { regno: r, regno_upper: r.toUpperCase() };
}

/** A member found through the visibility scope. */
export type VisibleMember = { id: string; registrationNo: string; firstName: string; gender: string };

/**
 * The member `registrationNo` names, when `viewerId` may see them for `purpose`; otherwise throws
 * memberNotFound() (404). One SQL statement.
 */
export async function findVisibleMember(
  db: Db | Tx,
  viewerId: string,
  registrationNo: string,
  purpose: VisibilityPurpose = 'see',
): Promise<VisibleMember> {
  const [row] = await queryRows<{ id: string; registration_no: string; first_name: string; gender: string }>(
    db,
    sql`select c.user_id as id, u.registration_no, c.first_name, c.gender
        from users u join profiles c on c.user_id = u.id
        where ${regNoIn(registrationNo)} and ${visibleScope(viewerId, purpose)}
        limit 1`,
  );
  if (!row) throw memberNotFound();
  return { id: row.id, registrationNo: row.registration_no, firstName: row.first_name, gender: row.gender };
}
