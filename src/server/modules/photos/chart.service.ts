import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { chartVisible, type HoroscopeViewer, maySeeMember } from '../../../shared/policies';
import type {
  AdminChart,
  ChartKind,
  ChartStatus,
  HoroscopeChart,
} from '../../../shared/schemas/horoscope-chart';
import type { Review } from '../../../shared/schemas/member';
import type { Db, Tx } from '../../db/client';
import { auditLog, horoscopeCharts, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { processChart } from '../../media/images';
import { CHART_VARIANT, signedChartUrl, verifyMediaSignature } from '../../media/signing';
import { chartKey, newStorageKey, removeChart, writeChart } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { linkViewer } from './photo.access';
import { queuePage, reviewedColumns } from './review-queue';

/**
 * The horoscope chart (docs/horoscope.md#chart): one PDF or image per member, uploaded as a private
 * document, moderated by staff like photos, opened only through links signed for one viewer (decision
 * 006) and only under the horoscope privacy rule (chartVisible).
 */

type ChartRow = typeof horoscopeCharts.$inferSelect;

/** A chart as `viewerId` may open it (the caller has decided that they may). */
export function presentChart(ctx: AppContext, viewerId: string, c: ChartRow): HoroscopeChart {
  return {
    id: c.id,
    kind: c.kind as ChartKind,
    status: c.status as ChartStatus,
    reason: c.reason,
    created_at: c.createdAt.toISOString(),
    url: signedChartUrl(ctx.config.jwtSecret, c.id, viewerId),
  };
}

/** GET /api/user/horoscope-chart: the member's own chart in any state, or null. */
export async function ownChart(ctx: AppContext, userId: string): Promise<HoroscopeChart | null> {
  const [c] = await ctx.db.select().from(horoscopeCharts).where(eq(horoscopeCharts.userId, userId)).limit(1);
  return c ? presentChart(ctx, userId, c) : null;
}

/**
 * POST /api/user/horoscope-chart (docs/horoscope.md#chart): checks the file (processChart: a PDF kept as
 * it is, an image re-encoded without metadata; 400 type, 413 bytes), stores it under a fresh random key
 * and makes it the member's chart, 'pending' for staff; the chart it replaces and its file are removed.
 * Callers take the member's upload slot first (reserveUpload's limits, decision 010).
 */
export async function uploadChart(ctx: AppContext, actor: Actor, input: Buffer): Promise<HoroscopeChart> {
  const { kind, file } = await processChart(input);
  const key = newStorageKey();
  await writeChart(ctx.store, key, kind, file);
  try {
    const { row, oldKey } = await ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, actor.id))
        .for('update');
      const [old] = await tx
        .delete(horoscopeCharts)
        .where(eq(horoscopeCharts.userId, actor.id))
        .returning({ key: horoscopeCharts.storageKey });
      const [c] = await tx
        .insert(horoscopeCharts)
        .values({ userId: actor.id, storageKey: key, kind, bytes: file.length, status: 'pending' })
        .returning();
      return { row: c, oldKey: old?.key ?? null };
    });
    if (oldKey) await removeChart(ctx.store, oldKey);
    return presentChart(ctx, actor.id, row);
  } catch (err) {
    await removeChart(ctx.store, key);
    throw err;
  }
}

/** DELETE /api/user/horoscope-chart: removes the member's chart and its file; 404 when there is none. */
export async function deleteChart(ctx: AppContext, actor: Actor): Promise<void> {
  const [old] = await ctx.db
    .delete(horoscopeCharts)
    .where(eq(horoscopeCharts.userId, actor.id))
    .returning({ key: horoscopeCharts.storageKey });
  if (!old) throw new AppError(404, MSG.chartNotFound, 'not_found');
  await removeChart(ctx.store, old.key);
}

