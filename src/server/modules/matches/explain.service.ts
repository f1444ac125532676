import { eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import type { MatchExplanation } from '../../../shared/schemas/members';
import { partnerPreferences, profiles } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { myPreferenceValues, niceToHavesOnly, type Seeker } from '../directory/criteria';
import { preferencesChosen } from '../directory/preferences';
import { findVisibleMember } from '../directory/visibility';
import { type CandidateFacts, matchWords } from './match.words';
import { loadSeeker } from './matches.service';

type ProfileRow = typeof profiles.$inferSelect;

/** The facts of a profile row that match words are made of (CandidateFacts' column names). */
function factsOf(p: ProfileRow): CandidateFacts {
  return {
    height_cm: p.heightCm,
    marital_status: p.maritalStatus,
    caste: p.caste,
    qualification: p.qualification,
    occupation: p.occupation,
    income_band: p.incomeBand,
    mother_tongue: p.motherTongue,
    state: p.state,
    city: p.city,
    country: p.country,
    diet: p.diet,
    id_verified_at: p.idVerifiedAt,
    horoscope_moon: p.horoscopeMoon ?? null,
    horoscope_manglik: p.horoscopeManglik ?? '',
  };
}

/**
 * One side of a score: the nice-to-haves `seeker` set, worded against `other`'s profile. `theirs`: the
 * other member's side, whose own horoscope counts only as matching knows it (shown to all members,
 * decision 148), as the list's SQL counts it (theirPreferencesOn).
 */
function side(seeker: Seeker, other: ProfileRow, lang: Lang, theirs = false) {
  const nice = { ...seeker, prefs: niceToHavesOnly(seeker.prefs) };
  const words = matchWords(nice, factsOf(other), lang, theirs);
  return { ...words, met: words.matched.length, of: myPreferenceValues(seeker, undefined, theirs).of };
}

/**
 * GET /api/user/matches/{registrationNo}/explanation (decision 126): why a MyMatches card shows its
 * score. The score is the share of both sides' nice-to-haves that are met (decision 020: `met + their_met`
 * of `of + their_of`, 0-100); `mine` words the viewer's nice-to-haves against the member (matched,
 * missed, not given), `theirs` the member's against the viewer, so two cards with the same tags but
 * different scores are told apart. `score` is null while the viewer has not chosen partner preferences
 * or when neither side set a nice-to-have (no percentage is shown then). Words in `lang`. A member
 * outside the viewer's visibility scope answers memberNotFound() (404), like an unknown number.
 */
export async function explainMatch(
  ctx: AppContext,
  actor: Actor,
  registrationNo: string,
  lang: Lang,
): Promise<MatchExplanation> {
  const seeker = await loadSeeker(ctx, actor);
  const member = await findVisibleMember(ctx.db, actor.id, registrationNo);
  const [row] = await ctx.db
    .select({ p: profiles, prefs: partnerPreferences })
    .from(profiles)
    .innerJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, member.id))
    .limit(1);
  if (!row) throw new AppError(404, MSG.profileNotFound, 'not_found');
  const mine = side(seeker, row.p, lang);
  const theirs = side({ id: member.id, profile: row.p, prefs: row.prefs }, seeker.profile, lang, true);
  const of = mine.of + theirs.of;
  const chosen = preferencesChosen(seeker.prefs, seeker.registeredAt, seeker.profile);
  return {
    first_name: member.firstName,
    preferences_set: chosen,
    score: chosen && of > 0 ? Math.round((100 * (mine.met + theirs.met)) / of) : null,
    mine,
    theirs,
  };
}
