import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/audit-actions';
import { formatRupees, todayIST } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { PAY_MSG } from '../../../shared/payment-messages';
import { isStaff } from '../../../shared/policies/account';
import {
  ASSISTED_PLAN,
  agreedPriceAllowed,
  agreedPriceRange,
  mayActFor,
  mayAnswerSuggestion,
  mayBeAssigned,
  mayBeManager,
  mayManagerSendInterest,
  mayRequestAssistance,
  memberAssistedAbilities,
  requestActions,
  suggestionAnswerRefusal,
} from '../../../shared/policies/assisted';
import { heldPermissions } from '../../../shared/policies/staff';
import type { Role } from '../../../shared/roles';
import type { SearchQuery } from '../../../shared/schemas/members';
import type { Db, Tx } from '../../db/client';
import {
  assistanceRequests,
  assistedCandidates,
  assistedMembers,
  assistedNotes,
  auditLog,
  partnerPreferences,
  plans,
  profiles,
  relationshipManagers,
  users,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { isoOrNull } from '../../lib/dates';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { priorityDueFor } from '../../lib/priority';
import { pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type CardRow, cardColumns, plain, toCards } from '../directory/cards';
import { featuredExpr } from '../directory/criteria';
import { findVisibleMember, memberNotFound } from '../directory/visibility';
import { expressInterest } from '../interests/interest.service';
import { searchMembers } from '../matches/browse.service';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { recordOfflinePayment } from '../staff-payments/staff-payments.service';

/**
 * The assisted service (docs/assisted-service.md, decisions 170-172): call-back requests and agreed
 * prices, relationship managers and what they do for a member. Every manager action writes one audit
 * row (`assisted.*`) in its own transaction; the member reads those rows as "Activity by your manager".
 */

/** The audit actions a member sees as "Activity by your manager" (decision 172). */
export const MANAGER_ACTIONS = [
  'assisted.viewed',
  'assisted.searched',
  'assisted.note',
  'assisted.shortlisted',
  'assisted.suggested',
  'assisted.interest_sent',
  'assisted.follow_up_done',
] as const;

async function onRequestPlan(db: Db | Tx) {
  const [plan] = await db.select().from(plans).where(eq(plans.code, ASSISTED_PLAN));
  return plan;
}

/** GET /api/assisted/offer: the Assisted Service's name, period and price range (paise). */
export async function assistedOffer(db: Db) {
  const plan = await onRequestPlan(db);
  if (!plan?.onRequest) throw new AppError(404, PAY_MSG.planNotOnSale, 'not_found');
  const { min, max } = agreedPriceRange(plan);
  return {
    plan: plan.code,
    name: plan.name,
    duration_months: plan.durationMonths,
    min_paise: min,
    max_paise: max,
    features: plan.features,
  };
}

type RequestRow = typeof assistanceRequests.$inferSelect;
const presentRequest = (r: RequestRow) => ({
  id: r.id,
  status: r.status as 'pending',
  preferred_time: r.preferredTime as 'morning',
  language: r.language as 'kn',
  note: r.note,
  agreed_price_paise: r.agreedPricePaise,
  created_at: r.createdAt.toISOString(),
  priority_due_at: r.priorityDueAt ? r.priorityDueAt.toISOString() : null,
});

/**
 * POST /api/user/assisted/request (decision 170): a member's call-back request, pending in the staff
 * queue, due within priority support's working hours when the plan has it (docs/plan-features.md#priority-support).
 * 403 for an account that may not ask; 409 while one is pending or priced (unique index).
 */
export async function requestAssistance(
  ctx: AppContext,
  actor: Actor,
  input: { preferred_time: string; language: string; note: string },
) {
  if (!mayRequestAssistance(actor)) throw new AppError(403, MSG.assistNotAllowed, 'forbidden');
  const priorityDueAt = await priorityDueFor(ctx.db, actor);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assistanceRequests)
        .values({
          userId: actor.id,
          preferredTime: input.preferred_time,
          language: input.language,
          note: input.note,
          priorityDueAt,
        })
        .returning();
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: 'assisted.requested',
        targetUserId: actor.id,
        details: { requestId: row.id },
      });
      return presentRequest(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MSG.assistRequestOpen, 'open_request');
    throw err;
  }
}

const managerName = (u: { staffName: string | null; email: string }) => u.staffName ?? u.email;

/**
 * GET /api/user/assisted (decisions 171-172): the member's latest request, their manager's name, working
 * hours and contact (only while assigned), the opt-in, suggestions (newest first, each with the
 * candidate's card in the member's own visibility scope) and the manager's activity.
 */