/** A horoscope_charts row as row_to_json or a raw query gives it (snake_case, dates as strings). */
type ChartJson = {
  id: string;
  user_id: string;
  storage_key: string;
  kind: string;
  bytes: number;
  status: string;
  reason: string | null;
  created_at: string | Date;
  reviewed_at: string | Date | null;
  reviewed_by: string | null;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

function toChartRow(r: ChartJson): ChartRow {
  return {
    id: r.id,
    userId: r.user_id,
    storageKey: r.storage_key,
    kind: r.kind,
    bytes: Number(r.bytes),
    status: r.status,
    reason: r.reason,
    createdAt: toDate(r.created_at),
    reviewedAt: r.reviewed_at ? toDate(r.reviewed_at) : null,
    reviewedBy: r.reviewed_by,
  };
}

/**
 * A column for a query on `users`: the member's chart row as JSON (or null), so the profile view loads it in
 * the same statement as the member (docs/architecture.md#how-a-member-request-flows).
 */
export const chartColumn = () =>
  sql<
    ChartJson | string | null
  >`(select row_to_json(h) from horoscope_charts h where h.user_id = "users"."id")`;

/**
 * The chart loaded by chartColumn as `viewer` may open it, or null (chartVisible: the owner and staff in any
 * state; a member only an approved chart of a profile they may see, `owner.maySeeProfile`, whose horoscope
 * is visible to them).
 */
export function chartOfMember(
  ctx: AppContext,
  viewer: HoroscopeViewer,
  json: ChartJson | string | null,
  owner: { horoscopePrivacy: string; accepted: boolean; maySeeProfile: boolean },
): HoroscopeChart | null {
  if (!json) return null;
  const row = toChartRow(typeof json === 'string' ? (JSON.parse(json) as ChartJson) : json);
  const facts = { ...owner, ownerId: row.userId, status: row.status };
  return chartVisible(viewer, facts) ? presentChart(ctx, viewer.id, row) : null;
}

type LoadedFacts = Parameters<typeof chartVisible>[1] & { row: ChartRow };

/** One chart (chosen by `where` on `horoscope_charts h`) and its owner's facts as seen by `viewerId`. */
async function chartFacts(
  db: Db | Tx,
  viewerId: string,
  where: ReturnType<typeof sql>,
): Promise<LoadedFacts | null> {
  const [r] = await queryRows<
    ChartJson & {
      horoscope_privacy: string;
      listed: boolean;
      owner_gender: string;
      viewer_gender: string | null;
      accepted: boolean;
      blocked_by_viewer: boolean;
      blocked_by_owner: boolean;
    }
  >(
    db,
    sql`select h.*, c.horoscope_privacy, c.listed, c.gender as owner_gender,
          (select g.gender from profiles g where g.user_id = ${viewerId}) as viewer_gender,
          exists (select 1 from interests i where i.status = 'accepted'
                  and ((i.sender_id = ${viewerId} and i.receiver_id = h.user_id)
                    or (i.receiver_id = ${viewerId} and i.sender_id = h.user_id))) as accepted,
          exists (select 1 from blocks b where b.user_id = ${viewerId} and b.target_id = h.user_id) as blocked_by_viewer,
          exists (select 1 from blocks b where b.target_id = ${viewerId} and b.user_id = h.user_id) as blocked_by_owner
        from horoscope_charts h join profiles c on c.user_id = h.user_id
        where ${where} limit 1`,
  );
  if (!r) return null;
  return {
    row: toChartRow(r),
    ownerId: r.user_id,
    horoscopePrivacy: r.horoscope_privacy,
    accepted: r.accepted,
    status: r.status,
    maySeeProfile: maySeeMember({
      viewerId,
      viewerGender: r.viewer_gender,
      targetId: r.user_id,
      targetGender: r.owner_gender,
      targetListed: r.listed,
      blockedByViewer: r.blocked_by_viewer,
      blockedByTarget: r.blocked_by_owner,
    }),
  };
}

/**
 * GET /api/horoscope-charts/{chartId} (decision 006): the file a signed link points to and its kind,
 * after checking again the signature and expiry, that the chart exists (404) and that the viewer (still
 * active) may open it now (chartVisible); 403 otherwise.
 */
export async function chartFile(
  ctx: AppContext,
  link: { chartId: string; viewerId: string; exp: number; sig: string },
): Promise<{ key: string; kind: ChartKind }> {
  const signed = { photoId: link.chartId, variant: CHART_VARIANT, ...link };
  if (!verifyMediaSignature(ctx.config.jwtSecret, signed))
    throw new AppError(403, MSG.mediaLinkInvalid, 'bad_link');
  const viewer = await linkViewer(ctx.db, link.viewerId);
  const facts = await chartFacts(ctx.db, viewer.id, sql`h.id = ${link.chartId}`);
  if (!facts) throw new AppError(404, MSG.chartNotFound, 'not_found');
  if (!chartVisible(viewer, facts)) throw new AppError(403, MSG.forbidden, 'forbidden');
  const kind = facts.row.kind as ChartKind;
  return { key: chartKey(facts.row.storageKey, kind), kind };
}

/**
 * GET /api/admin/horoscope-charts (staff with the verification permission, docs/horoscope.md#chart): charts
 * in one state, oldest first for 'pending' (last reviewed first otherwise), with their member and links
 * signed for the staff member.
 */
export async function adminListCharts(
  ctx: AppContext,
  staff: Actor,
  q: { status: ChartStatus; page: number; pageSize: number },
): Promise<{ charts: AdminChart[]; total: number }> {
  const { total, rows } = await queuePage(ctx.db, horoscopeCharts, q);
  return {
    total,
    charts: rows.map(({ item, ...queued }) => ({ ...presentChart(ctx, staff.id, item), ...queued })),
  };
}

/**
 * PATCH /api/admin/horoscope-charts/{id} (docs/horoscope.md#chart): approves or rejects a chart (a reason
 * is required to reject), writes an audit entry and tells the member (in-app in the transaction, mail
 * after it), like a photo review. 404 for an unknown chart.
 */
export async function reviewChart(
  ctx: AppContext,
  staff: Actor,
  chartId: string,
  review: Review,
): Promise<HoroscopeChart> {
  const { row, note } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(horoscopeCharts)
      .where(eq(horoscopeCharts.id, chartId))
      .for('update');
    if (!found) throw new AppError(404, MSG.chartNotFound, 'not_found');
    const approved = review.status === 'approved';
    const [c] = await tx
      .update(horoscopeCharts)
      .set(reviewedColumns(review, staff.id))
      .where(eq(horoscopeCharts.id, chartId))
      .returning();
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: `chart.${review.status}`,
      targetUserId: found.userId,
      details: { chartId, from: found.status, reason: review.reason },
    });
    const n: NewNotification = {
      userId: found.userId,
      kind: 'chart_reviewed',
      title: approved ? NOTICE.chartApprovedTitle : NOTICE.chartRejectedTitle,
      body: approved
        ? NOTICE.chartApprovedBody
        : fillNotice(NOTICE.chartRejectedBody, { reason: review.reason ?? '' }),
      link: '/user/profile#horoscope-chart',
    };
    await addNotification(tx, n);
    return { row: c, note: n };
  });
  await emailNotification(ctx, note);
  return presentChart(ctx, staff.id, row);
}
