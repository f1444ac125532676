import type { partnerPreferences } from '../../db/schema';

type PrefRow = typeof partnerPreferences.$inferSelect;

/**
 * True once the member chose partner preferences beyond the registration defaults (issue #8 prompt):
 * a list or height set, or the row saved again after registration (which writes both rows at one
 * instant; a save more than 2 s later is the member's).
 */
export function preferencesChosen(p: PrefRow, registeredAt: Date): boolean {
  const lists = [
    p.maritalStatuses,
    p.castes,
    p.qualifications,
    p.occupations,
    p.incomeBands,
    p.motherTongues,
    p.states,
    p.cities,
  ];
  return (
    lists.some((l) => l.length > 0) ||
    p.heightMin !== null ||
    p.heightMax !== null ||
    p.country !== '' ||
    p.updatedAt.getTime() - registeredAt.getTime() > 2_000
  );
}
