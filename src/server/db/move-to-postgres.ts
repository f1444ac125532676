import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';

/** The schemas the app's migrations fill: its tables, and Drizzle's record of applied migrations. */
const SCHEMAS = ['public', 'drizzle'];

/** The target database already holds tables: moving refuses to mix two databases (decision 198). */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `The target database is not empty (${tables.length} tables and sequences, e.g. ${tables.slice(0, 3).join(', ')}). ` +
        'Give DATABASE_URL an empty database (createdb <name>), then try again.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** One table's rows in the embedded database and in PostgreSQL after the move. */
export type TableCount = { table: string; source: number; target: number };

/** The outcome of a move: each table's row counts (equal on both sides when `ok`), and the dump's size in bytes. */
export type MoveReport = { tables: TableCount[]; ok: boolean; dumpBytes: number };

const TABLES_SQL = `select n.nspname || '.' || c.relname as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = any($1) order by 1`;

/** Quotes `schema.table` for SQL (names come from the catalogue, never from input). */
function quoted(name: string): string {
  return name
    .split('.')
    .map((p) => `"${p.replace(/"/g, '""')}"`)
    .join('.');
}

async function pgliteCounts(source: PGlite): Promise<Map<string, number>> {
  const tables = await source.query<{ name: string }>(TABLES_SQL, [SCHEMAS]);
  const counts = new Map<string, number>();
  for (const { name } of tables.rows) {
    const r = await source.query<{ n: number }>(`select count(*)::int as n from ${quoted(name)}`);
    counts.set(name, r.rows[0].n);
  }
  return counts;
}

async function postgresCounts(target: pg.Client): Promise<Map<string, number>> {
  const tables = await target.query<{ name: string }>(TABLES_SQL, [SCHEMAS]);
  const counts = new Map<string, number>();
  for (const { name } of tables.rows) {
    const r = await target.query<{ n: number }>(`select count(*)::int as n from ${quoted(name)}`);
    counts.set(name, r.rows[0].n);
  }
  return counts;
}

/**
 * Makes pg_dump's plain SQL loadable by an older server through one simple query: drops the psql
 * meta-commands newer pg_dump versions write (`\restrict`, `\unrestrict`) and, below PostgreSQL 17,
 * `SET transaction_timeout` (a setting those servers do not know). Input: the dump and the target's
 * server_version_num; output: the SQL to run.
 */
export function loadableDump(dump: string, serverVersionNum: number): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .filter((line) => serverVersionNum >= 170000 || !line.startsWith('SET transaction_timeout'))
    .join('\n');
}

/**
 * Copies the embedded database `source` (its migrations applied; nothing else may use it meanwhile, since
 * pg_dump runs on its only connection: stop the server first) into the
 * empty PostgreSQL database at `targetUrl` (decision 198, docs/operations.md#moving-to-postgresql):
 * pg_dump (the WASM build in @electric-sql/pglite-tools, no owners or privileges) dumps schema, rows,
 * sequences and Drizzle's migration record; the dump runs on the target in one transaction, so a failure
 * leaves it empty; then every table's rows are counted on both sides. Throws TargetNotEmptyError when the
 * target holds any table in `public` or `drizzle`, and pg's error when the load fails. `log` gets progress lines.
 */
export async function moveToPostgres(
  source: PGlite,
  targetUrl: string,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const existing = await target.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname = any($1) order by 1`,
      [SCHEMAS],
    );
    if (existing.rows.length > 0) throw new TargetNotEmptyError(existing.rows.map((r) => r.name));
    const version = Number(
      (await target.query<{ v: string }>(`select current_setting('server_version_num') as v`)).rows[0].v,
    );

    log('dumping the embedded database');
    const sourceCounts = await pgliteCounts(source);
    const file = await pgDump({ pg: source, args: ['--no-owner', '--no-privileges'] });
    const dump = await file.text();
    log(`dump: ${file.size} bytes; loading it into PostgreSQL in one transaction`);

    await target.query('begin');
    try {
      await target.query(loadableDump(dump, version));
      await target.query('commit');
    } catch (err) {
      await target.query('rollback').catch(() => {});
      throw err;
    }
    // The dump empties search_path for its session; the counts below name their schemas.
    const targetCounts = await postgresCounts(target);
    const names = [...new Set([...sourceCounts.keys(), ...targetCounts.keys()])].sort();
    const tables = names.map((table) => ({
      table,
      source: sourceCounts.get(table) ?? -1,
      target: targetCounts.get(table) ?? -1,
    }));
    return { tables, ok: tables.every((t) => t.source === t.target), dumpBytes: file.size };
  } finally {
    await target.end().catch(() => {});
  }
}

/** The row-count table printed after a move: one line per table, `!=` where the counts differ. */
export function formatCounts(report: MoveReport): string[] {
  const width = Math.max(...report.tables.map((t) => t.table.length), 5);
  return [
    `${'table'.padEnd(width)}  embedded  postgresql`,
    ...report.tables.map(
      (t) =>
        `${t.table.padEnd(width)}  ${String(t.source).padStart(8)}  ${String(t.target).padStart(10)}${
          t.source === t.target ? '' : '  !='
        }`,
    ),
  ];
}
