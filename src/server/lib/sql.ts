import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * A statement prepared once per database handle (`build` runs on a handle's first call): the SQL is
 * built once instead of on every request, and node-postgres sends it as a named prepared statement, so
 * PostgreSQL parses it once per connection (docs/architecture.md#how-a-member-request-flows, hot per-request reads such as the actor).
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let p = cache.get(db);
    if (!p) {
      p = build(db);
      cache.set(db, p);
    }
    return p;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement whose text is built once per database handle and run with each call's values
 * (decision 089): `build()` returns SQL whose varying parts are `sql.placeholder(name)`s, and `run(db,
 * values)` fills them and returns the rows. With `name` (node-postgres), PostgreSQL parses it once per
 * connection and may keep one generic plan for it: give a name only to statements whose plan does not
 * depend on the values (e.g. walks of one index in a fixed order); without it every call is planned
 * with its values, as queryRows does. Throws drizzle's "No value for placeholder" when `values` lacks
 * one.
 */
export function statementWithValues(build: () => SQL, name?: string) {
  const perDb = new WeakMap<Db, ReturnType<Db['_']['session']['prepareQuery']>>();
  return async <T>(db: Db, values: Record<string, unknown>): Promise<T[]> => {
    let prepared = perDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      perDb.set(db, prepared);
    }
    const res = (await prepared.execute(values)) as unknown as { rows: T[] };
    return res.rows;
  };
}

/**
 * An ILIKE pattern matching `text` anywhere, its `%`, `_` and backslash matching themselves (PostgreSQL's
 * default LIKE escape is the backslash): a search for `order_Nx1` finds exactly that id.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}

/**
 * The `limit … offset …` clause of one page of a list: `q.page` counts from 1, `q.pageSize` rows a page
 * (the paging fields of a list query, pageQueryFields in shared/schemas/common.ts; docs/api.md).
 */
export function pageSql(q: { page: number; pageSize: number }): SQL {
  return sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
}
