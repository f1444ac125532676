import { and, asc, eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { maySaveSearch, SAVED_SEARCH_MAX } from '../../../shared/policies';
import type {
  CreateSavedSearch,
  MailFrequency,
  SavedSearch,
  UpdateSavedSearch,
} from '../../../shared/schemas/saved-searches';
import { createSavedSearchSchema, updateSavedSearchSchema } from '../../../shared/schemas/saved-searches';
import { savedSearches, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { linkMac, sameText } from '../../lib/link-mac';
import type { Actor } from '../../plugins/auth';

/**
 * Saved searches and the MyMatches mail choice (decision 202, docs/member-area.md#saved-searches). Every
 * statement names the owner: a member never reads, changes or deletes another member's saved search (an
 * id that is not theirs answers exactly like one that does not exist, 404).
 */

const notFound = () => new AppError(404, MSG.savedSearchNotFound, 'not_found');

/** The filters as stored: only the criteria set (empty lists, unset values and the default sort left out). */
function compactFilters(f: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (k === 'sort' && v === 'recently_active') continue;
    if (k === 'page' || k === 'pageSize' || k === 'registration_no') continue;
    out[k] = v;
  }
  return out;
}

const present = (r: typeof savedSearches.$inferSelect): SavedSearch => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  frequency: r.frequency as MailFrequency,
  created_at: r.createdAt.toISOString(),
});

/** GET /api/user/saved-searches: the member's saved searches (oldest first) and the MyMatches mail choice. */
export async function listSavedSearches(
  ctx: AppContext,
  actor: Actor,
): Promise<{ searches: SavedSearch[]; max: number; matches_mail: MailFrequency }> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  const [u] = await ctx.db
    .select({ matchesMail: users.matchesMail })
    .from(users)
    .where(eq(users.id, actor.id));
  return {
    searches: rows.map(present),
    max: SAVED_SEARCH_MAX,
    matches_mail: (u?.matchesMail ?? 'none') as MailFrequency,
  };
}

/**
 * POST /api/user/saved-searches: saves a search. At most SAVED_SEARCH_MAX per member, decided atomically:
 * the member's account row is locked (`SELECT … FOR UPDATE`) before counting, so concurrent requests wait
 * for each other and never pass the limit together (409 MSG.savedSearchLimit past it). The mail's cursor
 * starts now: the first mail holds members activated after the search was saved.
 */
export async function createSavedSearch(
  ctx: AppContext,
  actor: Actor,
  input: CreateSavedSearch,
): Promise<SavedSearch> {
  const v = createSavedSearchSchema.parse(input);
  const filters = compactFilters(v.filters as Record<string, unknown>);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${actor.id} for update`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, actor.id));
    if (!maySaveSearch(Number(n)))
      throw new AppError(409, MSG.savedSearchLimit.replace('{max}', String(SAVED_SEARCH_MAX)), 'limit');
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: actor.id, name: v.name, filters, frequency: v.frequency })
      .returning();
    return present(row);
  });
}

/**
 * PATCH /api/user/saved-searches/:id: renames it and/or changes its mail frequency. Turning the mail on
 * (from 'none') starts its cursor now, so the first mail does not hold every member since the search was
 * saved. 404 when the id is not one of the member's saved searches.
 */
export async function updateSavedSearch(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateSavedSearch,
): Promise<SavedSearch> {
  const v = updateSavedSearchSchema.parse(input);
  const [row] = await ctx.db
    .update(savedSearches)
    .set({
      ...(v.name !== undefined ? { name: v.name } : {}),
      ...(v.frequency !== undefined
        ? {
            frequency: v.frequency,
            mailedAt: sql`case when ${savedSearches.frequency} = 'none' then now() else ${savedSearches.mailedAt} end`,
          }
        : {}),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
    .returning();
  if (!row) throw notFound();
  return present(row);
}

/** DELETE /api/user/saved-searches/:id: 404 when the id is not one of the member's saved searches. */
export async function deleteSavedSearch(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
    .returning({ id: savedSearches.id });
  if (!rows.length) throw notFound();
}

/**
 * PUT /api/user/matches-mail: the member's MyMatches mail (none, daily, weekly). Turning it on starts its
 * cursor now (as updateSavedSearch).
 */
export async function setMatchesMail(
  ctx: AppContext,
  actor: Actor,
  frequency: MailFrequency,
): Promise<MailFrequency> {
  await ctx.db
    .update(users)
    .set({
      matchesMail: frequency,
      matchesMailedAt: sql`case when ${users.matchesMail} = 'none' then now() else ${users.matchesMailedAt} end`,
    })
    .where(eq(users.id, actor.id));
  return frequency;
}

/** What an unsubscribe token turns off: a saved search's mail ('s') or the member's MyMatches mail ('m'). */
export type MailSubject = { kind: 's' | 'm'; id: string };

const mac = (ctx: AppContext, s: MailSubject) =>
  linkMac(ctx.config.jwtSecret, 'new-match-unsubscribe', s.kind, s.id);

/**
 * The token of a new-match mail's unsubscribe link (decision 202): `<kind>.<id>.<HMAC>` signed with the
 * server's secret, so the link works without signing in and cannot be made for another search or member.
 * It does not expire (an old mail's link still turns the mail off).
 */
export function mailUnsubscribeToken(ctx: AppContext, s: MailSubject): string {
  return `${s.kind}.${s.id}.${mac(ctx, s)}`;
}

/** The page the mail's unsubscribe link opens (it asks for one click, as the newsletter's). */
export const mailUnsubscribeLink = (ctx: AppContext, s: MailSubject) =>
  `${ctx.config.publicUrl}/mail/unsubscribe?token=${encodeURIComponent(mailUnsubscribeToken(ctx, s))}`;

/**
 * POST /api/mail/unsubscribe (public, decision 202): turns off the mail the signed token names (a saved
 * search's frequency or the member's MyMatches mail becomes 'none'). A token whose signature fails answers
 * 400 MSG.newsletterLinkInvalid; a valid token for a search deleted since answers success (nothing left to send).
 */
export async function unsubscribeMail(ctx: AppContext, token: string): Promise<void> {
  const [kind, id, sig] = token.split('.');
  const valid =
    (kind === 's' || kind === 'm') &&
    /^[0-9a-f-]{36}$/.test(id ?? '') &&
    sig !== undefined &&
    sameText(sig, mac(ctx, { kind, id }));
  if (!valid) throw new AppError(400, MSG.newsletterLinkInvalid, 'link_invalid');
  if (kind === 's')
    await ctx.db.update(savedSearches).set({ frequency: 'none' }).where(eq(savedSearches.id, id));
  else await ctx.db.update(users).set({ matchesMail: 'none' }).where(eq(users.id, id));
}
