/**
 * Members' data rights (docs/data-rights.md, India's DPDP Act 2023 and the DPDP Rules 2025): the privacy notice in
 * force and the periods the service keeps things for. The notice text itself is in the message
 * catalogues (English and Kannada), keyed by version; docs/data-rights.md explains each period.
 */

/**
 * The privacy notice in force: its version id and the date it took effect (ISO). Changing the notice means
 * a new version here (and its text in the catalogues): every signed-in member is then asked again.
 */
export const PRIVACY_NOTICE = { version: '2026-11', effectiveDate: '2026-11-23' } as const;

/** Days between "delete my account" and the erasure (docs/data-rights.md): signing in within them can cancel it. */
export const DELETION_GRACE_DAYS = 30;
/** Days a prepared data export can be downloaded before its file is deleted (docs/data-rights.md). */
export const EXPORT_TTL_DAYS = 7;
/** Days sign-in history is kept before a job purges it (docs/data-rights.md: one year). */
export const SIGN_IN_RETENTION_DAYS = 365;

/** What a grievance is about (docs/data-rights.md): the rights of a data principal under the DPDP Act s.11-14. */
export const GRIEVANCE_KINDS = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];
