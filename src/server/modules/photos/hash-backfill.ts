import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { flagPhotoDuplicates } from '../../lib/duplicates';
import { queryRows } from '../../lib/sql';
import { differenceHash } from '../../media/dhash';
import { readStored, renditionKey } from '../../media/storage';

/** Photos hashed by one pass at most: bounds the pass's time (a read and a hash each, ~10 ms). */
export const HASH_BACKFILL_PER_PASS = 500;
const BATCH = 50;

/**
 * The job that gives photos uploaded before difference hashes existed their hash (decision 194,
 * docs/staff.md#duplicates): for each photo with a null `dhash`, oldest first, it reads the stored large
 * rendition (the image an upload hashes), computes the hash and, in one transaction, sets it only if still
 * null (so two processes never both flag) and flags the photo's owner against every other account's photo
 * as an upload does. A missing or unreadable file is skipped and tried again next pass. Returns the number
 * of photos hashed. Throws only on a database error; a store failure skips the photo.
 */
export async function hashUnhashedPhotos(ctx: AppContext, limit = HASH_BACKFILL_PER_PASS): Promise<number> {
  let hashed = 0;
  let seen = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  while (seen < limit) {
    const batch = await queryRows<{ id: string; user_id: string; storage_key: string }>(
      ctx.db,
      sql`select id, user_id, storage_key from photos where dhash is null and id > ${after}
          order by id limit ${Math.min(BATCH, limit - seen)}`,
    );
    if (!batch.length) break;
    for (const p of batch) {
      seen++;
      after = p.id;
      const file = await readStored(ctx.store, renditionKey(p.storage_key, 'large')).catch(() => null);
      if (!file) continue;
      const dhash = await differenceHash(file).catch(() => null);
      if (dhash === null) continue;
      const done = await ctx.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`update photos set dhash = ${BigInt.asIntN(64, dhash).toString()}::bigint
              where id = ${p.id} and dhash is null returning id`,
        );
        if (!row) return false;
        await flagPhotoDuplicates(tx, { userId: p.user_id, photoId: p.id, dhash });
        return true;
      });
      if (done) hashed++;
    }
  }
  return hashed;
}
