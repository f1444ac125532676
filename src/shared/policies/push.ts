/**
 * Web Push (docs/installable-app.md#push, decision 201): which in-app notifications may also be pushed
 * to a member's devices, and when one is.
 */

/** The notification kinds a member can have pushed, each with its own switch on the settings page. */
export const PUSH_KINDS = ['interest_received', 'interest_accepted', 'message_received'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A member's switches; a member who never changed them has every kind on (DEFAULT_PUSH_SETTINGS). */
export type PushSettings = Record<PushKind, boolean>;
export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  interest_received: true,
  interest_accepted: true,
  message_received: true,
};

/** True when `kind` is one a member can have pushed. */
export function isPushKind(kind: string): kind is PushKind {
  return (PUSH_KINDS as readonly string[]).includes(kind);
}

/**
 * True when a notification of `kind` is also pushed to the member: push is configured on the server
 * (`configured`), the kind is pushable and the member's switch for it is on (`settings`, null: the
 * defaults). Whether the member has a subscribed device is the sender's concern (none: nothing to send).
 */
export function shouldPush(configured: boolean, kind: string, settings: PushSettings | null): boolean {
  if (!configured || !isPushKind(kind)) return false;
  return (settings ?? DEFAULT_PUSH_SETTINGS)[kind];
}

/**
 * True when the member's effective plan includes push to their devices: the `pushNotifications`
 * entitlement (plan data, SPEC §9 Silver "mobile application access", decision 208). `entitlements`: the
 * effective plan's (expiry applied, see effectivePlan), null for staff and unknown plans: false.
 * Subscribing a device without it is HTTP 402 (decision 002); sending skips such members. Installing the
 * app (manifest, service worker, offline page) is open to everyone and is not gated here.
 */
export function mayReceivePush(entitlements: { pushNotifications?: boolean } | null | undefined): boolean {
  return !!entitlements?.pushNotifications;
}