export async function memberAssisted(ctx: AppContext, actor: Actor) {
  const [request] = await ctx.db
    .select()
    .from(assistanceRequests)
    .where(eq(assistanceRequests.userId, actor.id))
    .orderBy(desc(assistanceRequests.createdAt))
    .limit(1);
  const [a] = await ctx.db
    .select({
      maySend: assistedMembers.maySendInterests,
      managerId: assistedMembers.managerId,
      staffName: users.staffName,
      email: users.email,
      hours: relationshipManagers.workingHours,
      phone: relationshipManagers.phone,
    })
    .from(assistedMembers)
    .leftJoin(users, eq(users.id, assistedMembers.managerId))
    .leftJoin(relationshipManagers, eq(relationshipManagers.userId, assistedMembers.managerId))
    .where(eq(assistedMembers.memberId, actor.id));
  const manager =
    a?.managerId && a.email
      ? {
          name: managerName({ staffName: a.staffName, email: a.email }),
          working_hours: a.hours ?? '',
          phone: a.phone ?? '',
          email: a.email,
        }
      : null;
  const rows = await queryRows<
    CardRow & {
      s_id: string;
      s_status: 'suggested';
      s_note: string;
      s_reason: string;
      s_created_at: Date | string;
      s_visible: boolean;
    }
  >(
    ctx.db,
    sql`select s.id as s_id, s.status as s_status, s.note as s_note, s.decline_reason as s_reason,
               s.created_at as s_created_at, ${cardColumns(actor)}, ${featuredExpr()} as featured
        from assisted_candidates s
        join profiles c on c.user_id = s.candidate_id join users u on u.id = c.user_id
        where s.member_id = ${actor.id} and s.status <> 'shortlisted'
          and c.listed and c.user_id not in (
            select b.target_id from blocks b where b.user_id = ${actor.id}
            union all select b.user_id from blocks b where b.target_id = ${actor.id})
        order by s.created_at desc limit 50`,
  );
  const cards = toCards(ctx, actor, rows);
  const shown = plain(cards);
  const suggestions = cards.map(({ row: r }, i) => {
    const card = shown[i];
    return {
      id: r.s_id,
      status: r.s_status,
      note: r.s_note,
      decline_reason: r.s_reason,
      created_at: isoOrNull(r.s_created_at) as string,
      member: card,
      may_answer: mayAnswerSuggestion(r.s_status),
    };
  });
  const activity = await queryRows<{
    id: number;
    action: string;
    reg: string | null;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select id, action, details->>'registrationNo' as reg, created_at from audit_log
        where target_user_id = ${actor.id} and action = any(${sql.param([...MANAGER_ACTIONS])}::text[])
        order by created_at desc, id desc limit 30`,
  );
  return {
    request: request ? presentRequest(request) : null,
    manager,
    may_send_interests: a?.maySend ?? false,
    suggestions,
    activity: activity.map((r) => ({
      id: Number(r.id),
      action: r.action,
      registration_no: r.reg ?? '',
      created_at: isoOrNull(r.created_at) as string,
    })),
    abilities: memberAssistedAbilities(actor, request?.status ?? null),
  };
}

/** PUT /api/user/assisted/settings: the member's "my manager may send interests for me" (decision 172). */
export async function setMemberSettings(ctx: AppContext, actor: Actor, maySend: boolean) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(assistedMembers)
      .values({ memberId: actor.id, maySendInterests: maySend })
      .onConflictDoUpdate({ target: assistedMembers.memberId, set: { maySendInterests: maySend } });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'assisted.settings',
      targetUserId: actor.id,
      details: { maySendInterests: maySend },
    });
  });
}

async function suggestionOf(tx: Tx, id: string) {
  const [s] = await tx.select().from(assistedCandidates).where(eq(assistedCandidates.id, id)).for('update');
  return s ?? null;
}

/**
 * Tells the member's current relationship manager (if any) in their bell that the member answered a
 * suggestion of `candidate` (docs/assisted-service.md#the-member-stays-in-control); in the answer's transaction.
 */
async function tellManagerOfAnswer(
  tx: Tx,
  actor: Actor,
  candidate: string,
  answer: { approved: true } | { approved: false; reason: string },
) {
  const [a] = await tx
    .select({
      managerId: assistedMembers.managerId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(assistedMembers)
    .innerJoin(profiles, eq(profiles.userId, assistedMembers.memberId))
    .where(eq(assistedMembers.memberId, actor.id));
  if (!a?.managerId) return;
  const who = {
    name: `${a.firstName} ${a.lastName}`.trim(),
    registrationNo: actor.registrationNo,
    candidate,
  };
  await addNotification(tx, {
    userId: a.managerId,
    kind: 'assisted_answered',
    title: fillNotice(answer.approved ? NOTICE.assistApprovedTitle : NOTICE.assistDeclinedTitle, who),
    body: answer.approved
      ? NOTICE.assistApprovedBody
      : answer.reason
        ? fillNotice(NOTICE.assistDeclinedBody, { reason: answer.reason })
        : '',
    link: `/admin/assisted/${actor.registrationNo}`,
  });
}

/**
 * POST /api/user/assisted/suggestions/:id/approve (decision 172): the member sends the interest
 * (expressInterest, the member's plan and quota; marked as sent by the manager). 404 for another's or an
 * unknown suggestion, 409 when already answered; the interest's own refusals pass through.
 */
export async function approveSuggestion(ctx: AppContext, actor: Actor, id: string) {
  const [s] = await ctx.db
    .select({
      memberId: assistedCandidates.memberId,
      status: assistedCandidates.status,
      managerId: assistedCandidates.managerId,
      reg: users.registrationNo,
    })
    .from(assistedCandidates)
    .innerJoin(users, eq(users.id, assistedCandidates.candidateId))
    .where(eq(assistedCandidates.id, id));
  const refusal = suggestionAnswerRefusal(s ?? null, actor.id);
  if (refusal === 'not_found') throw new AppError(404, MSG.assistSuggestionNotFound, 'not_found');
  if (refusal === 'answered') throw new AppError(409, MSG.assistSuggestionAnswered, 'answered');
  return expressInterest(
    ctx,
    actor,
    { registration_no: s.reg, message: '' },
    {
      managerId: s.managerId ?? undefined,
      inTx: async (tx, interest) => {
        const [open] = await tx
          .update(assistedCandidates)
          .set({ status: 'approved', interestId: interest.id, answeredAt: new Date() })
          .where(and(eq(assistedCandidates.id, id), eq(assistedCandidates.status, 'suggested')))
          .returning({ id: assistedCandidates.id });
        if (!open) throw new AppError(409, MSG.assistSuggestionAnswered, 'answered');
        await tx.insert(auditLog).values({
          actorId: actor.id,
          action: 'assisted.suggestion_approved',
          targetUserId: actor.id,
          details: { suggestionId: id, registrationNo: s.reg, interestId: interest.id },
        });
        await tellManagerOfAnswer(tx, actor, s.reg, { approved: true });
      },
    },
  );
}

/** POST /api/user/assisted/suggestions/:id/decline: declined with an optional reason the manager reads. */
export async function declineSuggestion(ctx: AppContext, actor: Actor, id: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const s = await suggestionOf(tx, id);
    const refusal = suggestionAnswerRefusal(s, actor.id);
    if (refusal === 'not_found') throw new AppError(404, MSG.assistSuggestionNotFound, 'not_found');
    if (refusal === 'answered') throw new AppError(409, MSG.assistSuggestionAnswered, 'answered');
    await tx
      .update(assistedCandidates)
      .set({ status: 'declined', declineReason: reason, answeredAt: new Date() })
      .where(eq(assistedCandidates.id, id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'assisted.suggestion_declined',
      targetUserId: actor.id,
      details: { suggestionId: id, reason },
    });
    const [c] = await tx
      .select({ reg: users.registrationNo })
      .from(users)
      .where(eq(users.id, (s as NonNullable<typeof s>).candidateId));
    await tellManagerOfAnswer(tx, actor, c?.reg ?? '', { approved: false, reason });
  });
}

// ---------------------------------------------------------------- the desk (staff with `assistance`)

/**
 * GET /api/admin/assisted/requests (decision 170): the queue of one status, priority requests first (soonest
 * due, docs/plan-features.md#priority-support), then oldest first, with
 * the member's name, number, plan, mobile (to call back) and referring promoter's code.
 */
export async function listRequests(ctx: AppContext, q: { status: string; page: number; pageSize: number }) {
  const rows = await queryRows<{
    id: string;
    status: string;
    preferred_time: string;
    language: string;
    note: string;
    agreed_price_paise: number | null;
    created_at: Date | string;
    priority_due_at: Date | string | null;
    registration_no: string;
    name: string;
    role: string;
    mobile: string | null;
    referred_by: string | null;
    total: string | number;
  }>(
    ctx.db,
    sql`select r.id, r.status, r.preferred_time, r.language, r.note, r.agreed_price_paise, r.created_at, r.priority_due_at,
               u.registration_no, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as name,
               u.role, p.mobile_no as mobile, pr.promo_code as referred_by, count(*) over () as total
        from assistance_requests r join users u on u.id = r.user_id
        left join profiles p on p.user_id = u.id
        left join promoters pr on pr.user_id = u.referred_by
        where r.status = ${q.status}
        order by r.priority_due_at asc nulls last, r.created_at asc, r.id
        ${pageSql(q)}`,
  );
  const plan = await onRequestPlan(ctx.db);
  const range = plan ? agreedPriceRange(plan) : { min: 0, max: 0 };
  return {
    requests: rows.map((r) => ({
      id: r.id,
      status: r.status as 'pending',
      preferred_time: r.preferred_time as 'morning',
      language: r.language as 'kn',
      note: r.note,
      agreed_price_paise: r.agreed_price_paise,
      created_at: isoOrNull(r.created_at) as string,
      priority_due_at: r.priority_due_at ? (isoOrNull(r.priority_due_at) as string) : null,
      registration_no: r.registration_no,
      name: r.name,
      role: r.role,
      mobile: r.mobile ?? '',
      referred_by: r.referred_by,
      actions: requestActions(r.status),
    })),
    min_paise: range.min,
    max_paise: range.max,
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function openRequest(tx: Tx, id: string) {
  const [r] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, id)).for('update');
  if (!r) throw new AppError(404, MSG.assistRequestNotFound, 'not_found');
  if (!requestActions(r.status).close) throw new AppError(409, MSG.assistRequestClosed, 'closed');
  return r;
}

/**
 * POST /api/admin/assisted/requests/:id/price (decision 170): staff agree `amount_paise` within the
 * plan's range (400 otherwise); the request becomes priced and the member is sent the payment link
 * (/checkout?plan=Assistance: checkout charges this stored amount). Audited.
 */
export async function priceRequest(ctx: AppContext, staff: Actor, id: string, amountPaise: number) {
  const plan = await onRequestPlan(ctx.db);
  if (!plan?.onRequest) throw new AppError(400, PAY_MSG.planNotOnSale, 'plan');
  if (!agreedPriceAllowed(plan, amountPaise)) {
    const { min, max } = agreedPriceRange(plan);
    const msg = PAY_MSG.agreedRange.replace('{min}', formatRupees(min)).replace('{max}', formatRupees(max));
    throw new AppError(400, msg, 'amount', { amount_paise: msg });
  }
  const note = await ctx.db.transaction(async (tx) => {
    const r = await openRequest(tx, id);
    await tx
      .update(assistanceRequests)
      .set({ status: 'priced', agreedPricePaise: amountPaise, pricedBy: staff.id, pricedAt: new Date() })
      .where(eq(assistanceRequests.id, id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'assisted.priced',
      targetUserId: r.userId,
      details: { requestId: id, amountPaise },
    });
    const n: NewNotification = {
      userId: r.userId,
      kind: 'assisted_priced',
      title: fillNotice(NOTICE.assistPricedTitle, { amount: formatRupees(amountPaise) }),
      body: NOTICE.assistPricedBody,
      link: `/payment/checkout?plan=${ASSISTED_PLAN}`,
    };
    await addNotification(tx, n);
    return n;
  });
  await emailNotification(ctx, note);
}

/**
 * POST /api/admin/assisted/requests/:id/offline (decision 170): records the member's offline payment of
 * the agreed price (the request must be priced: 409 otherwise) through recordOfflinePayment (same plan
 * rules, receipt series and audit); the payment marks the request paid.
 */
export async function recordRequestPayment(
  ctx: AppContext,
  staff: Actor,
  id: string,
  input: { mode: 'cash' | 'upi' | 'cheque' | 'bank_transfer'; paid_on: string; reference: string },
) {
  const [r] = await ctx.db
    .select({
      status: assistanceRequests.status,
      paise: assistanceRequests.agreedPricePaise,
      reg: users.registrationNo,
    })
    .from(assistanceRequests)
    .innerJoin(users, eq(users.id, assistanceRequests.userId))
    .where(eq(assistanceRequests.id, id));
  if (!r) throw new AppError(404, MSG.assistRequestNotFound, 'not_found');
  if (!requestActions(r.status).record || !r.paise)
    throw new AppError(409, PAY_MSG.agreedPriceFirst, 'not_priced');
  return recordOfflinePayment(ctx, staff, r.reg, {
    plan: ASSISTED_PLAN,
    mode: input.mode,
    paid_on: input.paid_on,
    amount_paise: r.paise,
    reference: input.reference,
    note: '',
  });
}

/** POST /api/admin/assisted/requests/:id/close: staff close an open request (the member declined). Audited. */
export async function closeRequest(ctx: AppContext, staff: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await openRequest(tx, id);
    await tx.update(assistanceRequests).set({ status: 'closed' }).where(eq(assistanceRequests.id, id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'assisted.closed',
      targetUserId: r.userId,
      details: { requestId: id },
    });
  });
}

/**
 * The relationship managers (staff holding `assistance`, the bootstrap Admin included) with their
 * workload: how many members each is assigned now.
 */
async function managers(db: Db | Tx) {
  const rows = await queryRows<{
    id: string;
    staff_name: string | null;
    email: string;
    members: string | number;
  }>(
    db,
    sql`select u.id, u.staff_name, u.email,
               (select count(*) from assisted_members a where a.manager_id = u.id) as members
        from users u
        where u.role = 'Admin' and u.status = 'active'
          and (u.staff_permissions is null or 'assistance' = any(u.staff_permissions))
        order by coalesce(u.staff_name, u.email)`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: managerName({ staffName: r.staff_name, email: r.email }),
    email: r.email,
    members: Number(r.members),
  }));
}

/**
 * GET /api/admin/assisted/assignments (decision 171): managers with their workload, and the members on
 * a running Assistance plan with their current manager (unassigned first).
 */
export async function listAssignments(ctx: AppContext) {
  const members = await queryRows<{
    registration_no: string;
    name: string;
    plan_expires_at: Date | string | null;
    manager_id: string | null;
    manager_name: string | null;
  }>(
    ctx.db,
    sql`select u.registration_no, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as name,
               u.plan_expires_at, a.manager_id, coalesce(m.staff_name, m.email) as manager_name
        from users u left join profiles p on p.user_id = u.id
        left join assisted_members a on a.member_id = u.id
        left join users m on m.id = a.manager_id
        where u.role = ${ASSISTED_PLAN} and u.status = 'active'
          and (u.plan_expires_at is null or u.plan_expires_at > now())
        order by a.manager_id is not null, u.created_at
        limit 500`,
  );
  return {
    managers: await managers(ctx.db),
    members: members.map((m) => ({ ...m, plan_expires_at: isoOrNull(m.plan_expires_at) })),
  };
}

/**
 * PUT /api/admin/assisted/members/:registrationNo/manager (decision 171): assigns, reassigns or (null)
 * unassigns the member's relationship manager; the old manager loses access at once. 404 for an unknown
 * member, 409 when the member is not on a running Assistance plan, 404 for a manager who is not one.
 * The member is told the new manager's name. Audited.
 */
export async function assignManager(ctx: AppContext, staff: Actor, regNo: string, managerId: string | null) {
  const note = await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        planExpiresAt: users.planExpiresAt,
        registrationNo: users.registrationNo,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.registrationNo, regNo.trim().toUpperCase()))
      .for('update', { of: users });
    if (!m || isStaff(m.role as Role)) throw memberNotFound();
    let name = '';
    if (managerId) {
      if (!mayBeAssigned(m)) throw new AppError(409, MSG.assistNotAssignable, 'not_assistance');
      const [mgr] = await tx
        .select({
          role: users.role,
          status: users.status,
          perms: users.staffPermissions,
          staffName: users.staffName,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, managerId));
      if (!mgr || !mayBeManager(mgr, heldPermissions(mgr.role as Role, mgr.perms)))
        throw new AppError(404, MSG.assistManagerNotFound, 'not_found');
      name = managerName(mgr);
    }
    const now = new Date();
    await tx
      .insert(assistedMembers)
      .values({
        memberId: m.id,
        managerId,
        assignedAt: managerId ? now : null,
        endedAt: managerId ? null : now,
      })
      .onConflictDoUpdate({
        target: assistedMembers.memberId,
        set: { managerId, assignedAt: managerId ? now : null, endedAt: managerId ? null : now },
      });
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: managerId ? 'assisted.assigned' : 'assisted.unassigned',
      targetUserId: m.id,
      details: { managerId },
    });
    if (!managerId) return null;
    const n: NewNotification = {
      userId: m.id,
      kind: 'assisted_manager',
      title: fillNotice(NOTICE.assistManagerTitle, { name }),
      body: NOTICE.assistManagerBody,
      link: '/user/userDashboard',
    };
    await addNotification(tx, n);
    // The manager's bell: their new member (docs/assisted-service.md#a-relationship-manager).
    await addNotification(tx, {
      userId: managerId,
      kind: 'assisted_assigned',
      title: fillNotice(NOTICE.assistAssignedTitle, {
        name: `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim(),
        registrationNo: m.registrationNo,
      }),
      body: NOTICE.assistAssignedBody,
      link: `/admin/assisted/${m.registrationNo}`,
    });
    return n;
  });
  if (note) await emailNotification(ctx, note);
}

