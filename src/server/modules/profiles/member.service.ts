import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { profileCompleteness } from '../../../shared/completeness';
import { ageOn } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { fillNotice, NOTICE } from '../../../shared/notices';
import { defaultPreferences, deletionPending, isListed, REJECTED_PHOTO } from '../../../shared/policies';
import type { AccountStatus } from '../../../shared/roles';
import { MIN_AGE_BRIDE, MIN_AGE_GROOM } from '../../../shared/schemas/auth';
import {
  type AdminChange,
  type ChangeRequest,
  type MyProfile,
  type Preferences,
  type Privacy,
  type ProfileUpdate,
  REVIEWED_FIELDS,
  type Review,
} from '../../../shared/schemas/member';
import type { Profile } from '../../../shared/schemas/profile';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  partnerPreferences,
  photos,
  profileChangeRequests,
  profiles,
  users,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { flagIdentifierDuplicates } from '../../lib/duplicates';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { preferencesChosen } from '../directory/preferences';
import { addNotification, emailNotification, type NewNotification } from '../notifications/notify';
import { listOwnPhotos } from '../photos/photo.service';
import { presentProfile } from './profile.presenter';

type ProfileRow = typeof profiles.$inferSelect;
type PrefRow = typeof partnerPreferences.$inferSelect;
type ChangeRow = typeof profileChangeRequests.$inferSelect;

/** API field name → profiles column (property) for every editable field (src/shared/schemas/profile.ts names). */
const COLUMN: Record<keyof ProfileUpdate, keyof ProfileRow> = {
  first_name: 'firstName',
  last_name: 'lastName',
  profilefor: 'profileFor',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  marital_status: 'maritalStatus',
  height_cm: 'heightCm',
  mother_tongue: 'motherTongue',
  about_me: 'aboutMe',
  name_of_parent: 'parentRelation',
  parent_name: 'parentName',
  siblings: 'siblings',
  caste: 'caste',
  sub_caste: 'subCaste',
  gotra: 'gotra',
  rashi: 'rashi',
  nakshatra: 'nakshatra',
  manglik: 'manglik',
  birth_time: 'birthTime',
  birth_place: 'birthPlace',
  horoscope_privacy: 'horoscopePrivacy',
  educational_qualification: 'qualification',
  occupation: 'occupation',
  income_per_month: 'incomeBand',
  occupation_country: 'occupationCountry',
  country: 'country',
  state: 'state',
  city: 'city',
  diet: 'diet',
  smoking: 'smoking',
  drinking: 'drinking',
  blood_group: 'bloodGroup',
  sun_sign: 'sunSign',
  mobile_no: 'mobileNo',
  address: 'address',
};

const isReviewed = (k: string): k is (typeof REVIEWED_FIELDS)[number] =>
  (REVIEWED_FIELDS as readonly string[]).includes(k);

/** Presents a change request for its member. */
function presentChange(c: ChangeRow): ChangeRequest {
  return {
    id: c.id,
    status: c.status as ChangeRequest['status'],
    changes: c.changes,
    reason: c.reason,
    created_at: c.createdAt.toISOString(),
    reviewed_at: c.reviewedAt?.toISOString() ?? null,
  };
}

/** Presents a partner-preferences row (API names). */
export function presentPreferences(p: PrefRow): Preferences {
  return {
    age_min: p.ageMin,
    age_max: p.ageMax,
    height_min: p.heightMin,
    height_max: p.heightMax,
    marital_statuses: p.maritalStatuses,
    castes: p.castes,
    qualifications: p.qualifications,
    occupations: p.occupations,
    income_bands: p.incomeBands,
    mother_tongues: p.motherTongues,
    states: p.states,
    cities: p.cities,
    diets: p.diets,
    country: p.country,
    guna_min: p.gunaMin,
    manglik_match: p.manglikMatch,
    horoscope_unknown_passes: p.horoscopeUnknownPasses,
    id_verified: p.idVerified,
    must_haves: p.mustHaves,
  };
}

/** The member's partner preferences; a missing row is created with the defaults from age and gender. */
async function preferencesRow(
  db: Db | Tx,
  userId: string,
  p: Pick<ProfileRow, 'gender' | 'dateOfBirth' | 'caste' | 'motherTongue'>,
): Promise<PrefRow> {
  const [row] = await db
    .select()
    .from(partnerPreferences)
    .where(eq(partnerPreferences.userId, userId))
    .limit(1);
  if (row) return row;
  await db
    .insert(partnerPreferences)
    .values({ userId, ...defaultPreferences(p) })
    .onConflictDoNothing();
  const [created] = await db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, userId));
  return created;
}

