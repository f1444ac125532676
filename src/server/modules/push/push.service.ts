import { Agent } from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import webpush, { WebPushError } from 'web-push';
import { DEFAULT_LANG, isLang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import type { Entitlements } from '../../../shared/plans';
import {
  DEFAULT_PUSH_SETTINGS,
  effectivePlan,
  mayReceivePush,
  type PlanHolder,
  PUSH_KINDS,
  type PushSettings,
  shouldPush,
} from '../../../shared/policies';
import type { PushState, PushSubscriptionBody } from '../../../shared/schemas/push';
import { plans, pushSettings, pushSubscriptions, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { type NewNotification, noticeIn } from '../notifications/notify';
import { actorEntitlements } from '../plans/plan';

/** How long a push service keeps a notification for a device that is offline (seconds): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

type Log = { warn(obj: object, msg: string): void };

/** The member's switches (docs/installable-app.md#push): the stored row, or every kind on. */
async function settingsOf(ctx: AppContext, userId: string): Promise<PushSettings> {
  const [row] = await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PUSH_SETTINGS };
  return {
    interest_received: row.interestReceived,
    interest_accepted: row.interestAccepted,
    message_received: row.messageReceived,
  };
}

/**
 * GET /api/user/push (decisions 201, 208): whether push is on, whether the member's effective plan
 * includes it (`plan_allows`), the VAPID public key and the member's switches.
 */
export async function pushState(ctx: AppContext, actor: PlanHolder & { id: string }): Promise<PushState> {
  const [ent, settings] = await Promise.all([actorEntitlements(ctx.db, actor), settingsOf(ctx, actor.id)]);
  return {
    enabled: ctx.config.push !== null,
    plan_allows: mayReceivePush(ent),
    public_key: ctx.config.push?.publicKey ?? null,
    settings,
  };
}

/** 402 (decision 002) unless the member's effective plan includes push (decision 208, mayReceivePush). */
export async function assertMayReceivePush(ctx: AppContext, actor: PlanHolder): Promise<void> {
  if (!mayReceivePush(await actorEntitlements(ctx.db, actor))) {
    throw new AppError(402, MSG.pushLocked, 'upgrade_required');
  }
}

/**
 * PUT /api/user/push/settings (decision 201): changes some of the member's switches in one statement
 * (an upsert from the defaults). Output: the switches as they are now.
 */
export async function updatePushSettings(
  ctx: AppContext,
  userId: string,
  change: Partial<PushSettings>,
): Promise<PushSettings> {
  const next = { ...(await settingsOf(ctx, userId)), ...change };
  const values = {
    interestReceived: next.interest_received,
    interestAccepted: next.interest_accepted,
    messageReceived: next.message_received,
  };
  await ctx.db
    .insert(pushSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushSettings.userId, set: values });
  return next;
}

/**
 * POST /api/user/push/subscriptions (decision 201): stores this device's subscription for the member, in
 * one statement. An endpoint already stored (the same device, maybe another account signed in on it
 * before) now belongs to this member, with the new keys.
 */
export async function subscribePush(
  ctx: AppContext,
  userId: string,
  sub: PushSubscriptionBody,
): Promise<void> {
  const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: new Date() },
    });
}

/**
 * DELETE /api/user/push/subscriptions (decision 201): forgets this device's subscription, only when it
 * is the member's own (another account's endpoint is left as it is). Output: whether one was removed.
 */
export async function unsubscribePush(ctx: AppContext, userId: string, endpoint: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

const freePlan = alias(plans, 'free_plan');

/**
 * The member's subscribed devices, each row with what decides whether to push (decision 208): the
 * account's language, role and plan expiry, the entitlements of its role's plan and of Free, and the
 * stored switches (null: never changed). One SQL statement.
 */
async function devicesToPush(ctx: AppContext, userId: string) {
  return ctx.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: users.language,
      role: users.role,
      planExpiresAt: users.planExpiresAt,
      own: sql<Entitlements | null>`${plans.entitlements}`,
      free: sql<Entitlements | null>`${freePlan.entitlements}`,
      interestReceived: pushSettings.interestReceived,
      interestAccepted: pushSettings.interestAccepted,
      messageReceived: pushSettings.messageReceived,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(plans, eq(plans.code, users.role))
    .leftJoin(freePlan, eq(freePlan.code, 'FreeUser'))
    .leftJoin(pushSettings, eq(pushSettings.userId, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId));
}

/** What one pushNotification did: sent to devices, subscriptions removed (404/410), failures kept. */
export type PushOutcome = { sent: number; removed: number; failed: number };

/**
 * Pushes an in-app notification (notify.ts) to the member's subscribed devices (docs/installable-app.md#push,
 * decision 201), when push is configured, the member's effective plan includes it (decision 208) and the
 * member's switch for its kind is on (shared/policies/push.ts); all of that is read in one statement.
 * Call after the transaction that stored the notification commits. The payload ({ title, body, link,
 * tag }) is in the member's language and encrypted for each device (RFC 8291, the web-push library), with
 * the VAPID key. Each call to a push service is bounded by PUSH_TIMEOUT_MS; a subscription the service
 * says is gone (404, 410) is removed; any other failure is logged (`log`) and counted, never thrown.
 */
export async function pushNotification(ctx: AppContext, n: NewNotification, log?: Log): Promise<PushOutcome> {
  const out: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const push = ctx.config.push;
  if (!push || !(PUSH_KINDS as readonly string[]).includes(n.kind)) return out;
  try {
    // One statement (decision 208): the member's devices with their language, switches and the
    // entitlements of their plan and of Free (a lapsed paid plan counts as Free, effectivePlan).
    const subs = await devicesToPush(ctx, n.userId);
    if (subs.length === 0) return out;
    const [first] = subs;
    const holder = { role: first.role as PlanHolder['role'], planExpiresAt: first.planExpiresAt };
    const plan = effectivePlan(holder);
    const ent = plan === first.role ? first.own : plan === 'FreeUser' ? first.free : null;
    if (!mayReceivePush(ent)) return out;
    const settings: PushSettings | null =
      first.interestReceived === null
        ? null
        : {
            interest_received: first.interestReceived,
            interest_accepted: first.interestAccepted ?? true,
            message_received: first.messageReceived ?? true,
          };
    if (!shouldPush(true, n.kind, settings)) return out;
    const lang = isLang(first.language) ? first.language : DEFAULT_LANG;
    const payload = JSON.stringify({
      title: noticeIn(lang, n.title),
      body: noticeIn(lang, n.body),
      link: n.link,
      tag: n.kind,
    });
    const agent = push.ca ? new Agent({ ca: push.ca }) : undefined;
    await Promise.all(
      subs.map(async (s) => {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
            {
              vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
              TTL: PUSH_TTL_SECONDS,
              timeout: push.timeoutMs,
              ...(agent ? { agent } : {}),
            },
          );
          out.sent += 1;
        } catch (err) {
          const status = err instanceof WebPushError ? err.statusCode : undefined;
          if (status === 404 || status === 410) {
            await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
            out.removed += 1;
          } else {
            out.failed += 1;
            log?.warn({ status, err: (err as Error).message }, 'push not delivered');
          }
        }
      }),
    );
    agent?.destroy();
  } catch (err) {
    out.failed += 1;
    log?.warn({ err: (err as Error).message }, 'push not sent');
  }
  return out;
}
