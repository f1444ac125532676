import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import {
  type DuplicateReason,
  duplicateDecisionRefusal,
  duplicateDeclineStatus,
} from '../../../shared/policies';
import type { AccountStatus } from '../../../shared/roles';
import type { DuplicateDecisionInput, DuplicateRow } from '../../../shared/schemas/duplicates';
import { auditLog, duplicateFlags, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { pageSql, queryRows } from '../../lib/sql';
import { signedMediaUrl } from '../../media/signing';
import type { Actor } from '../../plugins/auth';
import { applyStatusChange, lockMemberRow, mailStatusChange } from './admin.service';

type Side = {
  reg: string;
  first: string | null;
  last: string | null;
  status: string;
  erased: boolean;
  created: string;
  photo: string | null;
};

const REFUSAL = { closed: MSG.duplicateClosed, not_declinable: MSG.duplicateNotDeclinable } as const;

/**
 * GET /api/admin/duplicates (verification staff, decision 194, docs/staff.md#duplicates): the flagged pairs
 * side by side, open ones oldest first (decided ones newest first): both accounts' registration numbers,
 * names, statuses and registration dates, and a photo of each through links signed for this staff member
 * (for a photo match the two matching photos; otherwise each account's primary photo). Two statements.
 */
export async function listDuplicates(
  ctx: AppContext,
  staff: Actor,
  q: { status: 'open' | 'decided'; page: number; pageSize: number },
): Promise<{ duplicates: DuplicateRow[]; total: number }> {
  const open = q.status === 'open';
  const where = open ? sql`f.status = 'open'` : sql`f.status <> 'open'`;
  const [{ total }] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from duplicate_flags f where ${where}`,
  );
  const side = (u: string, photo: string) => sql`json_build_object(
      'reg', ${sql.raw(u)}.registration_no, 'status', ${sql.raw(u)}.status,
      'erased', ${sql.raw(u)}.erased_at is not null, 'created', ${sql.raw(u)}.created_at,
      'first', (select first_name from profiles where user_id = ${sql.raw(u)}.id),
      'last', (select last_name from profiles where user_id = ${sql.raw(u)}.id),
      'photo', coalesce(
        (select id from photos where id = f.${sql.raw(photo)}),
        (select id from photos where user_id = ${sql.raw(u)}.id
          order by is_primary desc, (status = 'approved') desc, created_at limit 1)))`;
  const rows = await queryRows<{
    id: string;
    reason: DuplicateReason;
    distance: number | null;
    status: DuplicateRow['status'];
    created_at: string;
    decided_at: string | null;
    newer: Side;
    other: Side;
  }>(
    ctx.db,
    sql`select f.id, f.reason, f.distance, f.status, f.created_at, f.decided_at,
               ${side('n', 'photo_id')} as newer, ${side('o', 'other_photo_id')} as other
          from duplicate_flags f
          join users n on n.id = f.user_id
          join users o on o.id = f.other_user_id
         where ${where}
         order by ${open ? sql`f.created_at asc` : sql`f.decided_at desc`}, f.id
         ${pageSql(q)}`,
  );
  const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());
  const present = (s: Side) => ({
    registration_no: s.reg,
    name: `${s.first ?? ''} ${s.last ?? ''}`.trim(),
    status: s.status,
    erased: s.erased,
    registered_at: iso(s.created) as string,
    photo: s.photo ? signedMediaUrl(ctx.config.jwtSecret, s.photo, 'thumb', staff.id) : null,
  });
  return {
    total,
    duplicates: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      distance: r.distance,
      status: r.status,
      created_at: iso(r.created_at) as string,
      decided_at: iso(r.decided_at),
      newer: present(r.newer),
      other: present(r.other),
    })),
  };
}

/**
 * POST /api/admin/duplicates/{id}/decision (verification staff, decision 194): 'allow' clears the flag;
 * 'decline' moves the newer account to rejected (pending) or inactive (signed out at once) with the reason
 * and closes every open flag on it, then mails the member. One transaction with one audit row. Throws 404
 * for an unknown flag, 409 for a decided flag or an account its status does not let be declined.
 */
export async function decideDuplicate(
  ctx: AppContext,
  staff: Actor,
  id: string,
  input: DuplicateDecisionInput,
): Promise<string> {
  const done = await ctx.db.transaction(async (tx) => {
    const [flag] = await tx
      .select()
      .from(duplicateFlags)
      .where(eq(duplicateFlags.id, id))
      .for('update')
      .limit(1);
    if (!flag) throw new AppError(404, MSG.duplicateNotFound, 'not_found');
    const row = await lockMemberRow(tx, eq(users.id, flag.userId));
    if (!row) throw new AppError(404, MSG.duplicateNotFound, 'not_found');
    const refusal = duplicateDecisionRefusal(input.decision, {
      status: flag.status,
      newerStatus: row.u.status as AccountStatus,
    });
    if (refusal) throw new AppError(409, REFUSAL[refusal], refusal);
    const [other] = await tx
      .select({ reg: users.registrationNo })
      .from(users)
      .where(eq(users.id, flag.otherUserId));
    const now = new Date();
    const details = { flagId: flag.id, reason: flag.reason, other: other?.reg ?? null, note: input.reason };
    if (input.decision === 'allow') {
      await tx
        .update(duplicateFlags)
        .set({ status: 'allowed', decidedAt: now, decidedBy: staff.id })
        .where(eq(duplicateFlags.id, flag.id));
      await tx
        .insert(auditLog)
        .values({ actorId: staff.id, action: 'duplicate.allowed', targetUserId: flag.userId, details });
      return null;
    }
    const change = { status: duplicateDeclineStatus(row.u.status as AccountStatus), reason: input.reason };
    const changed = await applyStatusChange(tx, row, change);
    await tx
      .update(duplicateFlags)
      .set({ status: 'declined', decidedAt: now, decidedBy: staff.id })
      .where(and(eq(duplicateFlags.userId, flag.userId), eq(duplicateFlags.status, 'open')));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'duplicate.declined',
      targetUserId: flag.userId,
      details: { ...details, from: row.u.status, to: change.status },
    });
    return { ...changed, change };
  });
  if (!done) return MSG.duplicateAllowed;
  await mailStatusChange(ctx, done.u, done.p, done.change);
  return MSG.duplicateDeclined;
}
