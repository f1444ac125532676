import { sql } from 'drizzle-orm';
import { formatRegistrationNo } from '../../shared/registration-no';
import type { Db, Tx } from '../db/client';
import { queryRows } from './sql';

/**
 * The next registration number (docs/accounts.md#registration, SPEC §3): `prefix` (REG_NO_PREFIX) and the
 * next value of registration_no_seq, e.g. 'CM100001'. One SQL statement; the value is used up even if
 * the caller's transaction rolls back (a sequence never hands a number out twice).
 */
export async function nextRegistrationNo(db: Db | Tx, prefix: string): Promise<string> {
  const [{ n }] = await queryRows<{ n: string }>(db, sql`select nextval('registration_no_seq')::text as n`);
  return formatRegistrationNo(prefix, n);
}
