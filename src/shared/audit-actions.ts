/**
 * Every action the audit trail records (docs/moderation.md#audit-trail), by kind: an audit row's
 * `action` is `<kind>.<action>`, e.g. `photo.approved`. The database column is typed with AuditAction,
 * so a write with an action not listed here does not compile, and the audit page's labels and kind filter
 * are read from this list (a test checks each has an English and a Kannada label).
 */
export const AUDIT_ACTIONS = {
  user: ['active', 'inactive', 'rejected'],
  profile_change: ['approved', 'rejected'],
  photo: ['approved', 'rejected'],
  chart: ['approved', 'rejected'],
  id_document: ['approved', 'rejected'],
  duplicate: ['allowed', 'declined'],
  password: ['otp_sent', 'temporary_set'],
  notice: ['sent'],
  plan: ['update', 'expired'],
  payment: ['offline', 'retry', 'resolve', 'refund', 'apply_credit'],
  renewal: ['remind'],
  payout: ['recorded'],
  commission: ['approved', 'reversed'],
  report: ['dismiss', 'warn', 'hide', 'deactivate'],
  message_report: ['viewed', 'dismiss', 'action_taken'],
  profile: ['unhidden'],
  story: ['approved', 'rejected', 'photo_set', 'photo_removed'],
  assisted: [
    'requested',
    'priced',
    'assigned',
    'unassigned',
    'settings',
    'viewed',
    'searched',
    'note',
    'shortlisted',
    'suggested',
    'suggestion_approved',
    'suggestion_declined',
    'interest_sent',
    'follow_up_done',
    'closed',
  ],
  staff: ['invited', 'changed'],
  account: ['erased'],
} as const;

/** A kind of audit action: the part before the dot, also the audit page's filter. */
export type AuditKind = keyof typeof AUDIT_ACTIONS;

/** One audit action, `<kind>.<action>`. */
export type AuditAction = { [K in AuditKind]: `${K}.${(typeof AUDIT_ACTIONS)[K][number]}` }[AuditKind];

/** The kinds in the order the audit page offers them. */
export const AUDIT_KINDS = Object.keys(AUDIT_ACTIONS) as AuditKind[];

/** Every audit action, `<kind>.<action>`. */
export const allAuditActions = (): AuditAction[] =>
  AUDIT_KINDS.flatMap((k) => AUDIT_ACTIONS[k].map((a) => `${k}.${a}` as AuditAction));
