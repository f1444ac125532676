import { isDefaultPreferences, type OwnFacts } from '../../../shared/policies';
import type { partnerPreferences } from '../../db/schema';

type PrefRow = typeof partnerPreferences.$inferSelect;

/**
 * True once the member chose partner preferences (decision 020, prompt): the row saved again after
 * registration (which writes both rows at one instant; a save more than 2 s later is the member's), or
 * a list, height or country set that is not what defaultPreferences (src/shared/policies/preferences.ts)
 * gives for the member's own profile.
 */
export function preferencesChosen(p: PrefRow, registeredAt: Date, own: OwnFacts): boolean {
  if (p.updatedAt.getTime() - registeredAt.getTime() > 2_000) return true;
  const others = [
    p.maritalStatuses,
    p.qualifications,
    p.occupations,
    p.incomeBands,
    p.states,
    p.cities,
    p.diets,
  ];
  if (others.some((l) => l.length > 0) || p.heightMin !== null || p.heightMax !== null || p.country !== '') {
    return true;
  }
  const untouched = [p.castes, p.motherTongues].every((l) => l.length === 0);
  return !(untouched || isDefaultPreferences(p, own));
}
