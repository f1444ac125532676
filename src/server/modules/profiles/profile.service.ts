import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gunaMilanOfMembers, moonOfMember } from '../../../shared/horoscope/guna-milan';
import { type ManglikStatus, manglikCompatibility } from '../../../shared/horoscope/manglik';
import { MSG } from '../../../shared/messages';
import {
  decideRendition,
  horoscopeVisible,
  knownManglik,
  maySeeMember,
  memberAbilities,
  profileAccess,
  recordsVisit,
  showsGunaMilan,
} from '../../../shared/policies';
import type { GunaMilanView, Profile } from '../../../shared/schemas/profile';
import type { MemberRelation } from '../../../shared/schemas/relation';
import { profiles, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { type RelationRow, relationColumns, toRelationFacts, viewerPlan } from '../directory/relations';
import { memberNotFound } from '../directory/visibility';
import { recordVisit } from '../directory/visits';
import { chartColumn, chartOfMember } from '../photos/chart.service';
import { photosDecided } from '../photos/photo.access';
import { presentProfile } from './profile.presenter';

const c = alias(profiles, 'c');

type Moon = { gender: string; nakshatra: string; rashi: string; manglik: string };

/**
 * The guna milan of the viewer (`me`) and the member (`them`) as a profile shows it, or null when either
 * has no Moon position or both are of one gender (gunaMilanOfMembers; docs/horoscope.md#on-a-profile).
 */
export function presentGuna(me: Moon, them: Moon): GunaMilanView | null {
  const g = gunaMilanOfMembers(me, them);
  if (!g) return null;
  const status = (s: string) => (knownManglik(s) ?? (s === 'Dont Know' ? s : null)) as ManglikStatus | null;
  return {
    total: g.total,
    max: g.max,
    kootas: g.kootas.map((k) => ({ koota: k.koota, points: k.points, max: k.max })),
    nadi_dosha: { present: g.nadiDosha.present, cancelled_by: g.nadiDosha.cancelledBy },
    bhakoot_dosha: { present: g.bhakootDosha.present, cancelled_by: g.bhakootDosha.cancelledBy },
    manglik: manglikCompatibility(status(me.manglik), status(them.manglik)),
  };
}

/**
 * GET /api/user/profile/{registrationNo} (SPEC §7, docs/accounts.md#registration, docs/member-area.md, docs/architecture.md#where-rules-live). The owner and an Admin see the
 * whole profile. Another member sees it only inside the visibility scope (listed, other gender, no
 * block either way: src/shared/policies/visibility.ts), with `relation` (interest, shortlist, photos,
 * abilities); contact details (mobile, email, address; `contact_visible`) only when
 * abilities.view_contact allows (paid plan with the contact entitlement AND an accepted interest). A
 * member's visit is recorded. Anything else answers 404 exactly like an unknown number; an account that
 * is not active sees only its own (403).
 *
 * Facts are loaded once (docs/architecture.md#how-a-member-request-flows): the actor (auth), ONE statement for the target with its relation
 * to the viewer, blocks, interest state, the viewer's plan and the horoscope chart, one for the photos, one for
 * the visit (and a running boost's view count).
 */
export async function viewProfile(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<{ profile: Profile; relation?: MemberRelation }> {
  const r = registrationNo.trim();
  const [row] = await ctx.db
    .select({
      u: users,
      p: c,
      rel: sql<RelationRow | string>`(select row_to_json(rel) from (select ${relationColumns(actor)}) rel)`,
      me: sql<Moon | string | null>`(select row_to_json(m) from (select gender, nakshatra, rashi, manglik
        from profiles where user_id = ${actor.id}) m)`,
      chart: chartColumn(),
    })
    .from(users)
    .innerJoin(c, eq(c.userId, users.id))
    .where(or(eq(users.registrationNo, r), eq(users.registrationNo, r.toUpperCase())))
    .limit(1);
  const access = profileAccess(actor, row?.u.id ?? null);
  if (access === 'forbidden') throw new AppError(403, MSG.forbidden, 'forbidden');
  if (!row) throw memberNotFound();
  if (access === 'full') {
    return {
      profile: {
        ...presentProfile(row.u, row.p, { full: true, contact: true, horoscope: true }),
        horoscope_chart: chartOfMember(ctx, actor, row.chart, {
          horoscopePrivacy: row.p.horoscopePrivacy,
          accepted: false,
          maySeeProfile: true,
        }),
      },
    };
  }
  const relRow = (typeof row.rel === 'string' ? JSON.parse(row.rel) : row.rel) as RelationRow;
  const facts = toRelationFacts(actor.id, relRow);
  if (!maySeeMember(facts.visibility)) throw memberNotFound();
  const ent = relRow.rel_entitlements as Parameters<typeof viewerPlan>[1];
  const rendition = decideRendition(actor, facts.photo);
  const abilities = memberAbilities(viewerPlan(actor, ent), facts.interest, rendition);
  const photos = await photosDecided(ctx, actor, row.u.id, rendition);
  if (recordsVisit(actor.role)) await recordVisit(ctx.db, actor.id, row.u.id);
  const horoscope = horoscopeVisible(actor, {
    ownerId: row.u.id,
    horoscopePrivacy: row.p.horoscopePrivacy,
    accepted: facts.photo.accepted,
  });
  const me = (typeof row.me === 'string' ? JSON.parse(row.me) : row.me) as Moon | null;
  const bothHaveMoon =
    !!me && !!moonOfMember(me.nakshatra, me.rashi) && !!moonOfMember(row.p.nakshatra, row.p.rashi);
  const guna =
    me && showsGunaMilan(horoscope, actor.id === row.u.id, bothHaveMoon)
      ? presentGuna(me, {
          gender: row.p.gender,
          nakshatra: row.p.nakshatra,
          rashi: row.p.rashi,
          manglik: row.p.manglik,
        })
      : null;
  return {
    profile: {
      ...presentProfile(row.u, row.p, { full: false, contact: abilities.view_contact.allowed, horoscope }),
      guna,
      horoscope_chart: horoscope
        ? chartOfMember(ctx, actor, row.chart, {
            horoscopePrivacy: row.p.horoscopePrivacy,
            accepted: facts.photo.accepted,
            maySeeProfile: true,
          })
        : null,
    },
    relation: { interest: facts.interest, shortlisted: facts.shortlisted, abilities, photos },
  };
}
