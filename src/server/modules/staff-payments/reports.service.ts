import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffPlan } from '../../../shared/plans';
import { isPayablePlan } from '../../../shared/policies';
import type { Report } from '../../../shared/schemas/staff-payments';
import { auditLog, plans } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { istEnd, istStart } from '../../lib/date-range';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { presentPlan } from '../plans/plans.service';

/**
 * receiptsreports / renewalreports (docs/payments.md#staff): paid payments (all, or renewals only) between two IST dates
 * (inclusive), as a series by IST day or month, by plan, and totals (count, paise); test payments excluded
 * (decision 106).
 */
export async function paymentReport(
  ctx: AppContext,
  kind: 'receipts' | 'renewals',
  q: { from: string; to: string; group: 'day' | 'month' },
): Promise<Omit<Report, 'success' | 'message'>> {
  if (q.from > q.to)
    throw new AppError(400, 'The start date must not be after the end date', 'range', {
      from: 'After the end date',
    });
  const fmt = q.group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const renewal = kind === 'renewals' ? sql`and kind = 'renewal'` : sql``;
  // Revenue is real money only: the test gateway's payments never count (decision 106).
  const range = sql`status = 'paid' and provider <> 'test' and paid_at >= ${istStart(q.from).toISOString()} and paid_at < ${istEnd(q.to).toISOString()} ${renewal}`;
  const series = await queryRows<{ period: string; count: number; amount: number }>(
    ctx.db,
    sql`select to_char(paid_at at time zone 'Asia/Kolkata', ${fmt}) as period, count(*)::int as count,
               coalesce(sum(amount_paise), 0)::int as amount
        from payments where ${range} group by 1 order by 1`,
  );
  const byPlan = await queryRows<{ plan: string; count: number; amount: number }>(
    ctx.db,
    sql`select plan_name as plan, count(*)::int as count, coalesce(sum(amount_paise), 0)::int as amount
        from payments where ${range} group by 1 order by 1`,
  );
  return {
    series: series.map((r) => ({ period: r.period, count: r.count, amount_paise: r.amount })),
    by_plan: byPlan.map((r) => ({ plan: r.plan, count: r.count, amount_paise: r.amount })),
    totals: {
      count: series.reduce((a, r) => a + r.count, 0),
      amount_paise: series.reduce((a, r) => a + r.amount, 0),
    },
  };
}

/** The whole plan catalogue for staff, on sale or not (docs/payments.md#staff). */
export async function listAllPlans(ctx: AppContext) {
  const rows = await ctx.db.select().from(plans).orderBy(asc(plans.sortOrder));
  return rows.map(presentStaffPlan);
}

/** A plan row as staff see it (StaffPlan): English texts, on sale, and the Kannada texts (decision 150). */
function presentStaffPlan(p: typeof plans.$inferSelect): StaffPlan {
  return {
    ...presentPlan(p),
    on_sale: p.public,
    name_kn: p.nameKn,
    discount_text_kn: p.discountTextKn,
    features_kn: p.featuresKn,
  };
}

/**
 * Edits a plan (docs/payments.md#prices-periods-receipts): price, list price, discount text, duration, features, entitlements, on sale,
 * and the Kannada name, discount text and features when sent (decision 150).
 * Orders keep the values copied when they were created, so no order changes. The before/after is audited
 * with who and when. 404 for an unknown plan; FreeUser cannot be put on sale.
 */
export async function updatePlan(
  ctx: AppContext,
  staff: Actor,
  code: string,
  v: import('../../../shared/schemas/staff-payments').PlanEdit,
) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.code, code)).for('update');
    if (!before) throw new AppError(404, 'Plan not found', 'not_found');
    if (!isPayablePlan(code) && v.on_sale)
      throw new AppError(400, 'The Free plan is not sold', 'plan', { on_sale: 'The Free plan is not sold' });
    const [after] = await tx
      .update(plans)
      .set({
        name: v.name,
        originalPricePaise: v.original_price_paise,
        pricePaise: v.price_paise,
        discountText: v.discount_text,
        durationMonths: v.duration_months,
        features: v.features,
        // Decision 150: the Kannada texts change only when the edit sends them.
        ...(v.name_kn !== undefined && { nameKn: v.name_kn }),
        ...(v.discount_text_kn !== undefined && { discountTextKn: v.discount_text_kn }),
        ...(v.features_kn !== undefined && { featuresKn: v.features_kn }),
        entitlements: v.entitlements,
        public: v.on_sale,
      })
      .where(and(eq(plans.code, code)))
      .returning();
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'plan.update',
      details: { code, before: { ...before }, after: { ...after } },
    });
    return presentStaffPlan(after);
  });
}

/** The plan columns an edit can change → the field names of the edit (PlanEdit) the change log reports. */
const PLAN_FIELDS: Record<string, string> = {
  name: 'name',
  originalPricePaise: 'original_price_paise',
  pricePaise: 'price_paise',
  discountText: 'discount_text',
  durationMonths: 'duration_months',
  features: 'features',
  nameKn: 'name_kn',
  discountTextKn: 'discount_text_kn',
  featuresKn: 'features_kn',
  public: 'on_sale',
};

/**
 * What one plan edit changed, as the edit's field names (`price_paise`, `on_sale`, …) and, for the
 * entitlements, `entitlements.<key>` per entitlement that changed; the staff page shows each as its label
 * (`admin` catalogue `plans.field.*`, `plans.entitlement.*`). Columns no edit sets are left out.
 */
export function changedPlanFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out = Object.entries(PLAN_FIELDS)
    .filter(([col]) => col in after && !same(after[col], before[col]))
    .map(([, field]) => field);
  const ea = (after.entitlements ?? {}) as Record<string, unknown>;
  const eb = (before.entitlements ?? {}) as Record<string, unknown>;
  for (const k of Object.keys(ea)) if (!same(ea[k], eb[k])) out.push(`entitlements.${k}`);
  return out;
}

/** The catalogue's change log (who, when, what), newest first. */
export async function planChanges(ctx: AppContext) {
  const rows = await queryRows<{
    id: number;
    at: Date | string;
    actor: string | null;
    details: Record<string, unknown>;
  }>(
    ctx.db,
    sql`select a.id, a.created_at as at, u.email as actor, a.details from audit_log a
        left join users u on u.id = a.actor_id where a.action = 'plan.update' order by a.id desc limit 100`,
  );
  return rows.map((r) => {
    const d = r.details as { code: string; before: Record<string, unknown>; after: Record<string, unknown> };
    const changed = changedPlanFields(d.before ?? {}, d.after ?? {});
    return {
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      actor: r.actor ?? '',
      code: d.code,
      changed,
    };
  });
}
