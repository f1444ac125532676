import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { formatDate } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import {
  answeredStatus,
  answerRefusal,
  cooldownEnds,
  DECLINE_COOLDOWN_DAYS,
  expressRefusal,
  type InterestAction,
  interestQuotaAllows,
  maySeeMember,
  monthStartIST,
  OPEN_INTEREST_STATUSES,
  shownAsDeletedMember,
} from '../../../shared/policies';
import type { InterestCounts, InterestItem, InterestTab } from '../../../shared/schemas/members';
import type { InterestState } from '../../../shared/schemas/relation';
import type { Tx } from '../../db/client';
import { interests, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { bumpMatchesVersion } from '../../lib/match-cache';
import { pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from '../directory/cards';
import { featuredExpr } from '../directory/criteria';
import { presentInterestState } from '../directory/relations';
import {
  deletedMemberColumns,
  findVisibleMember,
  shownAsDeletedScope,
  type VisibleMember,
  visibleScope,
} from '../directory/visibility';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { actorEntitlements } from '../plans/plan';
import { pushNotification } from '../push/push.service';

type InterestRow = typeof interests.$inferSelect;

const state = (viewerId: string, r: InterestRow): InterestState =>
  presentInterestState(viewerId, {
    id: r.id,
    sender_id: r.senderId,
    receiver_id: r.receiverId,
    status: r.status as InterestState['status'],
    message: r.message,
    created_at: r.createdAt,
    responded_at: r.respondedAt,
  });

/** The facts of shownAsDeletedMember, as deletedMemberColumns selects them. */
type DeletedRow = { od_due: Date | string | null; od_erased: Date | string | null; od_blocked: boolean };

const at = (d: Date | string | null) => (d === null ? null : new Date(d));

/** Whether the member of a row with deletedMemberColumns is shown as "a deleted member" (docs/data-rights.md). */
const deletedSide = (r: DeletedRow) =>
  shownAsDeletedMember({
    deletionDueAt: at(r.od_due),
    erasedAt: at(r.od_erased),
    blockedEitherWay: !!r.od_blocked,
  });

/**
 * How the other member of an interest stands to the viewer, read inside `db` in one statement: `deleted`,
 * shown as "a deleted member" (shownAsDeletedMember, docs/data-rights.md); `visible`, in the viewer's sight
 * (maySeeMember 'see': listed, the other gender, no block either way). Both false without a profile.
 */
async function otherSide(
  db: AppContext['db'] | Tx,
  viewer: Pick<Actor, 'id' | 'gender'>,
  otherId: string,
): Promise<{ deleted: boolean; visible: boolean }> {
  const [r] = await queryRows<
    DeletedRow & { listed: boolean; gender: string; blocked_by_me: boolean; blocked_me: boolean }
  >(
    db,
    sql`select ${deletedMemberColumns(viewer.id)}, c.listed, c.gender,
          exists (select 1 from blocks b where b.user_id = ${viewer.id} and b.target_id = u.id) as blocked_by_me,
          exists (select 1 from blocks b where b.user_id = u.id and b.target_id = ${viewer.id}) as blocked_me
        from users u join profiles c on c.user_id = u.id
        where u.id = ${otherId}`,
  );
  if (!r) return { deleted: false, visible: false };
  const visible = maySeeMember({
    viewerId: viewer.id,
    viewerGender: viewer.gender,
    targetId: otherId,
    targetGender: r.gender,
    targetListed: !!r.listed,
    blockedByViewer: !!r.blocked_by_me,
    blockedByTarget: !!r.blocked_me,
  });
  return { deleted: deletedSide(r), visible };
}

/** Either direction of a block between a and b: 'mine' when a blocked b, 'theirs' when b blocked a. */
async function blockBetween(
  db: AppContext['db'] | Tx,
  a: string,
  b: string,
): Promise<'mine' | 'theirs' | null> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from blocks where (user_id = ${a} and target_id = ${b}) or (user_id = ${b} and target_id = ${a})`,
  );
  if (rows.some((r) => r.user_id === a)) return 'mine';
  return rows.length ? 'theirs' : null;
}

/**
 * POST /api/user/interests (docs/member-area.md#interests): the actor expresses interest in the member `registration_no`,
 * with an optional message. Rules, in order:
 * - the plan must allow it (FreeUser: 402 offering the upgrade);
 * - 409 for oneself; 404 for any number outside the viewer's visibility scope (unknown, unlisted,
 *   staff, same gender, a member who blocked the actor: decision 007); 409 for a member the actor blocked;
 * - one open (pending or accepted) interest per pair (409), and a sender whose interest was declined
 *   waits 30 days before asking the same member again (409 naming the date);
 * - a monthly limit (SilverUser, plan data): interests sent since the start of the IST month; 402.
 *   The slot is taken atomically: the sender's users row is locked (FOR UPDATE) before counting, so
 *   concurrent requests of one sender count one after another (decision 010).
 * One transaction, with the receiver's notification; the email after commit.
 */
export async function expressInterest(
  ctx: AppContext,
  actor: Actor,
  input: { registration_no: string; message: string },
  opts: {
    /** The relationship manager sending it for `actor` (docs/assisted-service.md): marked on the interest. */
    managerId?: string;
    /** Runs in the same transaction after the insert (the manager's audit row, the suggestion's answer). */
    inTx?: (tx: Tx, interest: InterestRow, target: VisibleMember) => Promise<void>;
  } = {},
): Promise<InterestState> {
  const ent = await actorEntitlements(ctx.db, actor);
  if (!ent?.canExpressInterest) throw new AppError(402, MSG.upgradeToExpress, 'upgrade_required');
  const self = input.registration_no.trim().toUpperCase() === actor.registrationNo.toUpperCase();
  if (self) throw new AppError(409, MSG.interestSelf, 'self');
  // 'report' scope: a member the actor blocked is found (and answered 409 below), one who blocked the
  // actor is not (404, as if unknown).
  const target = await findVisibleMember(ctx.db, actor.id, input.registration_no, 'report');
  const [me] = await ctx.db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, actor.id))
    .limit(1);
  if (!me) throw new AppError(404, MSG.profileNotFound, 'not_found');
  if ((await blockBetween(ctx.db, actor.id, target.id)) === 'mine')
    throw new AppError(409, MSG.memberBlockedByYou, 'blocked');

  const note: NewNotification = {
    userId: target.id,
    kind: 'interest_received',
    title: fillNotice(opts.managerId ? NOTICE.interestByManagerTitle : NOTICE.interestReceivedTitle, {
      name: me.firstName,
      registrationNo: actor.registrationNo,
    }),
    body: input.message
      ? fillNotice(NOTICE.interestReceivedBodyMessage, { message: input.message })
      : NOTICE.interestReceivedBody,
    link: '/user/myintrest?tab=received',
  };
  let row: InterestRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // One sender at a time: the sender's row lock orders the monthly count and the insert (decision 010).
      await tx.execute(sql`select id from users where id = ${actor.id} for update`);
      const pair = or(
        and(eq(interests.senderId, actor.id), eq(interests.receiverId, target.id)),
        and(eq(interests.senderId, target.id), eq(interests.receiverId, actor.id)),
      );
      const [open] = await tx
        .select({ senderId: interests.senderId, status: interests.status })
        .from(interests)
        .where(and(pair, inArray(interests.status, [...OPEN_INTEREST_STATUSES])))
        .limit(1);
      const [declined] = open
        ? []
        : await queryRows<{ responded_at: Date | string }>(
            tx,
            sql`select responded_at from interests
                where sender_id = ${actor.id} and receiver_id = ${target.id} and status = 'declined'
                  and responded_at > now() - make_interval(days => ${DECLINE_COOLDOWN_DAYS})
                order by responded_at desc limit 1`,
          );
      const until = declined ? cooldownEnds(new Date(declined.responded_at)) : null;
      const refusal = expressRefusal(open ?? null, target.id, until);
      if (refusal === 'cooldown' && until)
        throw new AppError(409, MSG.interestCooldown.replace('{date}', formatDate(until)), 'cooldown');
      if (refusal)
        throw new AppError(
          409,
          refusal === 'they_asked' ? MSG.interestTheyAsked : MSG.interestOpen,
          'open_interest',
        );
      if (ent.monthlyInterestLimit !== null) {
        const [{ n }] = await queryRows<{ n: string | number }>(
          tx,
          sql`select count(*) as n from interests where sender_id = ${actor.id} and created_at >= ${monthStartIST().toISOString()}::timestamptz`,
        );
        if (!interestQuotaAllows(ent.monthlyInterestLimit, Number(n))) {
          throw new AppError(
            402,
            MSG.interestLimitReached.replace('{limit}', String(ent.monthlyInterestLimit)),
            'limit_reached',
          );
        }
      }
      const [created] = await tx
        .insert(interests)
        .values({
          senderId: actor.id,
          receiverId: target.id,
          message: input.message,
          sentByManagerId: opts.managerId ?? null,
        })
        .returning();
      await bumpMatchesVersion(tx, [actor.id, target.id]);
      await addNotification(tx, note);
      await opts.inTx?.(tx, created, target);
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MSG.interestOpen, 'open_interest');
    throw err;
  }
  await emailNotification(ctx, note);
  await pushNotification(ctx, note);
  return state(actor.id, row);
}

/**
 * POST /api/user/interests/:id/{accept,decline,withdraw} (docs/member-area.md#interests). The receiver accepts or declines,
 * the sender withdraws; only a pending interest (409 otherwise). 404 when the actor is not one of the
 * two members; 409 memberUnavailable for any action once the other member is "a deleted member"
 * (docs/data-rights.md: deletion asked or erased); 403 when the actor is on the wrong side. Accepting needs no paid plan; the sender is
 * notified (in-app and email) of an acceptance, in-app of a decline.
 */
export async function answerInterest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  action: InterestAction,
): Promise<InterestState> {
  const { row, note } = await ctx.db.transaction(async (tx) => {
    const [i] = await tx.select().from(interests).where(eq(interests.id, id)).for('update').limit(1);
    const party = i && (i.senderId === actor.id || i.receiverId === actor.id);
    const other = party
      ? await otherSide(tx, actor, i.senderId === actor.id ? i.receiverId : i.senderId)
      : undefined;
    const refusal = i
      ? answerRefusal({ ...i, otherDeleted: other?.deleted, otherVisible: other?.visible }, actor.id, action)
      : 'not_found';
    if (refusal === 'not_found') throw new AppError(404, MSG.interestNotFound, 'not_found');
    if (refusal === 'unavailable') throw new AppError(409, MSG.memberUnavailable, 'unavailable');
    if (refusal === 'not_sender') throw new AppError(403, MSG.interestNotSender, 'forbidden');
    if (refusal === 'not_yours') throw new AppError(403, MSG.interestNotYours, 'forbidden');
    if (refusal === 'not_pending') throw new AppError(409, MSG.interestNotPending, 'not_pending');
    const status = answeredStatus(action);
    const [updated] = await tx
      .update(interests)
      .set({ status, respondedAt: new Date() })
      .where(eq(interests.id, id))
      .returning();
    await bumpMatchesVersion(tx, [i.senderId, i.receiverId]);
    let n: NewNotification | null = null;
    if (action !== 'withdraw') {
      const [me] = await tx
        .select({ firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.userId, actor.id))
        .limit(1);
      const who = `${me?.firstName ?? 'A member'} (${actor.registrationNo})`;
      n =
        action === 'accept'
          ? {
              userId: i.senderId,
              kind: 'interest_accepted',
              title: fillNotice(NOTICE.interestAcceptedTitle, { who }),
              body: NOTICE.interestAcceptedBody,
              link: `/user/member/${actor.registrationNo}`,
            }
          : {
              userId: i.senderId,
              kind: 'interest_declined',
              title: fillNotice(NOTICE.interestDeclinedTitle, { who }),
              body: NOTICE.interestDeclinedBody,
              link: '/user/MyMatches',
            };
      await addNotification(tx, n);
    }
    return { row: updated, note: n };
  });
  if (note?.kind === 'interest_accepted') {
    await emailNotification(ctx, note);
    await pushNotification(ctx, note);
  }
  return state(actor.id, row);
}

/** Which interests each tab shows (docs/member-area.md#interests, myintrest): received = awaiting my answer; sent = mine not accepted. */
function tabWhere(me: string, tab: InterestTab) {
  if (tab === 'received') return sql`i.receiver_id = ${me} and i.status = 'pending'`;
  if (tab === 'sent') return sql`i.sender_id = ${me} and i.status in ('pending', 'declined')`;
  return sql`(i.sender_id = ${me} or i.receiver_id = ${me}) and i.status = 'accepted'`;
}

const otherOf = (me: string) => sql`case when i.sender_id = ${me} then i.receiver_id else i.sender_id end`;

/**
 * The interests a member sees (docs/member-area.md#interests, docs/i18n.md): those whose other member is in the viewer's visibility
 * scope, and those whose other member is shown as "a deleted member". Lists and counts share it, so the
 * tab counts and the dashboard agree with the lists. Needs `profiles c` and `users u` of the other member.
 */
const seenScope = (me: string) => sql`((${visibleScope(me)}) or (${shownAsDeletedScope(me)}))`;

/** Interest counts per tab (the page's tab labels and the dashboard). */
export async function interestCounts(ctx: AppContext, me: string): Promise<InterestCounts> {
  const [r] = await queryRows<{ received: string; sent: string; accepted: string }>(
    ctx.db,
    sql`select count(*) filter (where ${tabWhere(me, 'received')}) as received,
               count(*) filter (where ${tabWhere(me, 'sent')}) as sent,
               count(*) filter (where ${tabWhere(me, 'accepted')}) as accepted
        from interests i join profiles c on c.user_id = ${otherOf(me)} join users u on u.id = c.user_id
        where (i.sender_id = ${me} or i.receiver_id = ${me}) and ${seenScope(me)}`,
  );
  return {
    received: Number(r?.received ?? 0),
    sent: Number(r?.sent ?? 0),
    accepted: Number(r?.accepted ?? 0),
  };
}

/**
 * GET /api/user/interests (docs/member-area.md#interests, myintrest): one tab a page at a time, newest first, each with the
 * other member's card (never contact details) and the counts of every tab. When the other member is shown
 * as "a deleted member" (docs/data-rights.md, shownAsDeletedMember) the item has `deleted: true` and `member: null`:
 * no name, photo, registration number or action, and their message is left out.
 */
export async function listInterests(
  ctx: AppContext,
  actor: Actor,
  q: { tab: InterestTab; page: number; pageSize: number },
): Promise<{ interests: InterestItem[]; counts: InterestCounts; total: number }> {
  const me = actor.id;
  const featured = featuredExpr();
  const order =
    q.tab === 'accepted' ? sql`i.responded_at desc nulls last, i.id` : sql`i.created_at desc, i.id`;
  const rows = await queryRows<
    CardRow &
      DeletedRow & {
        i_id: string;
        i_status: InterestState['status'];
        i_message: string;
        i_created_at: Date | string;
        i_responded_at: Date | string | null;
        i_sender_id: string;
        i_receiver_id: string;
        i_by_manager: boolean;
      }
  >(
    ctx.db,
    sql`select i.id as i_id, i.status as i_status, i.message as i_message, i.created_at as i_created_at,
               i.responded_at as i_responded_at, i.sender_id as i_sender_id, i.receiver_id as i_receiver_id,
               i.sent_by_manager_id is not null as i_by_manager, ${cardColumns(actor)}, ${featured} as featured, ${deletedMemberColumns(me)}
        from interests i
        join profiles c on c.user_id = ${otherOf(me)}
        join users u on u.id = c.user_id
        where ${tabWhere(me, q.tab)} and ${seenScope(me)}
        order by ${order}
        ${pageSql(q)}`,
  );
  const counts = await interestCounts(ctx, me);
  const deleted = new Set(rows.filter(deletedSide).map((r) => r.i_id));
  const cards = new Map(
    toCards(
      ctx,
      actor,
      rows.filter((r) => !deleted.has(r.i_id)),
    ).map((c) => [c.row.i_id, c]),
  );
  const items = rows.map((r): InterestItem => {
    const s = presentInterestState(me, {
      id: r.i_id,
      sender_id: r.i_sender_id,
      receiver_id: r.i_receiver_id,
      status: r.i_status,
      message: r.i_message,
      created_at: r.i_created_at,
      responded_at: r.i_responded_at,
    });
    const base = {
      id: s.id,
      status: s.status,
      created_at: s.created_at,
      responded_at: s.responded_at,
      direction: s.direction,
      sent_by_manager: !!r.i_by_manager,
    };
    const card = cards.get(r.i_id);
    // "a deleted member" (docs/data-rights.md): nothing of theirs, not even their message; the viewer's own stays.
    if (deleted.has(r.i_id) || !card)
      return { ...base, message: s.direction === 'sent' ? s.message : '', deleted: true, member: null };
    const [member] = plain([card]);
    return { ...base, message: s.message, deleted: false, member: { ...member, interest: s } };
  });
  return { interests: items, counts, total: counts[q.tab] };
}
