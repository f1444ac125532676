// temporary (helper E)
import { sql } from 'drizzle-orm';
import { openDatabase } from './src/server/db/client';
import { queryRows } from './src/server/lib/sql';
import { loadSeeker, matchQuery } from './src/server/modules/matches/matches.service';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/cm_disc_bench', pgliteDir: '' });
const db = database.db;
const tab = process.argv[2] as any;
const users = await queryRows<{ id: string }>(db, sql`select id from users order by md5(id::text || 'x') limit 60`);
const t: number[] = [];
for (const u of users) {
  const s = await loadSeeker({ db } as any, { id: u.id } as any);
  const { query } = matchQuery(s, { tab, page: 1, pageSize: 20 }, ['PremiumUser', 'Assistance']);
  const t0 = performance.now();
  await queryRows(db, query);
  t.push(performance.now() - t0);
}
t.sort((a, b) => a - b);
console.log(tab, 'p50', t[30].toFixed(1), 'p95', t[57].toFixed(1));
await database.close();