/** GET/PUT /api/admin/assisted/profile: the manager's own working hours and phone shown to members. */
export async function managerProfile(db: Db, staffId: string) {
  const [r] = await db.select().from(relationshipManagers).where(eq(relationshipManagers.userId, staffId));
  return { working_hours: r?.workingHours ?? '', phone: r?.phone ?? '' };
}

/** Saves the manager's working hours and phone (their own row only). */
export async function saveManagerProfile(
  ctx: AppContext,
  staff: Actor,
  input: { working_hours: string; phone: string },
) {
  await ctx.db
    .insert(relationshipManagers)
    .values({ userId: staff.id, workingHours: input.working_hours, phone: input.phone })
    .onConflictDoUpdate({
      target: relationshipManagers.userId,
      set: { workingHours: input.working_hours, phone: input.phone },
    });
  return managerProfile(ctx.db, staff.id);
}

// ---------------------------------------------------------------- the manager's workspace

type Assigned = { member: Actor; maySend: boolean; name: string };

/**
 * The member `regNo` when `mgr` may act for them (mayActFor: assigned to mgr, Assistance plan running,
 * active); otherwise memberNotFound() — the same 404 as an unknown number (decision 171).
 */
async function assignedMember(db: Db | Tx, mgr: Actor, regNo: string): Promise<Assigned> {
  const [r] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      registrationNo: users.registrationNo,
      planExpiresAt: users.planExpiresAt,
      gender: profiles.gender,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      managerId: assistedMembers.managerId,
      maySend: assistedMembers.maySendInterests,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(assistedMembers, eq(assistedMembers.memberId, users.id))
    .where(eq(users.registrationNo, regNo.trim().toUpperCase()));
  const facts = r
    ? { managerId: r.managerId, memberRole: r.role, memberStatus: r.status, planExpiresAt: r.planExpiresAt }
    : null;
  if (!r || !mayActFor(mgr.id, mgr.role, mgr.permissions ?? [], facts)) throw memberNotFound();
  return {
    member: {
      id: r.id,
      role: r.role as Role,
      status: r.status as Actor['status'],
      registrationNo: r.registrationNo,
      planExpiresAt: r.planExpiresAt,
      gender: r.gender,
    },
    maySend: r.maySend,
    name: `${r.firstName} ${r.lastName}`.trim(),
  };
}

