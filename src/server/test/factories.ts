import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { todayIST } from '../../shared/dates';
import { defaultPreferences } from '../../shared/policies';
import { PRIVACY_NOTICE } from '../../shared/privacy';
import { formatRegistrationNo } from '../../shared/registration-no';
import type { Role } from '../../shared/roles';
import { partnerPreferences, payments, privacyConsents, profiles, promoters, users } from '../db/schema';
import type { AppContext } from '../lib/context';
import { hashPassword } from '../lib/passwords';
import { queryRows } from '../lib/sql';
import { signToken } from '../lib/tokens';
import type { Actor } from '../plugins/auth';

export const TEST_PASSWORD = 'correct-horse-1';
let hashed: Promise<string> | null = null;

export type Made = { id: string; email: string; registrationNo: string; role: Role; token: string };

/** A date of birth (YYYY-MM-DD) for someone who is `age` years old today in IST; the day is capped at 28. */
export function dobForAge(age: number): string {
  const [y, m, d] = todayIST().split('-').map(Number);
  return `${y - age}-${String(m).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

/**
 * The Actor the auth plugin would build for `m`, an active member of `gender` with no plan end date
 * (for tests that call a service such as listMatches directly, without a request).
 */
export const memberActor = (m: Made, gender: 'Bride' | 'BrideGroom'): Actor => ({
  id: m.id,
  role: m.role,
  status: 'active',
  registrationNo: m.registrationNo,
  planExpiresAt: null,
  gender,
});

/** A valid registration payload (SPEC §3) with unique email; override any field. */
export function registrationPayload(over: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    user_role: 'FreeUser',
    marital_status: 'Unmarried',
    profilefor: 'Self',
    gender: 'Bride',
    date_of_birth: '1998-05-17',
    age: '28',
    educational_qualification: 'B.E.',
    occupation: 'Software Professional',
    income_per_month: '10 Lakh - 12 Lakh',
    country: 'India',
    mother_tongue: 'Kannada',
    name_of_parent: 'Father',
    parent_name: 'Ramesh Rao',
    religion: 'Hindu',
    caste: 'Brahmin',
    address: '12, 4th Cross, Jayanagar',
    occupation_country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru Urban',
    first_name: 'Asha',
    last_name: 'Rao',
    username: `asha.${tag}@example.com`,
    mobile_no: '9876543210',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    privacy_consent: true,
    ...over,
  };
}

/**
 * Creates an account directly in the database (no HTTP) and a valid token for it.
 * Members (every role but Admin and promoter) get a profile and default partner preferences;
 * `status` defaults to active, and an active member is listed.
 */
export async function makeUser(
  ctx: AppContext,
  opts: {
    role?: Role;
    status?: string;
    gender?: 'Bride' | 'BrideGroom';
    dob?: string;
    firstName?: string;
    profile?: Partial<typeof profiles.$inferInsert>;
  } = {},
): Promise<Made> {
  const role = opts.role ?? 'FreeUser';
  const status = opts.status ?? 'active';
  hashed ??= hashPassword(TEST_PASSWORD);
  const [{ n }] = await queryRows<{ n: string }>(
    ctx.db,
    sql`select nextval('registration_no_seq')::text as n`,
  );
  const email = `${role.toLowerCase()}.${n}@example.com`;
  const [u] = await ctx.db
    .insert(users)
    .values({
      registrationNo: formatRegistrationNo(ctx.config.regNoPrefix, n),
      email,
      passwordHash: await hashed,
      role,
      status,
      activatedAt: status === 'active' ? new Date() : null,
      planExpiresAt: ['SilverUser', 'PremiumUser', 'Assistance'].includes(role)
        ? new Date(Date.now() + 180 * 86400_000)
        : null,
    })
    .returning();
  if (role !== 'Admin' && role !== 'promoter') {
    const gender = opts.gender ?? 'Bride';
    const dob = opts.dob ?? (gender === 'Bride' ? '1998-05-17' : '1995-03-02');
    await ctx.db.insert(profiles).values({
      userId: u.id,
      firstName: opts.firstName ?? (gender === 'Bride' ? 'Asha' : 'Arjun'),
      lastName: 'Rao',
      profileFor: 'Self',
      gender,
      dateOfBirth: dob,
      maritalStatus: 'Unmarried',
      mobileNo: '+919876543210',
      address: '12, 4th Cross, Jayanagar',
      caste: 'Brahmin',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      country: 'India',
      listed: status === 'active',
      ...opts.profile,
    });
    const [own] = await ctx.db.select().from(profiles).where(eq(profiles.userId, u.id));
    // Test members start with the age range only (neutral fixtures); registration adds the own caste and
    // mother tongue (defaultPreferences, tested through POST /api/auth/signup).
    const { ageMin, ageMax } = defaultPreferences(own);
    await ctx.db.insert(partnerPreferences).values({ userId: u.id, ageMin, ageMax });
    // Members agreed to the notice in force at registration (docs/data-rights.md).
    await ctx.db.insert(privacyConsents).values({ userId: u.id, version: PRIVACY_NOTICE.version });
  }
  const token = await signToken(
    { user_role: role, ref_no: u.registrationNo, user_id: u.id, tv: u.tokenVersion },
    ctx.config.jwtSecret,
    3600,
  );
  return { id: u.id, email, registrationNo: u.registrationNo, role, token };
}

/** Sets an account's status (and listing) directly, for arranging a test. */
export async function setStatus(ctx: AppContext, id: string, status: string): Promise<void> {
  await ctx.db.update(users).set({ status }).where(eq(users.id, id));
  await ctx.db
    .update(profiles)
    .set({ listed: status === 'active' })
    .where(eq(profiles.userId, id));
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let promoSeq = 0;

/** A promoter account with its promoter row (decision 022); code defaults to a fresh unique one. */
export async function makePromoter(
  ctx: AppContext,
  opts: { code?: string; mobile?: string; active?: boolean; expiresOn?: string | null } = {},
): Promise<Made & { code: string }> {
  const made = await makeUser(ctx, { role: 'promoter' });
  promoSeq += 1;
  const code = opts.code ?? `PR${made.registrationNo.replace(/\D/g, '')}${promoSeq}`;
  await ctx.db.insert(promoters).values({
    userId: made.id,
    name: 'Ravi Promoter',
    mobile: opts.mobile ?? '9123456780',
    promoterType: 'Agent',
    promoCode: code,
    registeredOn: '2026-01-01',
    expiresOn: opts.expiresOn ?? null,
    bank: { account_name: 'Ravi', account_no: '1234567890', ifsc: 'SBIN0001234', bank_name: 'SBI' },
    active: opts.active ?? true,
  });
  return { ...made, code };
}

/** An invited staff member (decision 130): an Admin account holding only `permissions` (may be none). */
export async function makeStaff(ctx: AppContext, permissions: readonly string[]): Promise<Made> {
  const made = await makeUser(ctx, { role: 'Admin' });
  await ctx.db
    .update(users)
    .set({ staffPermissions: [...permissions], staffName: 'Test Staff' })
    .where(eq(users.id, made.id));
  return made;
}

/**
 * Records a payment row for `userId` directly (no gateway): by default the Silver plan for 6 months at
 * ₹599 (59900 paise), paid offline now; `over` replaces any column (a receipt number, say).
 */
export async function insertPaidPayment(
  ctx: AppContext,
  userId: string,
  over: Partial<typeof payments.$inferInsert> = {},
): Promise<void> {
  await ctx.db.insert(payments).values({
    userId,
    planCode: 'SilverUser',
    planName: 'Silver',
    durationMonths: 6,
    listPricePaise: 59900,
    amountPaise: 59900,
    provider: 'offline',
    status: 'paid',
    paidAt: new Date(),
    ...over,
  });
}
