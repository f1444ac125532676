import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gunaMilanOfMembers, moonOfMember } from '../../../shared/horoscope/guna-milan';
import { type ManglikStatus, manglikCompatibility } from '../../../shared/horoscope/manglik';
import { MSG } from '../../../shared/messages';
import {
  decideRendition,
  effectivePlan,
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
import { preparedPerDb } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { type RelationRow, relationColumnsOf, toRelationFacts, viewerPlan } from '../directory/relations';
import { memberNotFound, regNoInPlaceholders, regNoValues } from '../directory/visibility';
import { recordVisit } from '../directory/visits';
import { chartColumn, chartOfMember } from '../photos/chart.service';
import { PHOTO_ROWS_COLUMN, photoRowsOf, photosOfRows } from '../photos/photo.access';
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
 * The profile view's one statement for the member (decision 213), built once per database handle and sent as
 * a named prepared statement: the member by registration number with the relation to the viewer, the
 * viewer's own Moon position, the horoscope chart and the approved and pending photos. Its plan (the unique
 * index on the number, then primary-key probes) does not depend on the values, so PostgreSQL keeps one
 * generic plan per connection. Values: viewer_id, viewer_gender, viewer_plan, regno, regno_upper.
 */
const profileStatement = preparedPerDb((db) => {
  const viewer = sql.placeholder('viewer_id');
  return db
    .select({
      u: users,
      p: c,
      rel: sql<RelationRow | string>`(select row_to_json(rel) from (select ${relationColumnsOf({
        id: viewer,
        gender: sql.placeholder('viewer_gender'),
        plan: sql.placeholder('viewer_plan'),
      })}) rel)`,
      me: sql<Moon | string | null>`(select row_to_json(m) from (select gender, nakshatra, rashi, manglik
        from profiles where user_id = ${viewer}) m)`,
      chart: chartColumn(),
      photos: PHOTO_ROWS_COLUMN,
    })
    .from(users)
    .innerJoin(c, eq(c.userId, users.id))
    .where(regNoInPlaceholders(users.registrationNo))
    .limit(1)
    .prepare('view_profile');
});

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
 * to the viewer, blocks, interest state, the viewer's plan, the horoscope chart and the photos (profileStatement,
 * decision 213), one for the visit (and a running boost's view count).
 */
export async function viewProfile(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
): Promise<{ profile: Profile; relation?: MemberRelation }> {
  const [row] = await profileStatement(ctx.db).execute({
    viewer_id: actor.id,
    viewer_gender: actor.gender,
    viewer_plan: effectivePlan(actor),
    ...regNoValues(registrationNo),
  });
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
  const photos = photosOfRows(ctx, actor, row.u.id, rendition, photoRowsOf(row.photos));
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
