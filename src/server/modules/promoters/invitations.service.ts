import { eq, sql } from 'drizzle-orm';
import { todayIST } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { INVITES_PER_DAY, promoCodeUsable, referralLink } from '../../../shared/policies';
import type { InviteInput } from '../../../shared/schemas/promoter-area';
import type { Tx } from '../../db/client';
import { promoterInvitations, promoters } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { referralInviteMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { selectPromoterFacts } from './promo-code';

/**
 * POST /api/promoter/invitations (docs/promoter-area.md, refer page): records each contact, mails the email-channel
 * ones an invitation with the promoter's referral link (outbox, same transaction), and counts them against
 * the daily limit (INVITES_PER_DAY per IST day, one atomic counter row: concurrent requests never pass it).
 * WhatsApp and SMS links are built by the page from the returned referral link.
 * Errors: 409 when the promoter's code does not work (deactivated or expired), 429 over the daily limit.
 */
export async function sendInvitations(
  ctx: AppContext,
  actor: Actor,
  input: InviteInput,
): Promise<{ sent: number; emailed: number; referral_link: string; remaining_today: number }> {
  const today = todayIST();
  const [p] = await selectPromoterFacts(ctx.db).where(eq(promoters.userId, actor.id));
  if (!p) throw new AppError(404, MSG.promoterNotFound, 'not_found');
  if (!promoCodeUsable(p, today)) {
    throw new AppError(409, MSG.inviteCodeInactive, 'code_inactive');
  }
  const link = referralLink(ctx.config.publicUrl, p.promoCode);
  const k = input.contacts.length;
  return ctx.db.transaction(async (tx) => {
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`insert into promoter_invite_counts (promoter_id, day, n) values (${actor.id}, ${today}::date, ${k})
          on conflict (promoter_id, day) do update set n = promoter_invite_counts.n + excluded.n
            where promoter_invite_counts.n + excluded.n <= ${INVITES_PER_DAY}
          returning n`,
    );
    if (!counted || counted.n > INVITES_PER_DAY) {
      throw new AppError(429, MSG.inviteLimit.replace('{limit}', String(INVITES_PER_DAY)), 'invite_limit');
    }
    await tx.insert(promoterInvitations).values(input.contacts.map((c) => ({ promoterId: actor.id, ...c })));
    let emailed = 0;
    for (const c of input.contacts) {
      if (c.channel !== 'email') continue;
      await ctx.mailer.send(
        referralInviteMail(ctx.config, input.language, c.email, c.name, p.name, link),
        tx,
      );
      emailed += 1;
    }
    return { sent: k, emailed, referral_link: link, remaining_today: INVITES_PER_DAY - counted.n };
  });
}

/**
 * Anonymises every promoter's invitation to this person (docs/data-rights.md#delete-my-account, decision 116): rows
 * whose email (case-insensitive) or mobile (last 10 digits) is hers lose name, email, mobile and
 * relationship, inside the caller's transaction `tx`. Called when she registers (the invitation has done
 * its work; a promoter who did not refer her must not see that she joined) and when her account is erased.
 * Anonymised rows leave the promoter's lists (they hold neither email nor mobile). Returns the rows changed.
 */
export async function anonymiseInvitationsTo(
  tx: Tx,
  to: { email: string | null; mobile: string | null },
): Promise<number> {
  const email = (to.email ?? '').trim().toLowerCase();
  const mobile = (to.mobile ?? '').replace(/\D/g, '').slice(-10);
  if (!email && mobile.length !== 10) return 0;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update promoter_invitations set name = '', email = '', mobile = '', relationship = ''
         where (${email} <> '' and lower(email) = ${email})
            or (${mobile.length === 10 ? mobile : ''} <> ''
                and right(regexp_replace(mobile, '\\D', '', 'g'), 10) = ${mobile})
        returning id`,
  );
  return rows.length;
}
