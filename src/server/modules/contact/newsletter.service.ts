import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANG, type Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { newsletterSubscribers } from '../../db/schema';
import { type Ok, ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { linkMac, sameText } from '../../lib/link-mac';
import { hitLimit } from '../../lib/rate-limit';
import { newsletterConfirmMail } from '../../mail/templates';

/** A confirmation link is valid for 7 days (docs/first-impressions.md#details-members-notice). */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 86_400_000;
/** Subscribe requests per address per hour, and per email per day (docs/first-impressions.md#details-members-notice). */
export const NEWSLETTER_PER_IP_HOUR = 10;
export const NEWSLETTER_PER_EMAIL_DAY = 3;

const mac = (ctx: AppContext, ...parts: string[]) => linkMac(ctx.config.jwtSecret, ...parts);

/** The token of a confirmation link: '<expiry ms>.<HMAC>' (no storage needed). */
export function confirmToken(ctx: AppContext, email: string, now = Date.now()): string {
  const exp = String(now + NEWSLETTER_CONFIRM_TTL_MS);
  return `${exp}.${mac(ctx, 'newsletter-confirm', email, exp)}`;
}

/** The token of an unsubscribe link (does not expire). */
export function unsubscribeToken(ctx: AppContext, email: string): string {
  return mac(ctx, 'newsletter-unsubscribe', email);
}

const link = (ctx: AppContext, what: 'confirm' | 'unsubscribe', email: string, token: string) =>
  `${ctx.config.publicUrl}/newsletter/${what}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

/** The unsubscribe link for `email`, for every newsletter mail (docs/first-impressions.md#details-members-notice). */
export const unsubscribeLink = (ctx: AppContext, email: string) =>
  link(ctx, 'unsubscribe', email, unsubscribeToken(ctx, email));

/**
 * POST /api/newsletter (docs/first-impressions.md#details-members-notice, double opt-in): records the email as pending and mails a confirmation
 * link (and the unsubscribe link). Answers the same whatever the email's state, so it reveals nothing;
 * a confirmed subscriber gets no mail. The mail is in `lang`, the language the visitor reads (docs/i18n.md). Throws 429 past the per-address or per-email limits.
 */
export async function subscribe(
  ctx: AppContext,
  rawEmail: string,
  ip: string,
  lang: Lang = DEFAULT_LANG,
): Promise<Ok> {
  const email = rawEmail.trim().toLowerCase();
  const byIp = await hitLimit(ctx.db, `newsletter:ip:${ip}`, NEWSLETTER_PER_IP_HOUR, 3_600_000);
  if (!byIp.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
  const byEmail = await hitLimit(ctx.db, `newsletter:email:${email}`, NEWSLETTER_PER_EMAIL_DAY, 86_400_000);
  if (!byEmail.allowed) throw new AppError(429, MSG.tooManyRequests, 'rate_limited');
  const rows = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', unsubscribedAt: null },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning({ status: newsletterSubscribers.status });
  if (rows.length > 0) {
    await ctx.mailer.send(
      newsletterConfirmMail(
        ctx.config,
        lang,
        email,
        link(ctx, 'confirm', email, confirmToken(ctx, email)),
        unsubscribeLink(ctx, email),
      ),
    );
  }
  return ok({}, MSG.newsletterCheckMail);
}

/**
 * POST /api/newsletter/confirm (docs/first-impressions.md#details-members-notice): the link's token must be this email's and not expired.
 * Throws 400 MSG.newsletterLinkInvalid otherwise (or when the email never subscribed).
 */
export async function confirmSubscription(ctx: AppContext, rawEmail: string, token: string): Promise<Ok> {
  const email = rawEmail.trim().toLowerCase();
  const [exp, sig] = token.split('.');
  const valid =
    /^\d+$/.test(exp ?? '') &&
    Number(exp) > Date.now() &&
    sameText(sig ?? '', mac(ctx, 'newsletter-confirm', email, exp));
  if (!valid) throw new AppError(400, MSG.newsletterLinkInvalid, 'link_invalid');
  const rows = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')))
    .returning({ email: newsletterSubscribers.email });
  if (rows.length === 0) throw new AppError(400, MSG.newsletterLinkInvalid, 'link_invalid');
  return ok({}, MSG.newsletterConfirmed);
}

/** POST /api/newsletter/unsubscribe (docs/first-impressions.md#details-members-notice): one click from any newsletter mail. 400 for a bad token. */
export async function unsubscribe(ctx: AppContext, rawEmail: string, token: string): Promise<Ok> {
  const email = rawEmail.trim().toLowerCase();
  if (!sameText(token, unsubscribeToken(ctx, email))) {
    throw new AppError(400, MSG.newsletterLinkInvalid, 'link_invalid');
  }
  await ctx.db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.email, email));
  return ok({}, MSG.newsletterUnsubscribed);
}
