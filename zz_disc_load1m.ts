// temporary (helper E): loads 1M demo members into a scratch PG database for EXPLAIN; deleted after use
import { openDatabase } from './src/server/db/client';
import { loadCommunity } from './bench/load';
import { DEFAULT_SEED } from './bench/generate';
const url = 'postgres://postgres@127.0.0.1:5432/cm_disc_bench';
const d = await openDatabase({ url, pgliteDir: '' });
const r = await loadCommunity(d.db, {
  seed: DEFAULT_SEED, now: new Date(), photoShare: 0.6, count: Number(process.argv[2] ?? 1_000_000),
  regNoPrefix: 'KM', passwordHash: 'x', photoRows: true, log: (l) => console.log(l),
});
console.log(r);
await d.close();