const audit = (
  tx: Db | Tx,
  mgr: Actor,
  action: AuditAction,
  memberId: string,
  details: Record<string, unknown> = {},
) => tx.insert(auditLog).values({ actorId: mgr.id, action, targetUserId: memberId, details });

/**
 * GET /api/admin/assisted/mine (decision 171): the manager's members (name, number, opt-in, suggestions
 * awaiting the member) and the follow-ups due by today (IST), oldest first.
 */
export async function myMembers(ctx: AppContext, mgr: Actor) {
  const members = await queryRows<{
    registration_no: string;
    name: string;
    may_send_interests: boolean;
    pending_suggestions: string | number;
  }>(
    ctx.db,
    sql`select u.registration_no, trim(p.first_name || ' ' || p.last_name) as name, a.may_send_interests,
               (select count(*) from assisted_candidates s where s.member_id = u.id and s.status = 'suggested') as pending_suggestions
        from assisted_members a join users u on u.id = a.member_id join profiles p on p.user_id = u.id
        where a.manager_id = ${mgr.id} and u.role = ${ASSISTED_PLAN} and u.status = 'active'
        order by p.first_name`,
  );
  const due = await queryRows<{
    note_id: string;
    registration_no: string;
    name: string;
    follow_up_on: string;
    body: string;
  }>(
    ctx.db,
    sql`select n.id as note_id, u.registration_no, trim(p.first_name || ' ' || p.last_name) as name,
               n.follow_up_on::text as follow_up_on, n.body
        from assisted_notes n join assisted_members a on a.member_id = n.member_id
        join users u on u.id = n.member_id join profiles p on p.user_id = u.id
        where a.manager_id = ${mgr.id} and not n.follow_up_done and n.follow_up_on <= ${todayIST()}::date
        order by n.follow_up_on, n.created_at`,
  );
  return {
    members: members.map((m) => ({ ...m, pending_suggestions: Number(m.pending_suggestions) })),
    due,
  };
}

