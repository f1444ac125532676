import { z } from 'zod';

/**
 * What a plan includes, as data (docs/member-area.md#plans-are-data): the server reads these to decide what a member may do.
 * `monthlyInterestLimit` null means unlimited.
 */
export const entitlementsSchema = z.object({
  canExpressInterest: z.boolean(),
  monthlyInterestLimit: z.number().int().nonnegative().nullable(),
  canViewContactDetails: z.boolean(),
  photoPrivacySettings: z.boolean(),
  advancedFilters: z.boolean(),
  featuredListing: z.boolean(),
  prioritySupport: z.boolean(),
  profileBoostMonthly: z.boolean(),
  /** Conversations (docs/conversations.md): write first, and reply once the other member wrote first. */
  canStartConversation: z.boolean(),
  canReplyConversation: z.boolean(),
  /** Share link and biodata PDF (SPEC §9 Silver "share your profile details"); absent in an old row: false. */
  shareProfile: z.boolean().default(false),
  /**
   * Web Push to the member's devices (SPEC §9 Silver "mobile application access", decision 208); absent in an
   * old row: false. Installing the app is open to everyone (docs/installable-app.md#who-gets-what).
   */
  pushNotifications: z.boolean().default(false),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** A plan as the API returns it (SPEC §3 Plan). Prices are integer paise. */
export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  original_price_paise: z.number().int(),
  price_paise: z.number().int(),
  discount_text: z.string(),
  duration_months: z.number().int(),
  duration_text: z.string(),
  features: z.array(z.string()),
  entitlements: entitlementsSchema,
});
export type Plan = z.infer<typeof planSchema>;

/**
 * A plan as staff see it on /admin/plans (docs/payments.md#staff): the English texts, whether it is on
 * sale, and the Kannada texts staff edit beside the English ones (decision 150; empty: English shown).
 */
export const staffPlanSchema = planSchema.extend({
  on_sale: z.boolean(),
  name_kn: z.string(),
  discount_text_kn: z.string(),
  features_kn: z.array(z.string()),
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;

/** SPEC §9: the promo code discount (text only on the membership page), in paise. */
export const PROMO_DISCOUNT_PAISE = 10000;
