import { z } from 'zod';
import { ageOn, todayIST } from '../dates';
import { LANGUAGES } from '../i18n/languages';
import { MSG } from '../messages';
import { GENDER_VALUES, INCOME_BANDS, MARITAL_STATUSES, PARENTS, PROFILE_FOR } from '../options';
import { STAFF_PERMISSIONS } from '../policies/staff';
import { ACCOUNT_STATUSES, ROLES } from '../roles';
import { envelope, line, mobileNoSchema, optMultiline, optText, str } from './common';

const required = (message: string) => ({ error: message });

/** Minimum ages to register (docs/accounts.md#registration: 18; 21 for a groom, the legal ages for marriage in India). */
export const MIN_AGE_BRIDE = 18;
export const MIN_AGE_GROOM = 21;

/**
 * The registration payload (SPEC §3) as the form and POST /api/auth/signup both validate it.
 * Rules: SPEC §5 plus a password of at least 8 characters and the minimum ages above.
 * `user_role` only records the paid plan the registrant intends to buy; the server never grants it.
 * Option fields with a closed list (marital status, profile for, gender, parent, income) are strict;
 * the long lists (caste, mother tongue, qualification, occupation, city) also accept free text (SPEC §5).
 */
export const registrationSchema = z
  .object({
    user_role: str()
      .optional()
      .default('FreeUser')
      .refine((r) => ['FreeUser', 'SilverUser', 'PremiumUser'].includes(r), { error: MSG.roleNotAllowed }),
    marital_status: z.enum(MARITAL_STATUSES, required(MSG.maritalStatusRequired)),
    profilefor: z.enum(PROFILE_FOR, required(MSG.profileForRequired)),
    gender: z.enum(GENDER_VALUES, required(MSG.genderRequired)),
    date_of_birth: line(required(MSG.dobRequired))
      .regex(/^\d{4}-\d{2}-\d{2}$/, required(MSG.dobRequired))
      .refine((d) => ageOn(d) !== null, { error: MSG.dobInvalid })
      .refine((d) => d <= todayIST(), { error: MSG.dobFuture }),
    age: z
      .union([str(), z.number()])
      .optional()
      .transform((v) => (v === undefined ? '' : String(v)))
      .refine((v) => /^\d*$/.test(v), { error: MSG.numberInvalid }),
    educational_qualification: optText(),
    occupation: optText(),
    income_per_month: z
      .union([z.enum(INCOME_BANDS), z.literal('')])
      .optional()
      .default(''),
    country: optText(),
    mother_tongue: optText(),
    name_of_parent: z
      .union([z.enum(PARENTS), z.literal('')])
      .optional()
      .default(''),
    parent_name: optText(),
    religion: z.literal('Hindu').optional().default('Hindu'),
    caste: optText(),
    address: optMultiline(500),
    occupation_country: optText(),
    state: optText(),
    city: optText(),
    first_name: line(required(MSG.firstNameRequired)).trim().min(1, required(MSG.firstNameRequired)).max(60),
    last_name: line(required(MSG.lastNameRequired)).trim().min(1, required(MSG.lastNameRequired)).max(60),
    username: line(required(MSG.emailRequired))
      .trim()
      .min(1, required(MSG.emailRequired))
      .max(254)
      .pipe(z.email({ error: MSG.emailInvalid }))
      .transform((e) => e.toLowerCase()),
    mobile_no: mobileNoSchema(MSG.mobileRequired),
    password: line().min(8, { error: MSG.passwordTooShort }).max(128),
    confirmPassword: line().optional().default(''),
    /** A promoter's promo code or referral link code (decision 022); checked by the server. */
    promo_code: line().trim().max(40).optional().default(''),
    /**
     * Consent to the privacy notice in force (docs/data-rights.md, DPDP Act s.6): must be true; the server records
     * the version in force with the time, whatever version the browser showed.
     */
    privacy_consent: z.literal(true, { error: MSG.privacyConsentRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsMismatch });
    }
    const age = ageOn(v.date_of_birth);
    if (age !== null && v.date_of_birth <= todayIST()) {
      if (v.gender === 'BrideGroom' && age < MIN_AGE_GROOM) {
        ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MSG.groomTooYoung });
      } else if (age < MIN_AGE_BRIDE) {
        ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MSG.tooYoung });
      }
    }
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** POST /api/auth/login body (SPEC §3). */
export const loginSchema = z.object({
  username: line({ error: MSG.loginRequired }).trim().min(1, { error: MSG.loginRequired }),
  password: line({ error: MSG.loginRequired }).min(1, { error: MSG.loginRequired }),
});

/** POST /api/auth/reset-password body: step 1 {email}; step 2 {email, otp, password} (SPEC §3). */
export const resetPasswordSchema = z.object({
  email: line({ error: MSG.emailRequired }).trim().min(1, { error: MSG.emailRequired }).max(254),
  otp: line().trim().optional(),
  password: line().optional(),
});

/** The `user` object of an auth response (SPEC §3: user.status 'active' is meaningful). */
export const authUserSchema = z.object({
  user_id: str(),
  registration_no: str(),
  user_role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  first_name: str(),
  intended_plan: str().nullable(),
  /** The account's language for mails and pages (docs/i18n.md). */
  language: z.enum(LANGUAGES),
  /** Data rights (docs/data-rights.md): the privacy notice changed since the account last agreed; the app asks again first. */
  consent_required: z.boolean().optional(),
  /** Data rights (docs/data-rights.md): the account is scheduled for deletion at this time (ISO); signing in offers to cancel. */
  deletion_due_at: str().nullable().optional(),
  /** Decision 131: staff set a temporary password; the app asks for a new one before anything else. */
  must_change_password: z.boolean().optional(),
  /** Decision 130: an Admin account's staff permissions (the menu shows only what they allow). */
  staff_permissions: z.array(z.enum(STAFF_PERMISSIONS)).optional(),
  /** Decision 130: an invited staff member's name (null for the bootstrap Admin). */
  staff_name: str().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Auth response (SPEC §3). */
export const authResponseSchema = envelope({
  token: str(),
  user: authUserSchema,
});
