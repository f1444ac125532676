import type { AccountStatus } from '../roles';
import { mayTransition } from './account';

/**
 * Moderation of reported profiles (docs/moderation.md, decision 165). Staff with the verification
 * permission decide each report: dismiss it, warn the member, hide the profile pending changes, or
 * deactivate the account.
 */
export const REPORT_DECISIONS = ['dismiss', 'warn', 'hide', 'deactivate'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Facts about a report and its reported member that a decision needs. */
export type ReportFacts = {
  /** The report's status: 'open' until decided, then 'closed'. */
  status: string;
  /** The reported member's account status. */
  targetStatus: AccountStatus;
  /** The reported member's profile is already hidden pending changes. */
  targetHeld: boolean;
};

/**
 * Why `decision` may not be taken on a report (decision 165), or null when it may: a closed report takes no
 * decision; hiding needs an active, not yet hidden profile; deactivating needs a status that may move to
 * inactive (mayTransition). Returns a key of MODERATION_REFUSALS.
 */
export function reportDecisionRefusal(
  decision: ReportDecision,
  f: ReportFacts,
): 'closed' | 'already_hidden' | 'not_active' | null {
  if (f.status !== 'open') return 'closed';
  if (decision === 'hide' && f.targetHeld) return 'already_hidden';
  if (decision === 'hide' && f.targetStatus !== 'active') return 'not_active';
  if (decision === 'deactivate' && !mayTransition(f.targetStatus, 'inactive')) return 'not_active';
  return null;
}

/**
 * True when a decision must carry a note (decision 165): every decision but dismiss tells the member why,
 * so staff write the reason they will read (never who reported).
 */
export function reportNoteRequired(decision: ReportDecision): boolean {
  return decision !== 'dismiss';
}

/**
 * True when a decision also closes the other open reports against the same member (decision 165): a
 * warning, a hidden profile or a deactivated account deals with the member, not with one report; a
 * dismissal answers only the report it is taken on.
 */
export function decisionClosesAllReports(decision: ReportDecision): boolean {
  return decision !== 'dismiss';
}
