import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { MSG } from '../messages';
import { INVITE_CHANNELS, REFERRAL_LISTS } from '../policies/promoter-area';
import { line, mobileNoSchema, optMultiline, optText, pagedFields, pageQueryFields, str } from './common';

/**
 * Requests and answers of the promoter's own area /PromotAdmin (docs/promoter-area.md, SPEC §2 "Promoter area"):
 * profile, bank change requests, invitations, referral lists, chart, lock. Docs: docs/promoter-area.md.
 */

/** A +91 mobile (decision 016): typed as 10 digits, optionally with +91 / 0; stored as E.164 '+919876543210'. */
const mobile10 = mobileNoSchema(MSG.mobileEnter10);

/** PUT /api/promoter/profile: the About tab and the profile dialog (name, phone, email, address). */
export const promoterProfileInputSchema = z.object({
  name: line().trim().min(2, { error: MSG.nameEnter }).max(100),
  email: z.email({ error: MSG.emailEnterValid }).trim().toLowerCase().max(200),
  mobile: mobile10,
  address: optMultiline(300),
  pin_code: str()
    .trim()
    .regex(/^(\d{6})?$/, { error: MSG.pinCodeInvalid })
    .optional()
    .default(''),
  country: optText(60),
  state: optText(60),
  city: optText(60),
});
export type PromoterProfileInput = z.output<typeof promoterProfileInputSchema>;

/** PUT /api/promoter/bank: a change of bank details, stored as a request that staff approve. */
export const bankChangeInputSchema = z.object({
  account_name: line().trim().min(2, { error: MSG.accountNameEnter }).max(100),
  account_no: str()
    .trim()
    .regex(/^\d{6,20}$/, { error: MSG.accountNoInvalid }),
  account_type: z.enum(['Savings', 'Current'], { error: MSG.accountTypeChoose }).default('Savings'),
  ifsc: str()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: MSG.ifscInvalid }),
  bank_name: optText(100),
});
export type BankChangeInput = z.output<typeof bankChangeInputSchema>;

/** Bank details as the promoter sees them: the account number masked. */
export const maskedBankSchema = z.object({
  account_name: str(),
  account_no_masked: str(),
  account_type: str(),
  ifsc: str(),
  bank_name: str(),
});

/** GET /api/promoter/profile: the promoter's own record (SPEC §3 Promoter: promoter_name). */
export const promoterProfileSchema = z.object({
  promoter_name: str(),
  registration_no: str(),
  email: str(),
  mobile: str(),
  promoter_type: str(),
  promo_code: str(),
  referral_link: str(),
  registered_on: str(),
  expires_on: str().nullable(),
  address: str(),
  pin_code: str(),
  country: str(),
  state: str(),
  city: str(),
  bank: maskedBankSchema,
  bank_change: z
    .object({ status: z.enum(['pending', 'approved', 'rejected']), requested_at: str(), reason: str() })
    .extend({ bank: maskedBankSchema })
    .nullable(),
  locked: z.boolean(),
});
export type PromoterProfile = z.infer<typeof promoterProfileSchema>;

/** One contact of the refer page (SPEC §3 Invite contact: name, email, mobile, relationship, channel). */
export const inviteContactSchema = z
  .object({
    name: line().trim().min(2, { error: MSG.nameEnter }).max(100),
    email: z.union([z.literal(''), z.email({ error: MSG.emailEnterValid }).trim().toLowerCase().max(200)]),
    mobile: z.union([z.literal(''), mobile10]),
    relationship: optText(60),
    channel: z.enum(INVITE_CHANNELS, { error: MSG.inviteChannel }).default('email'),
  })
  .refine((c) => c.channel !== 'email' || c.email !== '', {
    error: MSG.inviteEmailNeeded,
    path: ['email'],
  })
  .refine((c) => c.channel === 'email' || c.mobile !== '', {
    error: MSG.inviteMobileNeeded,
    path: ['mobile'],
  });

/** POST /api/promoter/invitations: 1–10 contacts at once. */
export const inviteInputSchema = z.object({
  contacts: z.array(inviteContactSchema).min(1, { error: MSG.inviteAddContact }).max(10),
  /** The language of the invitation mails, chosen by the promoter (docs/i18n.md); English when left out. */
  language: z.enum(LANGUAGES).default('en'),
});
export type InviteInput = z.output<typeof inviteInputSchema>;

/** The answer: how many were recorded, the referral link (WhatsApp/SMS links are built from it), today's remaining. */
export const inviteResultSchema = z.object({
  sent: z.number().int(),
  emailed: z.number().int(),
  referral_link: str(),
  remaining_today: z.number().int(),
});

/** GET /api/promoter/referrals?list=…: one of the drawer's lists, paged and searched. */
export const referralListQuery = z.object({
  list: z.enum(REFERRAL_LISTS).default('team-users'),
  ...pageQueryFields(),
  q: line().trim().max(60).optional().default(''),
});

/** A row of a referral list: a referred member, or (pending only) an invitation not yet registered. */
export const referralItemSchema = z.object({
  kind: z.enum(['member', 'invitation']),
  name: str(),
  registration_no: str().nullable(),
  plan: str().nullable(),
  status: str(),
  registered_at: str().nullable(),
  invited_at: str().nullable(),
  plan_expires_at: str().nullable(),
});
export const referralPageSchema = z.object({ items: z.array(referralItemSchema), ...pagedFields });

/** GET /api/promoter/referrals/chart: referrals registered and paid per month (IST), oldest first, 12 months. */
export const referralChartSchema = z.object({
  months: z.array(z.object({ month: str(), registered: z.number().int(), paid: z.number().int() })),
});

/** POST /api/promoter/unlock: the password that lifts the lock. */
export const unlockInputSchema = z.object({
  password: line().min(1, { error: MSG.passwordEnter }).max(128),
});

/** A pending bank change as staff see it on /admin/promoters. */
export const bankChangeRowSchema = z.object({
  id: str(),
  promoter_id: str(),
  promoter_name: str(),
  promo_code: str(),
  requested_at: str(),
  current: z.object({ account_name: str(), account_no: str(), ifsc: str(), bank_name: str() }),
  requested: z.object({
    account_name: str(),
    account_no: str(),
    account_type: str(),
    ifsc: str(),
    bank_name: str(),
  }),
});
export type BankChangeRow = z.infer<typeof bankChangeRowSchema>;

/** Longest reason staff may give for rejecting a bank change, in characters (the form's too). */
export const BANK_CHANGE_REASON_MAX = 300;

/** POST /api/admin/promoter-bank-changes/:id/review: approve, or reject with a reason. */
export const bankChangeReviewSchema = z
  .object({ approve: z.boolean(), reason: optMultiline(BANK_CHANGE_REASON_MAX) })
  .refine((v) => v.approve || v.reason.length > 0, { error: MSG.reasonRequired, path: ['reason'] });
