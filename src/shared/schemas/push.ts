import { z } from 'zod';
import { PUSH_KINDS } from '../policies/push';
import { line } from './common';

/**
 * Web Push requests and answers (docs/installable-app.md#push, decision 201). A subscription is what the
 * browser's PushManager gives: an https endpoint of the push service and the two keys (base64url).
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(2048)
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL'),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: line().max(2048) });

/** The member's switches, one per PUSH_KINDS entry. */
export const pushSettingsSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((k) => [k, z.boolean()])) as Record<
    (typeof PUSH_KINDS)[number],
    z.ZodBoolean
  >,
);
/** A change of some switches. */
export const pushSettingsBody = pushSettingsSchema.partial();

/**
 * GET /api/user/push: whether push is offered (`enabled`), whether the member's plan includes it
 * (`plan_allows`, decision 208), the VAPID public key and the switches.
 */
export const pushStateSchema = z.object({
  enabled: z.boolean(),
  plan_allows: z.boolean(),
  public_key: z.string().nullable(),
  settings: pushSettingsSchema,
});
export type PushState = z.infer<typeof pushStateSchema>;
