/**
 * `npm run db:move-to-postgres` (docs/operations.md#moving-to-postgresql, decision 198): copies the embedded
 * database in DATA_DIR/pg into the empty PostgreSQL database at DATABASE_URL and prints each table's rows on
 * both sides. Stop the server first (the data directory is locked while it runs). Files are not copied:
 * photos and exports stay where the file store keeps them (DATA_DIR, or the S3 bucket; decision 180).
 * Exit 0 when every table's count matches; 1 otherwise, or on an error (its message printed).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { formatCounts, moveToPostgres } from '../db/move-to-postgres';

async function main(): Promise<number> {
  const config = loadConfig();
  const url = config.databaseUrl;
  if (!url) {
    console.error('Set DATABASE_URL to the empty PostgreSQL database to move into.');
    return 1;
  }
  const dir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    console.error(`No embedded database in ${dir}: set DATA_DIR to the folder the server used.`);
    return 1;
  }
  // Opening takes the directory's lock (decision 096: refused while the server runs) and applies any
  // pending migration, so the copy has the schema this version of the app expects.
  const source = await openDatabase({ pgliteDir: dir });
  try {
    if (!source.pglite) throw new Error('not an embedded database');
    const report = await moveToPostgres(source.pglite, url, (line) => console.log(line));
    console.log(formatCounts(report).join('\n'));
    if (!report.ok) {
      console.error('Row counts differ (marked !=): keep running on the embedded database and report this.');
      return 1;
    }
  } finally {
    await source.close();
  }
  const files =
    config.storage.kind === 's3'
      ? `Files (photos, exports) are in the bucket ${config.storage.bucket}: nothing to move.`
      : `Files (photos, exports) stay in ${config.dataDir} (media/, exports/): keep DATA_DIR as it is.`;
  console.log(
    [
      'Moved. Every table has the same rows in PostgreSQL.',
      files,
      `Start the server with DATABASE_URL set and the same DATA_DIR (it also holds the sign-in key, jwt-secret).`,
      `${dir} is no longer used; keep it until the server runs well on PostgreSQL, then archive it.`,
    ].join('\n'),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
