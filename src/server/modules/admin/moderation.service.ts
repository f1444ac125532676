import { eq, type SQL, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import {
  decisionClosesAllReports,
  deletionPending,
  isListed,
  type ReportDecision,
  reportDecisionRefusal,
  reportNoteRequired,
} from '../../../shared/policies';
import type { AccountStatus } from '../../../shared/roles';
import type {
  ReportDecisionInput,
  ReportDetail,
  ReportHistoryItem,
  ReportListQuery,
  ReportRow,
} from '../../../shared/schemas/moderation';
import type { Db } from '../../db/client';
import { auditLog, profiles, reports, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { isoOrNull } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { containsPattern, pageSql, queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { addNotification } from '../notifications/notify';
import { findMemberRow } from '../profiles/member.service';
import { presentProfile } from '../profiles/profile.presenter';
import { applyStatusChange, lockMemberRow, type MemberRow, mailStatusChange } from './admin.service';

/** The columns of one report as the queue reads it (raw SQL: two members joined, the reporters count). */
type RawReport = {
  id: string;
  reason: string;
  details: string;
  status: 'open' | 'closed';
  decision: ReportDecision | null;
  note: string;
  decided_at: Date | string | null;
  decided_by: string | null;
  created_at: Date | string;
  reporters: number;
  t_no: string;
  t_name: string;
  t_status: string;
  t_role: string;
  t_held: boolean;
  r_no: string;
  r_name: string;
  r_status: string;
  r_role: string;
  r_held: boolean;
};

const REPORT_SELECT = sql`
  select r.id, r.reason, r.details, r.status, r.decision, r.note, r.decided_at, r.created_at,
         coalesce(nullif(du.staff_name, ''), du.registration_no) as decided_by,
         (select count(distinct o.reporter_id)::int from reports o
           where o.target_id = r.target_id and o.status = 'open') as reporters,
         tu.registration_no as t_no, trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')) as t_name,
         tu.status as t_status, tu.role as t_role, coalesce(tp.held_by_staff, false) as t_held,
         ru.registration_no as r_no, trim(coalesce(rp.first_name, '') || ' ' || coalesce(rp.last_name, '')) as r_name,
         ru.status as r_status, ru.role as r_role, coalesce(rp.held_by_staff, false) as r_held
    from reports r
    join users tu on tu.id = r.target_id left join profiles tp on tp.user_id = tu.id
    join users ru on ru.id = r.reporter_id left join profiles rp on rp.user_id = ru.id
    left join users du on du.id = r.decided_by`;

function presentReport(r: RawReport): ReportRow {
  return {
    id: r.id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    decision: r.decision,
    note: r.note,
    decided_at: isoOrNull(r.decided_at),
    decided_by: r.decided_by,
    created_at: new Date(r.created_at).toISOString(),
    reporters: Number(r.reporters),
    target: {
      registration_no: r.t_no,
      name: r.t_name,
      status: r.t_status,
      user_role: r.t_role,
      held_by_staff: r.t_held,
    },
    reporter: {
      registration_no: r.r_no,
      name: r.r_name,
      status: r.r_status,
      user_role: r.r_role,
      held_by_staff: r.r_held,
    },
  };
}

/**
 * GET /api/admin/profile-reports (verification; docs/moderation.md, decision 165): one page of reports.
 * Open reports: members reported by the most different members first, then the oldest report first;
 * decided or all: newest first. `q` finds either member by registration number or name. Returns the page
 * and the total.
 */
export async function listReports(
  db: Db,
  q: ReportListQuery,
): Promise<{ reports: ReportRow[]; total: number; page: number; pageSize: number }> {
  const conds: SQL[] = [];
  if (q.status !== 'all') conds.push(sql`r.status = ${q.status}`);
  if (q.q) {
    const p = containsPattern(q.q);
    conds.push(sql`(tu.registration_no ilike ${p} or ru.registration_no ilike ${p}
      or (coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')) ilike ${p}
      or (coalesce(rp.first_name, '') || ' ' || coalesce(rp.last_name, '')) ilike ${p})`);
  }
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  const order =
    q.status === 'open'
      ? sql`order by reporters desc, r.created_at asc, r.id`
      : sql`order by r.created_at desc, r.id`;
  const rows = await queryRows<RawReport>(db, sql`${REPORT_SELECT} ${where} ${order} ${pageSql(q)}`);
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reports r
          join users tu on tu.id = r.target_id left join profiles tp on tp.user_id = tu.id
          join users ru on ru.id = r.reporter_id left join profiles rp on rp.user_id = ru.id ${where}`,
  );
  return { reports: rows.map(presentReport), total: Number(n), page: q.page, pageSize: q.pageSize };
}

async function history(db: Db, where: SQL, other: 'target' | 'reporter'): Promise<ReportHistoryItem[]> {
  const rows = await queryRows<RawReport>(
    db,
    sql`${REPORT_SELECT} where ${where} order by r.created_at desc limit 50`,
  );
  return rows.map((r) => {
    const p = presentReport(r);
    return {
      id: p.id,
      member: other === 'target' ? p.target : p.reporter,
      reason: p.reason,
      status: p.status,
      decision: p.decision,
      created_at: p.created_at,
    };
  });
}

/**
 * GET /api/admin/profile-reports/:id (verification; decision 165): the report, both profiles in full
 * (side by side), the reporter's other reports (newest 50: to spot false reporters) and the other reports
 * against the same member (newest 50). 404 for an unknown report.
 */
export async function reportDetail(db: Db, id: string): Promise<Omit<ReportDetail, 'success' | 'message'>> {
  const [r] = await queryRows<RawReport & { target_id: string; reporter_id: string }>(
    db,
    sql`select x.*, y.target_id, y.reporter_id from (${REPORT_SELECT} where r.id = ${id}) x
          join reports y on y.id = x.id`,
  );
  if (!r) throw new AppError(404, MSG.reportNotFound, 'not_found');
  const [target, reporter] = await Promise.all([
    findMemberRow(db, r.target_id),
    findMemberRow(db, r.reporter_id),
  ]);
  if (!target || !reporter) throw new AppError(404, MSG.reportNotFound, 'not_found');
  const full = (m: NonNullable<typeof target>) => ({
    ...presentProfile(m.u, m.p, { full: true, contact: true, horoscope: true }),
    status_reason: m.u.statusReason,
    activated_at: m.u.activatedAt?.toISOString() ?? null,
  });
  return {
    report: presentReport(r),
    target_profile: full(target),
    reporter_profile: full(reporter),
    reporter_history: await history(db, sql`r.reporter_id = ${r.reporter_id} and r.id <> ${id}`, 'target'),
    earlier_reports: await history(db, sql`r.target_id = ${r.target_id} and r.id <> ${id}`, 'reporter'),
  };
}

const REFUSAL = {
  closed: [409, MSG.reportClosed],
  already_hidden: [409, MSG.reportAlreadyHidden],
  not_active: [409, MSG.reportNotActive],
} as const;

/** What each decision answers the staff member with. */
export const DECISION_MESSAGE: Record<ReportDecision, string> = {
  dismiss: MSG.reportDismissed,
  warn: MSG.reportWarned,
  hide: MSG.reportHidden,
  deactivate: MSG.reportDeactivated,
};

/** The in-app notice a decision sends the reported member (docs/moderation.md): warn and hide only. */
const DECISION_NOTICE: Partial<Record<ReportDecision, { title: string; body: string }>> = {
  warn: { title: NOTICE.moderationWarnedTitle, body: NOTICE.moderationWarnedBody },
  hide: { title: NOTICE.moderationHiddenTitle, body: NOTICE.moderationHiddenBody },
};

/**
 * POST /api/admin/profile-reports/:id/decision (verification; decision 165, docs/moderation.md): in one
 * transaction with one audit row `report.<decision>`:
 * - dismiss closes this report;
 * - warn stores an in-app notice telling the member why (the note; never who reported);
 * - hide takes the profile out of every member list (profiles.held_by_staff) until staff un-hide it or
 *   approve a change the member asks for, and tells the member why;
 * - deactivate moves the account to inactive and revokes every token (signed out at once), mailing the
 *   member the reason after commit.
 * Every decision but dismiss closes every open report against the member. 404 unknown report; 409 when
 * the report is decided or the member's state refuses the decision (reportDecisionRefusal); 400 when a
 * decision that tells the member why has no note.
 */
export async function decideReport(
  ctx: AppContext,
  staff: Actor,
  id: string,
  input: ReportDecisionInput,
): Promise<ReportRow> {
  if (reportNoteRequired(input.decision) && !input.note) {
    throw new AppError(400, MSG.reportNoteRequired, 'note', { note: MSG.reportNoteRequired });
  }
  const mail = await ctx.db.transaction(async (tx) => {
    const [rep] = await tx.select().from(reports).where(eq(reports.id, id)).for('update').limit(1);
    if (!rep) throw new AppError(404, MSG.reportNotFound, 'not_found');
    const row = await findMemberRow(tx, rep.targetId, true);
    if (!row) throw new AppError(404, MSG.reportNotFound, 'not_found');
    const refusal = reportDecisionRefusal(input.decision, {
      status: rep.status,
      targetStatus: row.u.status as AccountStatus,
      targetHeld: row.p.heldByStaff,
    });
    if (refusal) {
      const [code, message] = REFUSAL[refusal];
      throw new AppError(code, message, refusal);
    }
    const now = new Date();
    const closed = await tx
      .update(reports)
      .set({
        status: 'closed',
        decision: input.decision,
        decidedBy: staff.id,
        decidedAt: now,
        note: input.note,
      })
      .where(
        decisionClosesAllReports(input.decision)
          ? sql`${reports.targetId} = ${rep.targetId} and ${reports.status} = 'open'`
          : eq(reports.id, id),
      )
      .returning({ id: reports.id });
    const details: Record<string, unknown> = {
      report_ids: closed.map((c) => c.id),
      report_reason: rep.reason,
      note: input.note,
    };
    let after: MemberRow | null = null;
    if (input.decision === 'hide') {
      await tx
        .update(profiles)
        .set({ heldByStaff: true, listed: false })
        .where(eq(profiles.userId, rep.targetId));
      details.held_by_staff = { from: false, to: true };
    } else if (input.decision === 'deactivate') {
      after = await applyStatusChange(tx, row, { status: 'inactive', reason: input.note });
      details.from = row.u.status;
      details.to = 'inactive';
    }
    const notice = DECISION_NOTICE[input.decision];
    if (notice) {
      await addNotification(tx, {
        userId: rep.targetId,
        kind: 'moderation',
        title: notice.title,
        body: fillNotice(notice.body, { reason: input.note }),
        link: '/user/profile',
      });
    }
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: `report.${input.decision}`,
      targetUserId: rep.targetId,
      details,
    });
    return after;
  });
  if (mail) await mailStatusChange(ctx, mail.u, mail.p, { status: 'inactive', reason: input.note });
  const [r] = await queryRows<RawReport>(ctx.db, sql`${REPORT_SELECT} where r.id = ${id}`);
  return presentReport(r);
}

/**
 * POST /api/admin/members/:registrationNo/unhide (verification; decision 165): staff list again a profile
 * they hid pending changes (listed when the account is active, not hidden by the member and not waiting to
 * be deleted), in one transaction with one audit row `profile.unhidden`. 404 unknown member; 409 when the
 * profile is not hidden by staff.
 */
export async function unhideProfile(ctx: AppContext, staff: Actor, registrationNo: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, eq(users.registrationNo, registrationNo));
    if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
    if (!row.p.heldByStaff) throw new AppError(409, MSG.profileNotHeld, 'not_held');
    await tx
      .update(profiles)
      .set({
        heldByStaff: false,
        listed: isListed(
          row.u.status as AccountStatus,
          row.p.hidden,
          deletionPending(row.u),
          false,
          row.p.foundMatchAt !== null,
        ),
      })
      .where(eq(profiles.userId, row.u.id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'profile.unhidden',
      targetUserId: row.u.id,
      details: { held_by_staff: { from: true, to: false } },
    });
  });
}
