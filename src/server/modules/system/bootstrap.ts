import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { nextRegistrationNo } from '../../lib/registration-no';
import { queryRows } from '../../lib/sql';

/**
 * Creates the first Admin (ADMIN_EMAIL) when no Admin exists. Without ADMIN_PASSWORD a password is
 * generated and printed once (decision 004). Returns the generated password, if any.
 */
export async function ensureAdmin(ctx: AppContext, print: (line: string) => void): Promise<string | null> {
  const [existing] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from users where role = 'Admin' limit 1`,
  );
  if (existing) return null;
  const generated = ctx.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = ctx.config.adminPassword ?? (generated as string);
  const registrationNo = await nextRegistrationNo(ctx.db, ctx.config.regNoPrefix);
  const inserted = await ctx.db
    .insert(users)
    .values({
      registrationNo,
      email: ctx.config.adminEmail,
      passwordHash: await hashPassword(password),
      role: 'Admin',
      status: 'active',
      activatedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length && generated) {
    print(
      `Admin account created: ${ctx.config.adminEmail} / ${generated}  (shown once; change it after signing in)`,
    );
  }
  return inserted.length ? generated : null;
}
