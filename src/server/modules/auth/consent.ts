import { desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import { deletionPending, needsConsent } from '../../../shared/policies';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import type { Role } from '../../../shared/roles';
import type { Db, Tx } from '../../db/client';
import { privacyConsents, signIns } from '../../db/schema';
import { deviceSummary } from './device';

/**
 * Consent and sign-in records kept with the account (docs/data-rights.md). They sit in the auth module because
 * signup and login write them; the privacy module (above) reads and erases them.
 */

/** The version of the latest notice the account agreed to, or null (docs/data-rights.md). */
export async function latestConsent(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ version: privacyConsents.version })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.acceptedAt), desc(privacyConsents.id))
    .limit(1);
  return row?.version ?? null;
}

/**
 * Records consent to the notice in force (docs/data-rights.md) inside `tx`: at registration and when a member
 * agrees again after a change, with the language the notice was shown in (`lang`, the request's
 * language: docs/data-rights.md). Agreeing twice to one version keeps the first record.
 */
export async function recordConsent(tx: Db | Tx, userId: string, ip: string, language: Lang): Promise<void> {
  await tx
    .insert(privacyConsents)
    .values({ userId, version: PRIVACY_NOTICE.version, ip, language })
    .onConflictDoNothing();
}

/**
 * Records a successful sign-in (docs/data-rights.md): time, address and a device summary. Called by login; kept
 * for SIGN_IN_RETENTION_DAYS (purged by a job).
 */
export async function recordSignIn(db: Db | Tx, userId: string, ip: string, ua: string | undefined) {
  await db.insert(signIns).values({ userId, ip: ip.slice(0, 64), userAgent: deviceSummary(ua) });
}

/** The consent and deletion facts of an account that the browser needs after sign-in (docs/data-rights.md). */
export async function accountPrivacyFacts(
  db: Db | Tx,
  u: { id: string; role: string; deletionDueAt: Date | null; erasedAt: Date | null },
): Promise<{ consent_required: boolean; deletion_due_at: string | null }> {
  const latest = await latestConsent(db, u.id);
  return {
    consent_required: needsConsent(u.role as Role, latest, PRIVACY_NOTICE.version),
    deletion_due_at: deletionPending(u) ? (u.deletionDueAt?.toISOString() ?? null) : null,
  };
}
