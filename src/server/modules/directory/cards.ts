import { sql } from 'drizzle-orm';
import { ageOn, todayIST } from '../../../shared/dates';
import { decideRendition, memberAbilities, type Rendition } from '../../../shared/policies';
import type { MemberCard } from '../../../shared/schemas/members';
import type { Db, Tx } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { primaryPhotosDecided } from '../photos/photo.access';
import { relationFacts } from './relations';

/**
 * The columns every member card is built from (`profiles c` joined with `users u`). Never a surname,
 * contact detail, exact date of birth in the output (the date is only used to compute the age).
 */
export const CARD_COLUMNS = sql`c.user_id, u.registration_no, u.created_at, c.first_name, c.gender,
  c.date_of_birth::text as dob, c.height_cm, c.marital_status, c.caste, c.qualification, c.occupation,
  c.city, c.state, c.mother_tongue, c.last_active_at`;

/** A row selected with CARD_COLUMNS plus the featured flag. */
export type CardRow = {
  user_id: string;
  registration_no: string;
  created_at: Date | string;
  first_name: string;
  gender: string;
  dob: string;
  height_cm: number | null;
  marital_status: string;
  caste: string;
  qualification: string;
  occupation: string;
  city: string;
  state: string;
  mother_tongue: string;
  last_active_at: Date | string;
  featured: boolean;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Plan codes whose entitlements include a featured listing (plans are data, issue #2). */
export async function featuredRoles(db: Db | Tx): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from plans where coalesce((entitlements->>'featuredListing')::boolean, false)`,
  );
  return rows.map((r) => r.code);
}

/**
 * Turns card rows into cards for `viewer`, in the same order: the photo the viewer may see, whether the
 * viewer shortlisted the member, the interest between them and the viewer's abilities (issue #6). Two
 * statements for the page, whatever its size: the relation facts (relationFacts) and the photos.
 */
export async function toCards<R extends CardRow>(
  ctx: AppContext,
  viewer: Actor,
  rows: R[],
): Promise<(MemberCard & { row: R })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user_id);
  const { facts, plan } = await relationFacts(ctx.db, viewer, ids);
  const renditions = new Map<string, Rendition>();
  for (const [id, f] of facts) renditions.set(id, decideRendition(viewer, f.photo));
  const photos = await primaryPhotosDecided(ctx, viewer, renditions);
  const today = todayIST();
  return rows.map((r) => {
    const f = facts.get(r.user_id);
    const interest = f?.interest ?? null;
    return {
      row: r,
      registration_no: r.registration_no,
      first_name: r.first_name,
      gender: r.gender,
      age: ageOn(r.dob, today),
      height_cm: r.height_cm,
      marital_status: r.marital_status,
      caste: r.caste,
      educational_qualification: r.qualification,
      occupation: r.occupation,
      city: r.city,
      state: r.state,
      created_at: iso(r.created_at),
      mother_tongue: r.mother_tongue,
      last_active_at: iso(r.last_active_at),
      featured: !!r.featured,
      photo: photos.get(r.user_id) ?? { thumb: null, blurred: false },
      shortlisted: !!f?.shortlisted,
      interest,
      abilities: memberAbilities(plan, interest, renditions.get(r.user_id) ?? 'none'),
    };
  });
}

/** Drops the internal `row` of toCards' output (the response schema would too; this keeps types plain). */
export function plain<T extends { row: unknown }>(cards: T[]): Omit<T, 'row'>[] {
  return cards.map(({ row: _row, ...card }) => card);
}
