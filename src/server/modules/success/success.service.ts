import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import {
  deletionPending,
  isListed,
  mayAnswerAsPartner,
  type StoryFacts,
  storyAwaitsReview,
  storyIsPublic,
  storySide,
} from '../../../shared/policies';
import type { AccountStatus } from '../../../shared/roles';
import { USER_AREA_ROLES } from '../../../shared/roles';
import type {
  MySuccess,
  MySuccessAnswer,
  PublicStory,
  StaffStory,
  StoryInput,
  StoryListQuery,
} from '../../../shared/schemas/success';
import type { Db, Tx } from '../../db/client';
import { auditLog, profiles, successStories, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { pageSql, queryRows } from '../../lib/sql';
import { removeRenditions } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { addNotification } from '../notifications/notify';

type StoryRow = typeof successStories.$inferSelect;

/** The facts the success policies read, from a stored row. */
export function storyFacts(r: StoryRow): StoryFacts {
  return {
    memberId: r.memberId,
    partnerId: r.partnerId,
    partnerState: r.partnerState,
    memberConsent: r.memberConsent,
    partnerConsent: r.partnerConsent,
    story: r.story,
    review: r.review,
    withdrawn: r.withdrawnAt !== null,
  };
}

/**
 * The SQL form of storyAgreed (src/shared/policies/success.ts) on `success_stories s`: the one condition the
 * staff queue and the public list read, beside the pure rule the tests check against it.
 */
export const AGREED_SQL = sql`(s.withdrawn_at is null and s.member_consent and s.story <> ''
  and s.partner_state <> 'pending' and (s.partner_state <> 'confirmed' or s.partner_consent))`;

const notFound = () => new AppError(404, MSG.successNotFound, 'not_found');

/**
 * Sets or clears a member's "found a match" mark and keeps profiles.listed = isListed (decision 160:
 * the mark takes the profile out of search and matches, the one visibility column every scope reads).
 */
async function setFoundMatch(tx: Tx, userId: string, found: boolean): Promise<void> {
  const [row] = await tx
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  if (!row) return;
  await tx
    .update(profiles)
    .set({
      foundMatchAt: found ? (row.p.foundMatchAt ?? new Date()) : null,
      listed: isListed(
        row.u.status as AccountStatus,
        row.p.hidden,
        deletionPending(row.u),
        row.p.heldByStaff,
        found,
      ),
    })
    .where(eq(profiles.userId, userId));
}

/** A member's registration number and first name, as shown to the other member of a story. */
async function person(db: Db | Tx, userId: string | null) {
  if (!userId) return null;
  const [r] = await queryRows<{ registration_no: string; name: string }>(
    db,
    sql`select u.registration_no, coalesce(p.first_name, '') as name
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return r ?? null;
}

/** The record the member marked or confirmed as partner (at most one of each; the own mark first). */
async function ownRecord(db: Db | Tx, userId: string, lock = false): Promise<StoryRow | undefined> {
  const q = db
    .select()
    .from(successStories)
    .where(
      or(
        eq(successStories.memberId, userId),
        and(eq(successStories.partnerId, userId), eq(successStories.partnerState, 'confirmed')),
      ),
    )
    .orderBy(sql`${successStories.memberId} = ${userId} desc`)
    .limit(1);
  const [r] = lock ? await q.for('update') : await q;
  return r;
}

/** The record `id` locked for a change by `actor`, or 404 when it does not exist or is not theirs to see. */
async function lockRecord(tx: Tx, actorId: string, id: string): Promise<StoryRow> {
  const [r] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update').limit(1);
  if (!r || (r.memberId !== actorId && r.partnerId !== actorId)) throw notFound();
  return r;
}

async function presentMine(db: Db | Tx, r: StoryRow, me: string): Promise<MySuccess> {
  const f = storyFacts(r);
  const side = storySide(f, me) ?? 'member';
  const other = await person(db, side === 'member' ? r.partnerId : r.memberId);
  return {
    id: r.id,
    side,
    other,
    partner_state: r.partnerState as MySuccess['partner_state'],
    my_consent: side === 'member' ? r.memberConsent : r.partnerConsent,
    their_consent: side === 'member' ? r.partnerConsent : r.memberConsent,
    story: r.story,
    review: r.review as MySuccess['review'],
    review_reason: r.reviewReason,
    withdrawn: r.withdrawnAt !== null,
    public: storyIsPublic(f),
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * GET /api/user/success (decision 160): the member's own record (as the one who marked it or the confirmed
 * partner) and the requests naming them as partner that wait for their answer.
 */
export async function mySuccess(
  ctx: AppContext,
  actor: Actor,
): Promise<Omit<MySuccessAnswer, 'success' | 'message'>> {
  const own = await ownRecord(ctx.db, actor.id);
  const requests = await queryRows<{
    id: string;
    registration_no: string;
    name: string;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select s.id, u.registration_no, coalesce(p.first_name, '') as name, s.created_at
        from success_stories s join users u on u.id = s.member_id left join profiles p on p.user_id = u.id
        where s.partner_id = ${actor.id} and s.partner_state = 'pending' order by s.created_at`,
  );
  return {
    record: own ? await presentMine(ctx.db, own, actor.id) : null,
    requests: requests.map((r) => ({
      id: r.id,
      from: { registration_no: r.registration_no, name: r.name },
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * POST /api/user/success (decision 160): "We found our match". Hides the member's profile from search and
 * matches at once; with a partner's registration number, asks that member to confirm (a bell notice).
 * 409 when the member already has a record; 404 for a number that is not a member of the other gender
 * (the same answer as for one that does not exist); 400 for the member's own number.
 */
export async function markFound(ctx: AppContext, actor: Actor, partnerNo: string): Promise<MySuccess> {
  return ctx.db.transaction(async (tx) => {
    // The member's profile row is the lock that serialises two marks by the same member.
    await tx.execute(sql`select 1 from profiles where user_id = ${actor.id} for update`);
    if (await ownRecord(tx, actor.id)) throw new AppError(409, MSG.successAlready, 'already');
    let partnerId: string | null = null;
    if (partnerNo) {
      const r = partnerNo.toUpperCase();
      const [p] = await queryRows<{ id: string; same: boolean }>(
        tx,
        sql`select u.id, u.id = ${actor.id} as same from users u join profiles c on c.user_id = u.id
            where u.registration_no in (${partnerNo}, ${r}) and u.erased_at is null and u.deletion_due_at is null
              and u.status = 'active'
              and u.role in (${sql.join(
                USER_AREA_ROLES.map((x) => sql`${x}`),
                sql`, `,
              )})
              and (u.id = ${actor.id} or c.gender <> (select g.gender from profiles g where g.user_id = ${actor.id}))
            limit 1`,
      );
      if (p?.same)
        throw new AppError(400, MSG.successPartnerSelf, 'self', {
          partner_registration_no: MSG.successPartnerSelf,
        });
      if (!p)
        throw new AppError(404, MSG.profileNotFound, 'not_found', {
          partner_registration_no: MSG.profileNotFound,
        });
      partnerId = p.id;
    }
    const [row] = await tx
      .insert(successStories)
      .values({ memberId: actor.id, partnerId, partnerState: partnerId ? 'pending' : 'none' })
      .returning();
    await setFoundMatch(tx, actor.id, true);
    if (partnerId) {
      const me = await person(tx, actor.id);
      await addNotification(tx, {
        userId: partnerId,
        kind: 'success_named',
        title: fillNotice(NOTICE.successNamedTitle, {
          name: me?.name ?? '',
          registrationNo: me?.registration_no ?? '',
        }),
        body: NOTICE.successNamedBody,
        link: '/user/userDashboard',
      });
    }
    return presentMine(tx, row, actor.id);
  });
}

/**
 * POST /api/user/success/:id/answer (decision 160): the named partner confirms (their profile leaves
 * search and matches too) or declines (nothing of theirs changes; the member's story goes on alone).
 * 404 unless the actor is the partner asked and has not answered; 409 when they already confirmed
 * another record or marked their own.
 */
export async function answerAsPartner(
  ctx: AppContext,
  actor: Actor,
  id: string,
  confirm: boolean,
): Promise<MySuccess | null> {
  return ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, actor.id, id);
    if (!mayAnswerAsPartner(storyFacts(r), actor.id)) throw notFound();
    if (confirm && (await ownRecord(tx, actor.id, true)))
      throw new AppError(409, MSG.successAlready, 'already');
    const [row] = await tx
      .update(successStories)
      .set({ partnerState: confirm ? 'confirmed' : 'declined', updatedAt: new Date() })
      .where(eq(successStories.id, id))
      .returning();
    if (!confirm) return null;
    await setFoundMatch(tx, actor.id, true);
    return presentMine(tx, row, actor.id);
  });
}

/**
 * PUT /api/user/success/:id/story (decision 160): either member writes or changes the story and agrees to
 * its publication. A changed text needs the other member's agreement again and goes back to staff; the
 * same text only adds the writer's agreement. A withdrawn story comes back this way.
 */
export async function saveStory(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: StoryInput,
): Promise<MySuccess> {
  return ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, actor.id, id);
    const side = storySide(storyFacts(r), actor.id);
    if (!side) throw notFound();
    const changed = input.story !== r.story;
    const mine = side === 'member' ? 'memberConsent' : 'partnerConsent';
    const theirs = side === 'member' ? 'partnerConsent' : 'memberConsent';
    const [row] = await tx
      .update(successStories)
      .set({
        story: input.story,
        [mine]: true,
        [theirs]: changed || r.withdrawnAt !== null ? false : r[theirs],
        withdrawnAt: null,
        review: changed || r.review === 'none' || r.withdrawnAt !== null ? 'pending' : r.review,
        reviewReason: changed ? '' : r.reviewReason,
        updatedAt: new Date(),
      })
      .where(eq(successStories.id, id))
      .returning();
    return presentMine(tx, row, actor.id);
  });
}

