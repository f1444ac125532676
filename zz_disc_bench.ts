// temporary (helper E): times my queries on the scratch 1M database; deleted after use
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from './src/server/config';
import { openDatabase } from './src/server/db/client';
import { createMailer } from './src/server/mail/mailer';
import { queryRows } from './src/server/lib/sql';
import type { Actor } from './src/server/plugins/auth';
import { listMatches } from './src/server/modules/matches/matches.service';
import { browseMembers } from './src/server/modules/matches/browse.service';
import { memberFiltersSchema } from './src/shared/schemas/members';
const url = 'postgres://postgres@127.0.0.1:5432/cm_disc_bench';
const database = await openDatabase({ url, pgliteDir: '' });
const config = loadConfig({ DATA_DIR: '/tmp/discovery/benchdata', JWT_SECRET: 'x'.repeat(40) });
const ctx = { database, db: database.db, config, mailer: createMailer({ smtpUrl: undefined, from: 'a@b', dataDir: '/tmp/discovery/benchdata', log: pino({ level: 'silent' }) }) } as any;
const n = Number(process.argv[2] ?? 40);
const mode = process.argv[3] ?? 'mutual';
const users = await queryRows<{ id: string; role: string; registration_no: string; plan_expires_at: Date | null }>(ctx.db,
  sql`select id, role, registration_no, plan_expires_at from users where status='active' order by md5(id::text || ${mode}) limit ${n}`);
const times: number[] = [];
let totals: number[] = [];
for (const u of users) {
  const actor: Actor = { id: u.id, role: u.role as any, status: 'active', registrationNo: u.registration_no, planExpiresAt: u.plan_expires_at };
  const t0 = performance.now();
  let r: any;
  if (mode === 'mutual' || mode === 'lookingForMe') r = await listMatches(ctx, actor, { tab: mode as any, page: 1, pageSize: 20 });
  else {
    const f = memberFiltersSchema.parse(JSON.parse(mode));
    r = await browseMembers(ctx, { ...actor, role: 'PremiumUser', planExpiresAt: null }, f);
  }
  times.push(performance.now() - t0);
  totals.push(r.total);
}
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(mode, 'p50', p(0.5), 'p95', p(0.95), 'max', p(0.999), 'totals sample', totals.slice(0, 12).join(','));
await database.close();
