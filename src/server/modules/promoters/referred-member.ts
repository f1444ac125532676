import { sql } from 'drizzle-orm';

/**
 * A referred member's stage as SQL over `users u` (decision 022, figures; `referralStage` in
 * src/shared/policies/promoters.ts): verified is an activated account, paid is any confirmed payment.
 * The promoter's area, its referral lists and the Admin's referral reports and figures all count with these.
 */
export const REFERRED_ACTIVATED = sql`u.activated_at is not null`;
export const REFERRED_PAID = sql`exists (select 1 from payments pay where pay.user_id = u.id and pay.status = 'paid')`;

/** The referred member's columns a referral listing reads from a raw query (snake_case, dates as the driver gives them). */
export type ReferredMemberRow = {
  first_name: string | null;
  last_name: string | null;
  registration_no: string;
  role: string;
  status: string;
  activated: boolean;
  paid: boolean;
  created_at: string | Date;
};