/**
 * POST /api/user/success/:id/withdraw (decision 160): either member takes the story back at any time; it
 * leaves the home page and /about at once and both agreements are cleared.
 */
export async function withdrawStory(ctx: AppContext, actor: Actor, id: string): Promise<MySuccess> {
  return ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, actor.id, id);
    if (!storySide(storyFacts(r), actor.id)) throw notFound();
    const [row] = await tx
      .update(successStories)
      .set({
        withdrawnAt: new Date(),
        memberConsent: false,
        partnerConsent: false,
        review: 'none',
        updatedAt: new Date(),
      })
      .where(eq(successStories.id, id))
      .returning();
    return presentMine(tx, row, actor.id);
  });
}

/**
 * DELETE /api/user/success/:id (decision 160): the member who marked it takes "We found our match" back;
 * the record (its story and photo) is deleted and both profiles return to search and matches.
 */
export async function cancelFound(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const photoKey = await ctx.db.transaction(async (tx) => {
    const r = await lockRecord(tx, actor.id, id);
    if (r.memberId !== actor.id) throw notFound();
    await tx.delete(successStories).where(eq(successStories.id, id));
    await setFoundMatch(tx, actor.id, false);
    if (r.partnerId && r.partnerState === 'confirmed') await setFoundMatch(tx, r.partnerId, false);
    return r.photoKey;
  });
  // The story's photo goes with it, after the commit (docs/success-stories.md#the-photo).
  if (photoKey) await removeRenditions(ctx.store, photoKey);
}

