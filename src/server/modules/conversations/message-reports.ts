import { sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';

type Row = {
  id: string;
  status: 'open' | 'closed';
  decision: 'dismiss' | 'action_taken' | null;
  reason: string;
  created_at: Date | string;
  reporter: string;
  sender: string;
  sender_id: string;
  message: string;
  message_id: string | number;
  conversation_id: string;
};

const select = sql`select r.id, r.status, r.decision, r.reason, r.created_at, ru.registration_no as reporter,
    su.registration_no as sender, m.sender_id, m.body as message, m.id as message_id, m.conversation_id
  from message_reports r join messages m on m.id = r.message_id
  join users ru on ru.id = r.reporter_id join users su on su.id = m.sender_id`;

const present = (r: Row) => ({
  id: r.id,
  status: r.status,
  decision: r.decision,
  reason: r.reason,
  created_at: new Date(r.created_at).toISOString(),
  reporter: r.reporter,
  sender: r.sender,
  message: r.message,
});

/** GET /api/admin/message-reports (docs/conversations.md#safety): the queue, oldest open first (at most 200). */
export async function listMessageReports(db: Db, status: 'open' | 'closed') {
  const rows = await queryRows<Row>(
    db,
    sql`${select} where r.status = ${status} order by r.created_at ${status === 'open' ? sql`asc` : sql`desc`} limit 200`,
  );
  return { reports: rows.map(present) };
}

/**
 * GET /api/admin/message-reports/:id (docs/conversations.md#safety): the reported message and its
 * context, the 10 messages before and after it in that conversation, by registration number. Staff
 * read a conversation only this way, and every look is an audit row (`message_report.viewed`). 404
 * for an unknown report.
 */
export async function messageReportDetail(ctx: AppContext, actor: Actor, id: string) {
  const [r] = await queryRows<Row>(ctx.db, sql`${select} where r.id = ${id}`);
  if (!r) throw new AppError(404, MSG.reportNotFound, 'not_found');
  const context = await queryRows<{
    id: string | number;
    from: string;
    body: string;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select * from (
          (select m.id, u.registration_no as "from", m.body, m.created_at from messages m join users u on u.id = m.sender_id
            where m.conversation_id = ${r.conversation_id} and m.id <= ${r.message_id} order by m.id desc limit 11)
          union all
          (select m.id, u.registration_no as "from", m.body, m.created_at from messages m join users u on u.id = m.sender_id
            where m.conversation_id = ${r.conversation_id} and m.id > ${r.message_id} order by m.id limit 10)
        ) x order by id`,
  );
  await ctx.db.insert(auditLog).values({
    actorId: actor.id,
    action: 'message_report.viewed',
    targetUserId: r.sender_id,
    details: { report_id: r.id },
  });
  return {
    report: present(r),
    context: context.map((m) => ({
      id: Number(m.id),
      from: m.from,
      body: m.body,
      created_at: new Date(m.created_at).toISOString(),
      reported: Number(m.id) === Number(r.message_id),
    })),
  };
}

/**
 * POST /api/admin/message-reports/:id/decision (docs/conversations.md#safety): closes an open report
 * with the decision and note, and its audit row, in one transaction. 404 unknown, 409 already decided.
 */
export async function decideMessageReport(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { decision: 'dismiss' | 'action_taken'; note: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [r] = await queryRows<{ id: string; status: string; sender_id: string }>(
      tx,
      sql`select r.id, r.status, m.sender_id from message_reports r join messages m on m.id = r.message_id
          where r.id = ${id} for update of r`,
    );
    if (!r) throw new AppError(404, MSG.reportNotFound, 'not_found');
    if (r.status !== 'open') throw new AppError(409, MSG.reportClosed, 'decided');
    await tx.execute(
      sql`update message_reports set status = 'closed', decision = ${body.decision}, note = ${body.note},
            decided_by = ${actor.id}, decided_at = now() where id = ${id}`,
    );
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: `message_report.${body.decision}`,
      targetUserId: r.sender_id,
      details: { report_id: id, note: body.note },
    });
    const [row] = await queryRows<Row>(tx, sql`${select} where r.id = ${id}`);
    return present(row);
  });
}
