import type { Role } from '../roles';

/**
 * Data-rights rules (docs/data-rights.md): pure functions over facts the server loaded (the account's role, its
 * latest consent, its deletion dates). The server enforces each; the web app shows what they allow.
 */

/**
 * True when the member must accept the notice `current` before continuing (no consent, or an older one).
 * Members only: staff and promoter accounts are created by staff under their engagement terms.
 */
export function needsConsent(role: Role, latestVersion: string | null, current: string): boolean {
  if (!mayDeleteAccount(role)) return false;
  return latestVersion !== current;
}

/** Who may download their data (docs/data-rights.md): members and promoters (staff accounts hold no personal record). */
export function mayExportData(role: Role): boolean {
  return role !== 'Admin';
}

/**
 * Who may delete their own account (docs/data-rights.md): members only. A promoter's account is tied to the commission
 * ledger and payouts and is closed by staff; the Admin account is configuration.
 */
export function mayDeleteAccount(role: Role): boolean {
  return role === 'FreeUser' || role === 'SilverUser' || role === 'PremiumUser' || role === 'Assistance';
}

/** True while a deletion is scheduled and not yet carried out (the grace period, docs/data-rights.md). */
export function deletionPending(f: { deletionDueAt: Date | null; erasedAt: Date | null }): boolean {
  return f.deletionDueAt !== null && f.erasedAt === null;
}

/** The moment an account asked to be deleted at `requestedAt` is erased: `graceDays` later (docs/data-rights.md). */
export function deletionDue(requestedAt: Date, graceDays: number): Date {
  return new Date(requestedAt.getTime() + graceDays * 86_400_000);
}

/**
 * The audit-log detail keys that survive a member's erasure (docs/data-rights.md#delete-my-account, decision 116):
 * facts about what staff did — status from/to, payment, plan, amount, mode, receipt, photo — never free text
 * (reasons, notes) or snapshots of her profile (`changes`, `before`, names, contacts). Every other key of an
 * entry about her is dropped, so a new kind of entry is scrubbed by default.
 */
export const AUDIT_KEYS_KEPT_AFTER_ERASURE: readonly string[] = [
  'from',
  'to',
  'paymentId',
  'plan',
  'amountPaise',
  'mode',
  'receiptNo',
  'photoId',
  'expiredAt',
];
