import { sql } from 'drizzle-orm';
import { mailPeriodMs, NEW_MATCH_MAIL_CARDS } from '../../../shared/policies';
import { type AccountStatus, type Role, USER_AREA_ROLES } from '../../../shared/roles';
import type { MemberCard } from '../../../shared/schemas/members';
import { savedFiltersSchema } from '../../../shared/schemas/saved-searches';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { mailLang, type NewMatchCard, newMatchesMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { browseMembers } from './browse.service';
import { listMatches } from './matches.service';
import { type MailSubject, mailUnsubscribeLink } from './saved-searches.service';

/** How many of the best-ranked MyMatches the MyMatches mail looks through for members new since the last mail. */
export const MATCHES_MAIL_LOOKS_AT = 100;

/** A due mail may go out this much before its full period (the jobs run every 10 minutes), so it keeps its hour. */
const EARLY_MS = 15 * 60_000;

/** The owner of a due mail as loaded: the actor the search runs as, and what the mail needs. */
type Owner = {
  user_id: string;
  role: string;
  status: string;
  registration_no: string;
  plan_expires_at: Date | string | null;
  gender: string | null;
  email: string;
  language: string;
  first_name: string;
};

const ownerColumns = sql`u.id as user_id, u.role, u.status, u.registration_no, u.plan_expires_at, p.gender, u.email,
  u.language, p.first_name`;

/** The owner may receive the mail: an active member account, not waiting for deletion. */
const ownerActive = sql`u.status = 'active' and u.deletion_due_at is null and u.erased_at is null
  and u.role = any(${sql.param([...USER_AREA_ROLES])}::text[])`;

const actorOfOwner = (o: Owner): Actor => ({
  id: o.user_id,
  role: o.role as Role,
  status: o.status as AccountStatus,
  registrationNo: o.registration_no,
  planExpiresAt: o.plan_expires_at ? new Date(o.plan_expires_at) : null,
  gender: o.gender,
  deletionPending: false,
});

/** The cut-off of each frequency: a cursor at or before it is due (mailPeriodMs, less EARLY_MS). */
function dueBefore(now: Date, frequency: 'daily' | 'weekly'): string {
  return new Date(now.getTime() - (mailPeriodMs(frequency) ?? 0) + EARLY_MS).toISOString();
}

function toMailCards(ctx: AppContext, members: MemberCard[]): NewMatchCard[] {
  return members.slice(0, NEW_MATCH_MAIL_CARDS).map((m) => ({
    name: m.first_name,
    age: m.age,
    place: [m.city, m.state].filter(Boolean).join(', '),
    profileUrl: `${ctx.config.publicUrl}/user/member/${encodeURIComponent(m.registration_no)}`,
    // Photos per the owner's privacy choice (docs/member-area.md#photos): only a photo the reader sees clear.
    photoUrl: m.photo.thumb && !m.photo.blurred ? `${ctx.config.publicUrl}${m.photo.thumb}` : null,
  }));
}

async function send(
  ctx: AppContext,
  o: Owner,
  search: string | null,
  cards: NewMatchCard[],
  allPath: string,
  subject: MailSubject,
): Promise<void> {
  await ctx.mailer.send(
    newMatchesMail(
      ctx.config,
      mailLang(o.language),
      o.email,
      o.first_name,
      search,
      cards,
      `${ctx.config.publicUrl}${allPath}`,
      mailUnsubscribeLink(ctx, subject),
    ),
  );
}

/**
 * The new-match mails (decision 202, docs/member-area.md#saved-searches), one pass: for each saved search
 * and each MyMatches choice whose daily or weekly period has passed since its cursor, the members activated
 * since the cursor that the search (browseMembers: the search page's own query, inside the visibility scope)
 * or MyMatches (listMatches: the best MATCHES_MAIL_LOOKS_AT ranked matches) finds for its owner, at most
 * NEW_MATCH_MAIL_CARDS, mailed through the outbox; nothing new, no mail. The cursor moves to `now` in an
 * UPDATE … WHERE cursor = old RETURNING, so however many processes run the pass together each period is
 * mailed once. A saved search whose advanced filters the owner's plan no longer includes sends nothing
 * (its cursor moves on). Returns the number of mails queued.
 */
export async function sendNewMatchMails(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  const upTo = now.toISOString();
  const searches = await queryRows<
    Owner & { id: string; name: string; filters: Record<string, unknown>; cursor: string }
  >(
    ctx.db,
    sql`select s.id, s.name, s.filters, s.mailed_at::text as cursor, ${ownerColumns}
        from saved_searches s join users u on u.id = s.user_id join profiles p on p.user_id = u.id
        where ((s.frequency = 'daily' and s.mailed_at <= ${dueBefore(now, 'daily')})
            or (s.frequency = 'weekly' and s.mailed_at <= ${dueBefore(now, 'weekly')}))
          and ${ownerActive}
        order by s.mailed_at limit 500`,
  );
  for (const s of searches) {
    const parsed = savedFiltersSchema.safeParse(s.filters);
    let members: MemberCard[] = [];
    if (parsed.success) {
      const f = { ...parsed.data, sort: 'newest' as const, page: 1, pageSize: NEW_MATCH_MAIL_CARDS };
      try {
        members = (await browseMembers(ctx, actorOfOwner(s), f, { after: s.cursor, upTo: now })).members;
      } catch (err) {
        if (!(err instanceof AppError)) throw err; // 402: the plan lapsed; 404: no profile
      }
    }
    const moved = await queryRows<{ id: string }>(
      ctx.db,
      sql`update saved_searches set mailed_at = ${upTo} where id = ${s.id} and mailed_at = ${s.cursor}::timestamptz
          returning id`,
    );
    if (!moved.length || !members.length) continue;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(s.filters))
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
    qs.set('go', '1');
    await send(ctx, s, s.name, toMailCards(ctx, members), `/user/search?${qs}`, { kind: 's', id: s.id });
    sent++;
  }

  const owners = await queryRows<Owner & { cursor: string }>(
    ctx.db,
    sql`select u.matches_mailed_at::text as cursor, ${ownerColumns}
        from users u join profiles p on p.user_id = u.id
        where ((u.matches_mail = 'daily' and u.matches_mailed_at <= ${dueBefore(now, 'daily')})
            or (u.matches_mail = 'weekly' and u.matches_mailed_at <= ${dueBefore(now, 'weekly')}))
          and ${ownerActive}
        order by u.matches_mailed_at limit 500`,
  );
  for (const o of owners) {
    const actor = actorOfOwner(o);
    const { members } = await listMatches(ctx, actor, {
      tab: 'mutual',
      page: 1,
      pageSize: MATCHES_MAIL_LOOKS_AT,
    });
    const ids = members.map((m) => m.registration_no);
    const fresh = ids.length
      ? new Set(
          (
            await queryRows<{ registration_no: string }>(
              ctx.db,
              sql`select registration_no from users where registration_no = any(${sql.param(ids)}::text[])
                  and activated_at > ${o.cursor}::timestamptz and activated_at <= ${upTo}`,
            )
          ).map((r) => r.registration_no),
        )
      : new Set<string>();
    const moved = await queryRows<{ id: string }>(
      ctx.db,
      sql`update users set matches_mailed_at = ${upTo} where id = ${o.user_id}
          and matches_mailed_at = ${o.cursor}::timestamptz returning id`,
    );
    const news = members.filter((m) => fresh.has(m.registration_no));
    if (!moved.length || !news.length) continue;
    await send(ctx, o, null, toMailCards(ctx, news), '/user/MyMatches', { kind: 'm', id: o.user_id });
    sent++;
  }
  return sent;
}
