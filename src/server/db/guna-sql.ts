/**
 * The hand-written SQL of the guna milan migration (decision 146), printed from the one source of the
 * numbers (src/shared/horoscope): `npx tsx src/server/db/guna-sql.ts` prints the SQL function
 * `guna_moon` (MOON_POSITIONS) and the seed of the `guna_milan` table (GUNA_TABLE), pasted into the
 * migration after its generated statements. guna-milan-table.test.ts checks the database against the
 * function, so a change to the tables ships as a new migration printed by this file.
 */
import { MOON_POSITIONS, rashisOfNakshatra } from '../../shared/horoscope/guna-milan';
import { GUNA_TABLE } from '../../shared/horoscope/guna-table';

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * `guna_moon(nakshatra, rashi, privacy) → smallint`: the index of (nakshatra, rashi) in MOON_POSITIONS
 * when `privacy` is 'members' (shown to all members), else null; null too for a pair that is not a
 * Moon position. A rashi not given ('') reads as the one rashi the nakshatra lies in (moonOfMember). IMMUTABLE, so profiles.horoscope_moon can be generated from it.
 */
export function gunaMoonFunctionSql(): string {
  const cases = MOON_POSITIONS.map(
    (m, i) => `    WHEN nakshatra = ${q(m.nakshatra)} AND rashi = ${q(m.rashi)} THEN ${i}`,
  ).join('\n');
  const implied = MOON_POSITIONS.flatMap((m, i) =>
    rashisOfNakshatra(m.nakshatra).length === 1
      ? [`    WHEN nakshatra = ${q(m.nakshatra)} AND rashi = '' THEN ${i}`]
      : [],
  ).join('\n');
  return `CREATE OR REPLACE FUNCTION guna_moon(nakshatra text, rashi text, privacy text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN privacy <> 'members' THEN NULL
${cases}
${implied}
  END::smallint
$$;`;
}

/** INSERTs of every cell of GUNA_TABLE into guna_milan (points = total × 2). */
export function gunaSeedSql(): string {
  const rows: string[] = [];
  for (const [b, bride] of MOON_POSITIONS.entries()) {
    for (const [g, groom] of MOON_POSITIONS.entries()) {
      const points = Math.round((GUNA_TABLE[b]?.[g] ?? 0) * 2);
      rows.push(
        `(${b}, ${g}, ${q(bride.nakshatra)}, ${q(bride.rashi)}, ${q(groom.nakshatra)}, ${q(groom.rashi)}, ${points})`,
      );
    }
  }
  return `INSERT INTO "guna_milan" ("bride_moon", "groom_moon", "bride_nakshatra", "bride_rashi", "groom_nakshatra", "groom_rashi", "points") VALUES\n${rows.join(',\n')};`;
}

if (process.argv[1]?.endsWith('guna-sql.ts')) {
  process.stdout.write(`${gunaMoonFunctionSql()}\n--> statement-breakpoint\n${gunaSeedSql()}\n`);
}
