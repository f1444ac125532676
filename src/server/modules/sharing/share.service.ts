import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ageOn } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { sharedPhotoAllowed } from '../../../shared/policies';
import type { SharedProfile, ShareLink } from '../../../shared/schemas/share';
import type { AppContext } from '../../lib/context';
import { iso } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { renditionKey } from '../../media/storage';
import type { Actor } from '../../plugins/auth';
import { actorEntitlements } from '../plans/plan';

/*
 * Share links (SPEC §9 Silver "share your profile details", docs/plan-features.md#share-link): a member with
 * the `shareProfile` entitlement creates a link valid 7 or 30 days; anyone holding it sees a public-safe page.
 * The token (24 random bytes, base64url) is shown once; only its SHA-256 is stored.
 */

const DAY = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type LinkRow = {
  id: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  views: number;
};

function present(r: LinkRow, now = new Date()): ShareLink {
  const expires = new Date(iso(r.expires_at));
  return {
    id: r.id,
    created_at: iso(r.created_at),
    expires_at: expires.toISOString(),
    revoked_at: r.revoked_at ? iso(r.revoked_at) : null,
    active: !r.revoked_at && expires > now,
    views: Number(r.views),
  };
}

/** 402 unless the member's effective plan has the `shareProfile` entitlement (plans as data). */
export async function assertMayShare(ctx: AppContext, actor: Actor): Promise<void> {
  const ent = await actorEntitlements(ctx.db, actor);
  if (!ent?.shareProfile) throw new AppError(402, MSG.shareLocked, 'upgrade_required');
}

/** GET /api/user/share-links: the member's links, newest first (at most 50), and whether they may share. */
export async function listShareLinks(ctx: AppContext, actor: Actor) {
  const [ent, rows] = await Promise.all([
    actorEntitlements(ctx.db, actor),
    queryRows<LinkRow>(
      ctx.db,
      sql`select id, created_at, expires_at, revoked_at, views from share_links
          where user_id = ${actor.id} order by created_at desc limit 50`,
    ),
  ]);
  return { links: rows.map((r) => present(r)), abilities: { share: !!ent?.shareProfile } };
}

/** POST /api/user/share-links: a new link valid `days` days; the answer carries its address, once. 402 without the plan. */
export async function createShareLink(ctx: AppContext, actor: Actor, days: 7 | 30) {
  await assertMayShare(ctx, actor);
  const token = randomBytes(24).toString('base64url');
  const [row] = await queryRows<LinkRow>(
    ctx.db,
    sql`insert into share_links (user_id, token_hash, expires_at)
        values (${actor.id}, ${hashToken(token)}, ${new Date(Date.now() + days * DAY)})
        returning id, created_at, expires_at, revoked_at, views`,
  );
  return { link: present(row), url: `${ctx.config.publicUrl}/p/${token}` };
}

/** DELETE /api/user/share-links/:id: turns the member's own link off (idempotent); 404 for another's or unknown. */
export async function revokeShareLink(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const rows = await queryRows(
    ctx.db,
    sql`update share_links set revoked_at = coalesce(revoked_at, now())
        where id = ${id} and user_id = ${actor.id} returning id`,
  );
  if (rows.length === 0) throw new AppError(404, MSG.shareLinkNotFound, 'not_found');
}

type Shared = {
  link_id: string;
  user_id: string;
  role: string;
  plan_expires_at: Date | string | null;
  listed: boolean;
  expires_at: Date | string;
  photo_privacy: string;
  photo: string | null;
  registration_no: string;
  first_name: string;
  gender: string;
  date_of_birth: string;
  height_cm: number | null;
  marital_status: string;
  religion: string;
  caste: string;
  mother_tongue: string;
  qualification: string;
  occupation: string;
  city: string;
  state: string;
  about_me: string;
};

/**
 * The open link for `token` and its member, or 404 (MSG.shareLinkNotFound) when unknown, revoked, expired,
 * when the member is not listed (inactive, hidden, found a match) or their plan no longer includes sharing:
 * the same answer for each, so the page tells nothing more.
 */
async function openLink(ctx: AppContext, token: string): Promise<Shared> {
  const [r] = await queryRows<Shared>(
    ctx.db,
    sql`select l.id as link_id, l.user_id, u.role, u.plan_expires_at, p.listed, l.expires_at, p.photo_privacy,
               (select ph.storage_key from photos ph where ph.user_id = l.user_id and ph.is_primary
                  and ph.status = 'approved' limit 1) as photo,
               u.registration_no, p.first_name, p.gender, p.date_of_birth::text as date_of_birth, p.height_cm,
               p.marital_status, p.religion, p.caste, p.mother_tongue, p.qualification, p.occupation, p.city,
               p.state, p.about_me
        from share_links l join users u on u.id = l.user_id join profiles p on p.user_id = l.user_id
        where l.token_hash = ${hashToken(token)} and l.revoked_at is null and l.expires_at > now()`,
  );
  const notFound = new AppError(404, MSG.shareLinkNotFound, 'not_found');
  if (!r?.listed) throw notFound;
  const ent = await actorEntitlements(ctx.db, {
    role: r.role as Actor['role'],
    planExpiresAt: r.plan_expires_at ? new Date(iso(r.plan_expires_at)) : null,
  });
  if (!ent?.shareProfile) throw notFound;
  return r;
}

/**
 * GET /api/share/:token (public, rate-limited): the public-safe profile (sharedProfileSchema) and one more
 * view counted on the link. 404 as openLink.
 */
export async function viewSharedProfile(ctx: AppContext, token: string): Promise<SharedProfile> {
  const r = await openLink(ctx, token);
  await ctx.db.execute(sql`update share_links set views = views + 1 where id = ${r.link_id}`);
  return {
    registration_no: r.registration_no,
    first_name: r.first_name,
    gender: r.gender,
    age: ageOn(r.date_of_birth),
    height_cm: r.height_cm,
    marital_status: r.marital_status,
    religion: r.religion,
    caste: r.caste,
    mother_tongue: r.mother_tongue,
    qualification: r.qualification,
    occupation: r.occupation,
    city: r.city,
    state: r.state,
    about_me: r.about_me,
    photo: r.photo && sharedPhotoAllowed(r.photo_privacy) ? `/api/share/${token}/photo` : null,
    expires_at: iso(r.expires_at),
  };
}

/** GET /api/share/:token/photo: the store key of the member's approved primary photo (large), only when sharedPhotoAllowed; else 404. */
export async function sharedPhotoFile(ctx: AppContext, token: string): Promise<string> {
  const r = await openLink(ctx, token);
  if (!r.photo || !sharedPhotoAllowed(r.photo_privacy))
    throw new AppError(404, MSG.photoNotFound, 'not_found');
  return renditionKey(r.photo, 'large');
}