/**
 * The public's condition on `success_stories s` joined with `users m` (the member) and `users pu` (the
 * partner): agreed, approved, and neither member waiting to be deleted or erased.
 */
export const PUBLIC_SQL = sql`${AGREED_SQL} and s.review = 'approved'
  and m.deletion_due_at is null and m.erased_at is null
  and (s.partner_state <> 'confirmed' or (pu.deletion_due_at is null and pu.erased_at is null))`;

/**
 * GET /api/success-stories (decision 160): the newest approved stories (at most `limit`) for the home page's
 * member section and /about: first names only, the text and the year it was approved.
 */
export async function publicStories(db: Db, limit = 6): Promise<PublicStory[]> {
  const rows = await queryRows<{
    id: string;
    a: string;
    b: string | null;
    story: string;
    at: Date | string;
    photo: boolean;
  }>(
    db,
    sql`select s.id, s.photo_key is not null as photo, coalesce(mp.first_name, '') as a,
               case when s.partner_state = 'confirmed' then pp.first_name end as b,
               s.story, coalesce(s.reviewed_at, s.updated_at) as at
        from success_stories s
        join users m on m.id = s.member_id left join profiles mp on mp.user_id = m.id
        left join users pu on pu.id = s.partner_id left join profiles pp on pp.user_id = pu.id
        where ${PUBLIC_SQL}
        order by s.reviewed_at desc nulls last, s.id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    names: [r.a, r.b].filter(Boolean).join(' & '),
    story: r.story,
    year: new Date(r.at).getUTCFullYear(),
    photo: r.photo ? `/api/success-stories/${r.id}/photo` : null,
  }));
}

const STATE_SQL: Record<StoryListQuery['state'], SQL> = {
  pending: sql`${AGREED_SQL} and s.review = 'pending'`,
  approved: sql`s.review = 'approved'`,
  rejected: sql`s.review = 'rejected'`,
  // told us about a match, story not (yet) agreed by everyone in it
  waiting: sql`not ${AGREED_SQL}`,
  all: sql`true`,
};

/**
 * GET /api/admin/success-stories (verification; decision 160): stories by state, oldest waiting first for
 * the queue, newest first otherwise; paged. `photoUrl`: the staff's link to a story's photo.
 */
export async function listStories(db: Db, q: StoryListQuery, photoUrl: (storyId: string) => string) {
  const where = STATE_SQL[q.state];
  const order = q.state === 'pending' ? sql`s.updated_at asc` : sql`s.updated_at desc`;
  const rows = await queryRows<{
    id: string;
    m_no: string;
    m_name: string;
    p_no: string | null;
    p_name: string | null;
    partner_state: string;
    story: string;
    review: string;
    review_reason: string;
    agreed: boolean;
    withdrawn: boolean;
    reviewed_by: string | null;
    reviewed_at: Date | string | null;
    created_at: Date | string;
    updated_at: Date | string;
    photo_key: string | null;
  }>(
    db,
    sql`select s.id, s.photo_key, m.registration_no as m_no, coalesce(mp.first_name || ' ' || mp.last_name, '') as m_name,
               pu.registration_no as p_no, coalesce(pp.first_name || ' ' || pp.last_name, '') as p_name,
               s.partner_state, s.story, s.review, s.review_reason, ${AGREED_SQL} as agreed,
               s.withdrawn_at is not null as withdrawn,
               coalesce(nullif(st.staff_name, ''), st.email) as reviewed_by, s.reviewed_at, s.created_at, s.updated_at
        from success_stories s
        join users m on m.id = s.member_id left join profiles mp on mp.user_id = m.id
        left join users pu on pu.id = s.partner_id left join profiles pp on pp.user_id = pu.id
        left join users st on st.id = s.reviewed_by
        where ${where} order by ${order}, s.id
        ${pageSql(q)}`,
  );
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from success_stories s where ${where}`,
  );
  const stories: StaffStory[] = rows.map((r) => ({
    id: r.id,
    member: { registration_no: r.m_no, name: r.m_name.trim() },
    partner: r.p_no ? { registration_no: r.p_no, name: (r.p_name ?? '').trim() } : null,
    partner_state: r.partner_state,
    story: r.story,
    review: r.review,
    review_reason: r.review_reason,
    agreed: r.agreed,
    withdrawn: r.withdrawn,
    reviewed_by: r.reviewed_by,
    reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    photo: r.photo_key ? photoUrl(r.id) : null,
  }));
  return { stories, total: c.n, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /api/admin/success-stories/:id/review (verification; decision 160): approve or reject a story that
 * waits for review, with one audit row in the same transaction and a bell notice to everyone in it.
 * 404 for an unknown id; 409 when the story is not waiting (withdrawn, changed, already decided).
 */
export async function reviewStory(
  ctx: AppContext,
  staff: Actor,
  id: string,
  v: { decision: 'approve' | 'reject'; reason: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(successStories)
      .where(eq(successStories.id, id))
      .for('update')
      .limit(1);
    if (!r) throw notFound();
    if (!storyAwaitsReview(storyFacts(r))) throw new AppError(409, MSG.successNotReady, 'not_ready');
    const approved = v.decision === 'approve';
    await tx
      .update(successStories)
      .set({
        review: approved ? 'approved' : 'rejected',
        reviewReason: approved ? '' : v.reason,
        reviewedBy: staff.id,
        reviewedAt: new Date(),
      })
      .where(eq(successStories.id, id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: approved ? 'story.approved' : 'story.rejected',
      targetUserId: r.memberId,
      details: { story_id: id, partner_id: r.partnerId, reason: v.reason },
    });
    const people = [r.memberId, r.partnerState === 'confirmed' ? r.partnerId : null].filter(
      (x): x is string => !!x,
    );
    for (const userId of people) {
      await addNotification(tx, {
        userId,
        kind: 'story_reviewed',
        title: approved ? NOTICE.storyApprovedTitle : NOTICE.storyRejectedTitle,
        body: approved
          ? NOTICE.storyApprovedBody
          : fillNotice(NOTICE.storyRejectedBody, { reason: v.reason }),
        link: '/user/userDashboard',
      });
    }
  });
}