/**
 * GET /api/admin/assisted/mine/:registrationNo (decision 171): the member's profile and partner
 * preferences, the notes and log, and the candidates — never password, payments or data-rights
 * requests. Audited as 'assisted.viewed'.
 */
export async function workspaceMember(ctx: AppContext, mgr: Actor, regNo: string) {
  const a = await assignedMember(ctx.db, mgr, regNo);
  const [p] = await ctx.db.select().from(profiles).where(eq(profiles.userId, a.member.id));
  const [prefs] = await ctx.db
    .select()
    .from(partnerPreferences)
    .where(eq(partnerPreferences.userId, a.member.id));
  const notes = await queryRows<{
    id: string;
    kind: 'note';
    body: string;
    follow_up_on: string | null;
    follow_up_done: boolean;
    author: string | null;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select n.id, n.kind, n.body, n.follow_up_on::text as follow_up_on, n.follow_up_done,
               coalesce(w.staff_name, w.email) as author, n.created_at
        from assisted_notes n left join users w on w.id = n.author_id
        where n.member_id = ${a.member.id} order by n.created_at desc limit 100`,
  );
  const candidates = await queryRows<{
    id: string;
    status: 'shortlisted';
    note: string;
    decline_reason: string;
    created_at: Date | string;
    registration_no: string;
    name: string;
  }>(
    ctx.db,
    sql`select s.id, s.status, s.note, s.decline_reason, s.created_at, u.registration_no, c.first_name as name
        from assisted_candidates s join users u on u.id = s.candidate_id join profiles c on c.user_id = u.id
        where s.member_id = ${a.member.id} order by s.created_at desc limit 200`,
  );
  await audit(ctx.db, mgr, 'assisted.viewed', a.member.id);
  return {
    member: {
      registration_no: a.member.registrationNo,
      name: a.name,
      gender: p.gender,
      date_of_birth: p.dateOfBirth,
      city: p.city ?? '',
      state: p.state ?? '',
      religion: p.religion ?? '',
      caste: p.caste ?? '',
      mother_tongue: p.motherTongue ?? '',
      qualification: p.qualification ?? '',
      occupation: p.occupation ?? '',
      income_band: p.incomeBand ?? '',
      height_cm: p.heightCm ?? null,
      about_me: p.aboutMe ?? '',
      may_send_interests: a.maySend,
    },
    preferences: {
      age_min: prefs?.ageMin ?? 18,
      age_max: prefs?.ageMax ?? 70,
      marital_statuses: prefs?.maritalStatuses ?? [],
      castes: prefs?.castes ?? [],
      mother_tongues: prefs?.motherTongues ?? [],
      qualifications: prefs?.qualifications ?? [],
      occupations: prefs?.occupations ?? [],
      states: prefs?.states ?? [],
      cities: prefs?.cities ?? [],
    },
    notes: notes.map((n) => ({
      ...n,
      author: n.author ?? '',
      created_at: isoOrNull(n.created_at) as string,
    })),
    candidates: candidates.map((c) => ({ ...c, created_at: isoOrNull(c.created_at) as string })),
  };
}

/** POST /api/admin/assisted/mine/:registrationNo/notes: a note, call or meeting, with an optional follow-up date. Audited. */
export async function addNote(
  ctx: AppContext,
  mgr: Actor,
  regNo: string,
  input: { kind: string; note: string; follow_up_on: string | null },
) {
  await ctx.db.transaction(async (tx) => {
    const a = await assignedMember(tx, mgr, regNo);
    const [n] = await tx
      .insert(assistedNotes)
      .values({
        memberId: a.member.id,
        authorId: mgr.id,
        kind: input.kind,
        body: input.note,
        followUpOn: input.follow_up_on,
      })
      .returning({ id: assistedNotes.id });
    await audit(tx, mgr, 'assisted.note', a.member.id, { noteId: n.id, kind: input.kind });
  });
}

/** POST /api/admin/assisted/notes/:id/done: a follow-up done (the note's member must be the manager's: 404 otherwise). */
export async function markFollowUpDone(ctx: AppContext, mgr: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [n] = await tx
      .select({ memberId: assistedNotes.memberId, reg: users.registrationNo })
      .from(assistedNotes)
      .innerJoin(users, eq(users.id, assistedNotes.memberId))
      .where(eq(assistedNotes.id, id));
    if (!n) throw new AppError(404, MSG.assistNoteNotFound, 'not_found');
    await assignedMember(tx, mgr, n.reg).catch(() => {
      throw new AppError(404, MSG.assistNoteNotFound, 'not_found');
    });
    await tx.update(assistedNotes).set({ followUpDone: true }).where(eq(assistedNotes.id, id));
    await audit(tx, mgr, 'assisted.follow_up_done', n.memberId, { noteId: id });
  });
}

/**
 * GET /api/admin/assisted/mine/:registrationNo/search (decision 171): the member's own search with the
 * member as the viewer (searchMembers: the same visibility scope, so never a hidden or blocked profile,
 * and the member's plan's filters). Audited.
 */
export async function searchForMember(ctx: AppContext, mgr: Actor, regNo: string, q: SearchQuery) {
  const a = await assignedMember(ctx.db, mgr, regNo);
  const page = await searchMembers(ctx, a.member, q);
  await audit(ctx.db, mgr, 'assisted.searched', a.member.id, {
    registrationNo: q.registration_no || undefined,
  });
  return page;
}

/**
 * POST /api/admin/assisted/mine/:registrationNo/{shortlist,suggestions} (decision 172): the candidate
 * must be in the member's visibility scope (404 exactly as an unknown number otherwise). A shortlisted
 * candidate may become a suggestion; anything else already listed is 409. A suggestion notifies the
 * member. Audited.
 */
export async function addCandidate(
  ctx: AppContext,
  mgr: Actor,
  regNo: string,
  input: { registration_no: string; note: string },
  status: 'shortlisted' | 'suggested',
) {
  const note = await ctx.db.transaction(async (tx) => {
    const a = await assignedMember(tx, mgr, regNo);
    const c = await findVisibleMember(tx, a.member.id, input.registration_no, 'see');
    const [existing] = await tx
      .select({ id: assistedCandidates.id, status: assistedCandidates.status })
      .from(assistedCandidates)
      .where(and(eq(assistedCandidates.memberId, a.member.id), eq(assistedCandidates.candidateId, c.id)))
      .for('update');
    if (existing && !(existing.status === 'shortlisted' && status === 'suggested'))
      throw new AppError(409, MSG.assistAlreadyListed, 'listed');
    if (existing) {
      await tx
        .update(assistedCandidates)
        .set({ status, note: input.note, managerId: mgr.id, createdAt: new Date() })
        .where(eq(assistedCandidates.id, existing.id));
    } else {
      await tx.insert(assistedCandidates).values({
        memberId: a.member.id,
        candidateId: c.id,
        managerId: mgr.id,
        status,
        note: input.note,
      });
    }
    await audit(tx, mgr, `assisted.${status}`, a.member.id, { registrationNo: c.registrationNo });
    if (status !== 'suggested') return null;
    const n: NewNotification = {
      userId: a.member.id,
      kind: 'assisted_suggestion',
      title: fillNotice(NOTICE.assistSuggestionTitle, {
        name: c.firstName,
        registrationNo: c.registrationNo,
      }),
      body: NOTICE.assistSuggestionBody,
      link: '/user/userDashboard',
    };
    await addNotification(tx, n);
    return n;
  });
  if (note) await emailNotification(ctx, note);
}

/**
 * POST /api/admin/assisted/mine/:registrationNo/interests (decision 172): with the member's opt-in (403
 * otherwise) the manager sends an interest for the member: expressInterest with the member as the sender
 * (the member's plan, quota — the same atomic count — and visibility scope), marked as sent by the
 * manager; the audit row is written in the same transaction.
 */
export async function sendInterestFor(
  ctx: AppContext,
  mgr: Actor,
  regNo: string,
  input: { registration_no: string; message: string },
) {
  const a = await assignedMember(ctx.db, mgr, regNo);
  if (!mayManagerSendInterest(a.maySend)) throw new AppError(403, MSG.assistNotOptedIn, 'not_opted_in');
  return expressInterest(ctx, a.member, input, {
    managerId: mgr.id,
    inTx: async (tx, interest, target) => {
      await audit(tx, mgr, 'assisted.interest_sent', a.member.id, {
        registrationNo: target.registrationNo,
        interestId: interest.id,
      });
    },
  });
}