/**
 * A member's account and profile rows (`{ u, p }`) by user id, locked FOR UPDATE when `lock` (inside the
 * caller's transaction); undefined when there is no such member (each caller answers its own 404).
 */
export async function findMemberRow(db: Db | Tx, userId: string, lock = false) {
  const q = db
    .select({ u: users, p: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

async function loadMember(db: Db | Tx, userId: string, lock = false) {
  const row = await findMemberRow(db, userId, lock);
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  return row;
}

async function pendingChange(db: Db | Tx, userId: string, lock = false): Promise<ChangeRow | undefined> {
  const q = db
    .select()
    .from(profileChangeRequests)
    .where(and(eq(profileChangeRequests.userId, userId), eq(profileChangeRequests.status, 'pending')))
    .orderBy(desc(profileChangeRequests.createdAt))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * GET /api/user/me (docs/member-area.md): the member's whole profile (full view), partner preferences, profile
 * completeness with the labels of what is missing, own photos (with state and reason) and the
 * name/gender/date-of-birth change waiting for review, if any.
 */
export async function getMyProfile(ctx: AppContext, actor: Actor): Promise<MyProfile> {
  const { u, p } = await loadMember(ctx.db, actor.id);
  const [prefs, ownPhotos, pending, [{ usable }]] = await Promise.all([
    preferencesRow(ctx.db, actor.id, p),
    listOwnPhotos(ctx, actor.id),
    pendingChange(ctx.db, actor.id),
    ctx.db
      .select({ usable: count() })
      .from(photos)
      .where(and(eq(photos.userId, actor.id), ne(photos.status, REJECTED_PHOTO))),
  ]);
  const profile = presentProfile(u, p, { full: true, contact: true, horoscope: true });
  return {
    profile,
    preferences: presentPreferences(prefs),
    completeness: profileCompleteness(profile, {
      hasPhoto: usable > 0,
      preferencesSet: preferencesChosen(prefs, u.createdAt, p),
    }),
    photos: ownPhotos,
    pending_changes: pending ? presentChange(pending) : null,
  };
}

/** Throws 400 with a field message when the date of birth is below the minimum age for the gender (docs/accounts.md#registration). */
function checkMinimumAge(gender: string, dob: string): void {
  const age = ageOn(dob);
  if (age === null) return;
  const groom = gender === 'BrideGroom';
  if (age < (groom ? MIN_AGE_GROOM : MIN_AGE_BRIDE)) {
    const message = groom ? MSG.groomTooYoung : MSG.tooYoung;
    throw new AppError(400, message, 'validation', { date_of_birth: message });
  }
}

/**
 * PUT /api/user/profile (docs/member-area.md): saves the given fields at once, except that a change of first name,
 * last name, gender or date of birth of an account that has been activated goes into the member's one
 * pending change request (created or updated; a field set back to its current value leaves the
 * request) for staff review. One transaction. Returns the profile, the pending request and the message
 * saying which happened. Throws 400 for a date of birth under the minimum age for the gender.
 */
export async function updateMyProfile(
  ctx: AppContext,
  actor: Actor,
  input: ProfileUpdate,
): Promise<{ profile: Profile; pending_changes: ChangeRequest | null; message: string }> {
  return ctx.db.transaction(async (tx) => {
    const { u, p } = await loadMember(tx, actor.id, true);
    const review = u.activatedAt !== null;
    const pending = review ? await pendingChange(tx, actor.id, true) : undefined;
    const requested: Record<string, string> = { ...(pending?.changes ?? {}) };
    const direct: Partial<ProfileRow> = {};
    let reviewTouched = false;
    for (const [key, value] of Object.entries(input) as [
      keyof ProfileUpdate,
      ProfileUpdate[keyof ProfileUpdate],
    ][]) {
      if (value === undefined) continue;
      const col = COLUMN[key];
      if (review && isReviewed(key)) {
        if (String(value) === String(p[col])) delete requested[key];
        else {
          requested[key] = String(value);
          reviewTouched = true;
        }
      } else {
        (direct as Record<string, unknown>)[col] = value;
      }
    }
    const gender = requested.gender ?? (direct.gender as string | undefined) ?? p.gender;
    const dob = requested.date_of_birth ?? (direct.dateOfBirth as string | undefined) ?? p.dateOfBirth;
    if ('gender' in input || 'date_of_birth' in input) checkMinimumAge(gender, dob);

    let saved = p;
    // A new mobile that another account uses or an erased account used flags this one (decision 194).
    if (direct.mobileNo && direct.mobileNo !== p.mobileNo) {
      await flagIdentifierDuplicates(tx, ctx.config.duplicateHashSecret, {
        userId: actor.id,
        mobile: direct.mobileNo,
      });
    }
    if (Object.keys(direct).length > 0) {
      [saved] = await tx
        .update(profiles)
        .set({ ...direct, updatedAt: new Date() })
        .where(eq(profiles.userId, actor.id))
        .returning();
    }
    let request: ChangeRow | undefined = pending;
    if (Object.keys(requested).length === 0) {
      if (pending) await tx.delete(profileChangeRequests).where(eq(profileChangeRequests.id, pending.id));
      request = undefined;
    } else if (pending) {
      [request] = await tx
        .update(profileChangeRequests)
        .set({ changes: requested, createdAt: reviewTouched ? new Date() : pending.createdAt })
        .where(eq(profileChangeRequests.id, pending.id))
        .returning();
    } else {
      [request] = await tx
        .insert(profileChangeRequests)
        .values({ userId: actor.id, changes: requested })
        .returning();
    }
    const directCount = Object.keys(direct).length;
    const message = reviewTouched
      ? directCount > 0
        ? MSG.profileSavedReview
        : MSG.profileReviewOnly
      : MSG.profileSaved;
    return {
      profile: presentProfile(u, saved, { full: true, contact: true, horoscope: true }),
      pending_changes: request ? presentChange(request) : null,
      message,
    };
  });
}

/** GET /api/user/preferences (docs/member-area.md#matches). */
export async function getMyPreferences(ctx: AppContext, actor: Actor): Promise<Preferences> {
  const { p } = await loadMember(ctx.db, actor.id);
  return presentPreferences(await preferencesRow(ctx.db, actor.id, p));
}

const uniq = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

/**
 * PUT /api/user/preferences (docs/member-area.md#matches): replaces the member's partner preferences (validated by
 * preferencesInputSchema; list entries are trimmed and de-duplicated; empty lists mean "any").
 */
export async function saveMyPreferences(
  ctx: AppContext,
  actor: Actor,
  input: Preferences,
): Promise<Preferences> {
  const values = {
    ageMin: input.age_min,
    ageMax: input.age_max,
    heightMin: input.height_min,
    heightMax: input.height_max,
    maritalStatuses: uniq(input.marital_statuses),
    castes: uniq(input.castes),
    qualifications: uniq(input.qualifications),
    occupations: uniq(input.occupations),
    incomeBands: uniq(input.income_bands),
    motherTongues: uniq(input.mother_tongues),
    states: uniq(input.states),
    cities: uniq(input.cities),
    diets: uniq(input.diets),
    country: input.country.trim(),
    gunaMin: input.guna_min,
    manglikMatch: input.manglik_match,
    horoscopeUnknownPasses: input.horoscope_unknown_passes,
    idVerified: input.id_verified,
    mustHaves: [...new Set(input.must_haves)],
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(partnerPreferences)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: partnerPreferences.userId, set: values })
    .returning();
  return presentPreferences(row);
}

/**
 * PUT /api/user/privacy (docs/member-area.md#photos): photo privacy, whether the profile is hidden from every list and
 * whether it is shown on the public home page (decision 125);
 * keeps profiles.listed = isListed (account active, not hidden, no deletion pending).
 */
export async function saveMyPrivacy(ctx: AppContext, actor: Actor, input: Privacy): Promise<Privacy> {
  return ctx.db.transaction(async (tx) => {
    const { u, p: before } = await loadMember(tx, actor.id, true);
    const [p] = await tx
      .update(profiles)
      .set({
        photoPrivacy: input.photo_privacy,
        hidden: input.hidden,
        ...(input.show_on_home === undefined ? {} : { showOnHome: input.show_on_home }),
        listed: sql`${isListed(u.status as AccountStatus, input.hidden, deletionPending(u), false, before.foundMatchAt !== null)} and not ${profiles.heldByStaff}`,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, actor.id))
      .returning();
    return {
      photo_privacy: p.photoPrivacy as Privacy['photo_privacy'],
      hidden: p.hidden,
      show_on_home: p.showOnHome,
    };
  });
}

/* ------------------------------------------------------------------------------------------------ */
/* Staff review of name / gender / date-of-birth changes                                             */
/* ------------------------------------------------------------------------------------------------ */

const currentValues = (p: ProfileRow): Record<string, string> => ({
  first_name: p.firstName,
  last_name: p.lastName,
  gender: p.gender,
  date_of_birth: p.dateOfBirth,
});

/**
 * GET /api/admin/profile-changes (Admin, docs/member-area.md#profile-changes): change requests in one state, oldest first for
 * 'pending' (newest reviewed first otherwise), each with the member's current values.
 */
export async function listChangeRequests(
  ctx: AppContext,
  q: { status: string; page: number; pageSize: number },
): Promise<{ changes: AdminChange[]; total: number }> {
  const where = eq(profileChangeRequests.status, q.status);
  const [{ total }] = await ctx.db.select({ total: count() }).from(profileChangeRequests).where(where);
  const rows = await ctx.db
    .select({ c: profileChangeRequests, u: users, p: profiles })
    .from(profileChangeRequests)
    .innerJoin(users, eq(users.id, profileChangeRequests.userId))
    .innerJoin(profiles, eq(profiles.userId, profileChangeRequests.userId))
    .where(where)
    .orderBy(
      q.status === 'pending' ? asc(profileChangeRequests.createdAt) : desc(profileChangeRequests.reviewedAt),
      asc(profileChangeRequests.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total,
    changes: rows.map(({ c, u, p }) => ({
      ...presentChange(c),
      current: currentValues(p),
      member: {
        registration_no: u.registrationNo,
        first_name: p.firstName,
        last_name: p.lastName,
        user_role: u.role,
        status: u.status,
      },
    })),
  };
}

/**
 * PATCH /api/admin/profile-changes/{id} (Admin, docs/member-area.md#profile-changes): approving applies the requested values to the
 * profile; rejecting needs a reason. One transaction with an audit entry and the member's in-app
 * notification; the email follows the commit. Throws 404 for an unknown request, 409 when already reviewed.
 */
export async function reviewChangeRequest(
  ctx: AppContext,
  admin: Actor,
  id: string,
  review: Review,
): Promise<AdminChange> {
  const { out, note } = await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(profileChangeRequests)
      .where(eq(profileChangeRequests.id, id))
      .for('update')
      .limit(1);
    if (!c) throw new AppError(404, MSG.changeNotFound, 'not_found');
    if (c.status !== 'pending') throw new AppError(409, MSG.changeAlreadyReviewed, 'already_reviewed');
    const { u, p } = await loadMember(tx, c.userId, true);
    const approved = review.status === 'approved';
    let saved = p;
    if (approved) {
      const set: Partial<ProfileRow> = {};
      for (const [k, v] of Object.entries(c.changes)) {
        if (isReviewed(k)) (set as Record<string, unknown>)[COLUMN[k]] = v;
      }
      // A profile hidden pending changes after a report is listed again once staff approve a change the
      // member asked for (decision 165).
      const lift = p.heldByStaff
        ? {
            heldByStaff: false,
            listed: isListed(
              u.status as AccountStatus,
              p.hidden,
              deletionPending(u),
              false,
              p.foundMatchAt !== null,
            ),
          }
        : {};
      [saved] = await tx
        .update(profiles)
        .set({ ...set, ...lift, updatedAt: new Date() })
        .where(eq(profiles.userId, c.userId))
        .returning();
    }
    const [done] = await tx
      .update(profileChangeRequests)
      .set({
        status: review.status,
        reason: review.reason || null,
        reviewedAt: new Date(),
        reviewedBy: admin.id,
      })
      .where(eq(profileChangeRequests.id, id))
      .returning();
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: `profile_change.${review.status}`,
      targetUserId: c.userId,
      details: {
        changes: c.changes,
        before: currentValues(p),
        reason: review.reason,
        ...(approved && p.heldByStaff ? { held_by_staff: { from: true, to: false } } : {}),
      },
    });
    const fields = Object.keys(c.changes)
      .map(
        (k) =>
          ({
            first_name: 'first name',
            last_name: 'last name',
            gender: 'gender',
            date_of_birth: 'date of birth',
          })[k] ?? k,
      )
      .join(', ');
    const n: NewNotification = approved
      ? {
          userId: c.userId,
          kind: 'profile_change_reviewed',
          title: NOTICE.profileChangeApprovedTitle,
          body: fillNotice(NOTICE.profileChangeApprovedBody, { fields }),
          link: '/user/profile',
        }
      : {
          userId: c.userId,
          kind: 'profile_change_reviewed',
          title: NOTICE.profileChangeRejectedTitle,
          body: fillNotice(NOTICE.profileChangeRejectedBody, { fields, reason: review.reason ?? '' }),
          link: '/user/profile',
        };
    await addNotification(tx, n);
    return {
      note: n,
      out: {
        ...presentChange(done),
        current: currentValues(saved),
        member: {
          registration_no: u.registrationNo,
          first_name: saved.firstName,
          last_name: saved.lastName,
          user_role: u.role,
          status: u.status,
        },
      },
    };
  });
  await emailNotification(ctx, note);
  return out;
}
