import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DuplicateReason, erasedIdentifierExpiry, PHOTO_MATCH_MAX_BITS } from '../../shared/policies';
import type { Db, Tx } from '../db/client';
import { duplicateFlags, erasedIdentifiers } from '../db/schema';
import { queryRows } from './sql';

/**
 * Duplicate accounts (decision 194, docs/data-rights.md#duplicate-accounts): the salted hashes kept of erased
 * accounts and the flags raised for staff. Called from signup (auth), a mobile change (profiles), a photo
 * upload (photos) and the erasure job (privacy), each inside its own transaction.
 */

type Kind = 'email' | 'mobile';

/** The normal form hashed: a trimmed, lower-case email; a mobile as stored (E.164, decision 016). */
function normalise(kind: Kind, value: string): string {
  return kind === 'email' ? value.trim().toLowerCase() : value.trim();
}

/**
 * The salted hash of an email or mobile (decision 194): hex HMAC-SHA256 of `<kind>:<normalised value>`
 * under `secret` (config.duplicateHashSecret). Without the secret the hash cannot be tested against guesses.
 */
export function identifierHash(secret: string, kind: Kind, value: string): string {
  return createHmac('sha256', secret)
    .update(`${kind}:${normalise(kind, value)}`)
    .digest('hex');
}

/**
 * The erasure job keeps the salted hashes of the account's email and mobile for 12 months (decision 194),
 * inside its transaction. Empty or already-erased values are skipped.
 */
export async function keepErasedIdentifiers(
  tx: Tx,
  secret: string,
  account: { userId: string; email: string; mobile: string | null },
  now: Date,
): Promise<void> {
  const values = (
    [
      ['email', account.email],
      ['mobile', account.mobile],
    ] as const
  ).filter(([, v]) => !!v && !v.endsWith('@erased.invalid'));
  if (values.length === 0) return;
  await tx.insert(erasedIdentifiers).values(
    values.map(([kind, v]) => ({
      kind,
      hash: identifierHash(secret, kind, v as string),
      userId: account.userId,
      erasedAt: now,
      expiresAt: erasedIdentifierExpiry(now),
    })),
  );
}

/** Deletes the kept hashes whose 12 months have passed (the daily jobs). Returns how many went. */
export async function purgeErasedIdentifiers(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from erased_identifiers where expires_at <= ${now.toISOString()} returning id`,
  );
  return rows.length;
}

type Flag = {
  userId: string;
  otherUserId: string;
  reason: DuplicateReason;
  photoId?: string;
  otherPhotoId?: string;
  distance?: number;
};

async function raise(tx: Tx | Db, flags: Flag[]): Promise<number> {
  if (flags.length === 0) return 0;
  const rows = await tx
    .insert(duplicateFlags)
    .values(flags)
    .onConflictDoNothing()
    .returning({ id: duplicateFlags.id });
  return rows.length;
}

/**
 * Flags `userId` as a likely duplicate (decision 194) when its email or mobile matches the kept hash of an
 * account erased within 12 months, or its mobile is another account's that is not erased. Pass only the
 * identifiers that are new (signup: both; a mobile change: the mobile). Returns the flags raised.
 */
export async function flagIdentifierDuplicates(
  tx: Tx,
  secret: string,
  account: { userId: string; email?: string; mobile?: string | null },
  now = new Date(),
): Promise<number> {
  const flags: Flag[] = [];
  const erased = async (kind: Kind, value: string, reason: DuplicateReason) => {
    const rows = await queryRows<{ user_id: string }>(
      tx,
      sql`select distinct user_id from erased_identifiers
          where kind = ${kind} and hash = ${identifierHash(secret, kind, value)}
            and expires_at > ${now.toISOString()} and user_id <> ${account.userId}`,
    );
    for (const r of rows) flags.push({ userId: account.userId, otherUserId: r.user_id, reason });
  };
  if (account.email) await erased('email', account.email, 'email_erased');
  if (account.mobile) {
    await erased('mobile', account.mobile, 'mobile_erased');
    const live = await queryRows<{ user_id: string }>(
      tx,
      sql`select p.user_id from profiles p join users u on u.id = p.user_id
          where p.mobile_no = ${account.mobile} and p.user_id <> ${account.userId} and u.erased_at is null
          limit 20`,
    );
    for (const r of live)
      flags.push({ userId: account.userId, otherUserId: r.user_id, reason: 'mobile_live' });
  }
  return raise(tx, flags);
}

/**
 * Flags the uploader (decision 194) when the new photo's difference hash is within PHOTO_MATCH_MAX_BITS of
 * a photo of another account, whatever that account's status or that photo's state (rejected photos and
 * deactivated accounts included). One flag per other account, on its closest photo. Returns the flags raised.
 */
export async function flagPhotoDuplicates(
  tx: Tx,
  photo: { userId: string; photoId: string; dhash: bigint },
): Promise<number> {
  const h = BigInt.asIntN(64, photo.dhash).toString();
  const rows = await queryRows<{ user_id: string; id: string; distance: number }>(
    tx,
    sql`select distinct on (user_id) user_id, id, distance from (
          select user_id, id, bit_count((dhash # ${h}::bigint)::bit(64))::int as distance
            from photos where dhash is not null and user_id <> ${photo.userId}) c
        where distance <= ${PHOTO_MATCH_MAX_BITS}
        order by user_id, distance, id
        limit 20`,
  );
  return raise(
    tx,
    rows.map((r) => ({
      userId: photo.userId,
      otherUserId: r.user_id,
      reason: 'photo' as const,
      photoId: photo.photoId,
      otherPhotoId: r.id,
      distance: Number(r.distance),
    })),
  );
}
