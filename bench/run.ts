/**
 * `npm run bench [-- --members 100000] [--fresh] [--requests 500] [--max-seconds 30] [--concurrency 1,8]
 *  [--only matches-mutual,matches-looking-for-me] [--guna-must 18] [--no-match-cache] [--no-write]`
 * (docs/performance.md#goals): on a PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/cm_bench; the database is created when missing) it generates the
 * demo community (reused when the database already holds a complete one of the same size and seed),
 * starts the real app in-process on 127.0.0.1, signs in a fixed set of members and measures MyMatches
 * (mutual, looking for me), viewAll, search by criteria and by registration number and the profile view
 * over HTTP at each concurrency: latency p50/p95/p99 and requests per second. The slowest query of the
 * slowest endpoint is shown with EXPLAIN (ANALYZE, BUFFERS). A dated section goes to docs/performance.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import type { AppContext } from '../src/server/lib/context';
import { createMatchCache } from '../src/server/lib/match-cache';
import { hashPassword } from '../src/server/lib/passwords';
import { preparedPerDb, queryRows } from '../src/server/lib/sql';
import { createMailer } from '../src/server/mail/mailer';
import { createStore } from '../src/server/media/store';
import { WALKED_INDEXES } from '../src/server/modules/jobs/jobs';
import { seedPlans } from '../src/server/modules/plans/plans.service';
import { tokenAccount } from '../src/server/plugins/auth';
import { cpuPerRequest, cpuSnapshot } from './cpu';
import { DEFAULT_SEED, DEMO_PASSWORD, generateMember, memberId, traitsOf } from './generate';
import { countDemoMembers, loadCommunity } from './load';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOC = path.join(here, '..', 'docs', 'performance.md');
/** Members who sign in and send the requests; targets are spread over the whole community. */
const SIGNED_IN = 48;
const TARGETS = 240;
/** The label of the in-app floor (token check + one primary-key read inside the app, its hooks included). */
const BARE = 'bare (token + 1 PK read)';
/** The label of the bare process's cell (bench/bare-server.mjs: Fastify + jose + pg alone, decision 205). */
const BARE_PROCESS = 'bare process (Fastify + jose + pg)';

type Args = {
  members: number;
  seed: number;
  fresh: boolean;
  requests: number;
  maxSeconds: number;
  concurrency: number[];
  write: boolean;
  /** Endpoint names to measure (bare is always measured); empty: all. */
  only: string[];
  /**
   * A minimum guna milan made a must-have of every signed-in member (docs/horoscope.md#matching) and a
   * filter of the criteria search (docs/horoscope.md#search); 0: none.
   */
  gunaMust: number;
  /** MyMatches' repeat-view cache on (decision 204), as main.ts runs the app; --no-match-cache: every view ranks. */
  matchCache: boolean;
};

function parseArgs(argv: string[]): Args {
  const a: Args = {
    members: 100_000,
    seed: DEFAULT_SEED,
    fresh: false,
    requests: 500,
    maxSeconds: 30,
    concurrency: [1, 8],
    write: true,
    only: [],
    gunaMust: 0,
    matchCache: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=');
    const value = () => inline ?? (argv[++i] as string);
    if (flag === '--members') a.members = Number(value());
    else if (flag === '--seed') a.seed = Number(value());
    else if (flag === '--fresh') a.fresh = true;
    else if (flag === '--requests') a.requests = Number(value());
    else if (flag === '--max-seconds') a.maxSeconds = Number(value());
    else if (flag === '--concurrency') a.concurrency = value().split(',').map(Number);
    else if (flag === '--no-write') a.write = false;
    else if (flag === '--no-match-cache') a.matchCache = false;
    else if (flag === '--only') a.only = value().split(',');
    else if (flag === '--guna-must') a.gunaMust = Number(value());
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(a.members) || a.members < 1000 || a.members > 5_000_000) {
    throw new Error('--members must be a whole number from 1,000 to 5,000,000');
  }
  if (!(a.requests >= 10 && a.requests <= 100_000)) throw new Error('--requests must be from 10 to 100,000');
  if (!(a.maxSeconds > 0 && a.maxSeconds <= 600)) throw new Error('--max-seconds must be from 1 to 600');
  if (!a.concurrency.every((c) => Number.isInteger(c) && c >= 1 && c <= 256)) {
    throw new Error('--concurrency takes a list like 1,8');
  }
  return a;
}

const fmt = (n: number) => n.toLocaleString('en-IN');

/** The in-app floor's one read: a user's role by primary key (prepared once per database). */
const bareStatement = preparedPerDb((db) =>
  db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('bench_bare'),
);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- database: create, reuse or regenerate

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The marker a complete load leaves as the database comment. */
const marker = (a: Args) => `cm-bench members=${a.members} seed=${a.seed} complete`;

/**
 * The walked profiles indexes as the app's daily rebuild leaves them (decision 090). Loading writes each
 * profile twice (its row, then the partner-preferences trigger's accept_* columns), which leaves them at
 * about 2.5 times their built size, as days of activity do on a site that never rebuilds them.
 */
async function rebuildIndexes(database: Database): Promise<void> {
  await database.maintain(WALKED_INDEXES.map((name) => `reindex index ${name}`));
}

async function prepareDatabase(
  url: string,
  a: Args,
): Promise<{ database: Database; generated: boolean; loadLines: string[] }> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const exists = await adminQuery(
    url,
    'select shobj_description(oid, $2) as note from pg_database where datname = $1',
    [name, 'pg_database'],
  );
  const note: string | null = exists.rows[0]?.note ?? null;
  if (exists.rowCount && note === marker(a) && !a.fresh) {
    const database = await openDatabase({ url, pgliteDir: '' });
    const ok =
      (await countDemoMembers(database.db)) === a.members &&
      (await queryRows(database.db, sql`select 1 from users where id = ${memberId(a.seed, 0)}`)).length === 1;
    if (ok) {
      console.log(`Reusing the ${fmt(a.members)}-member dataset in ${name} (--fresh regenerates it).`);
      // A migration that rewrote profiles (e.g. 0014's generated column) leaves its visibility map empty:
      // index-only scans would read the heap until a VACUUM. Quick when there is nothing to do.
      // Its own connection: the app's pool has the request time limits.
      const vacuum = new pg.Client({ connectionString: url });
      await vacuum.connect();
      await vacuum.query('vacuum profiles').finally(() => vacuum.end());
      await rebuildIndexes(database);
      return { database, generated: false, loadLines: [] };
    }
    await database.close();
  }
  if (exists.rowCount) {
    console.log(`Dropping database ${name} (it does not hold a complete ${fmt(a.members)}-member dataset).`);
    await adminQuery(url, `drop database ${name} with (force)`);
  }
  await adminQuery(url, `create database ${name}`);
  // Generation runs statements over the whole community (the demo notifications at 1,000,000 members
  // take longer than the app's 10 s request limit), so this connection has no time limits.
  const database = await openDatabase({ url, pgliteDir: '', timeouts: { statementMs: 0, queryMs: 0 } });
  await seedPlans(database.db);
  console.log(`Generating ${fmt(a.members)} members into ${name} (seed ${a.seed})...`);
  const t0 = performance.now();
  const result = await loadCommunity(database.db, {
    count: a.members,
    seed: a.seed,
    now: new Date(),
    photoShare: 0.65,
    photoRows: true,
    regNoPrefix: 'CM',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    log: (line) => console.log(line),
  });
  const t1 = performance.now();
  await rebuildIndexes(database);
  await database.db.execute(sql`vacuum (analyze)`);
  const t2 = performance.now();
  await adminQuery(url, `comment on database ${name} is '${marker(a)}'`);
  const loadLines = [
    `members, profiles, preferences and ${fmt(result.photoRows)} photo rows: ${secs(result.membersMs)}`,
    `${fmt(result.interests)} interests, ${fmt(result.shortlists)} shortlists, ${fmt(result.views)} profile views: ${secs(result.relationsMs)}`,
    `REINDEX of the walked indexes and VACUUM (ANALYZE): ${secs(t2 - t1)}; total ${secs(t2 - t0)}`,
  ];
  for (const l of loadLines) console.log(`  ${l}`);
  return { database, generated: true, loadLines };
}

// ---------------------------------------------------------------- query capture for EXPLAIN

type Captured = { text: string; values: unknown[]; ms: number };
let capturing: Captured[] | null = null;

/** Wraps the pool's query() so that, while `capturing` is set, every statement and its time are kept. */
function instrument(database: Database): pg.Pool {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const sink = capturing;
    const result = original(...args);
    if (sink && result && typeof (result as Promise<unknown>).then === 'function') {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : []) ?? [];
      const t0 = performance.now();
      (result as Promise<unknown>).then(
        () => sink.push({ text, values, ms: performance.now() - t0 }),
        () => {},
      );
    }
    return result;
  };
  return pool;
}

// ---------------------------------------------------------------- the measured endpoints

type Req = { path: string; headers: Record<string, string> };
type Signed = { index: number; token: string; gender: string; role: string; ip: string };
/** `base`, `pid`: the server it is sent to when not the app (the bare process) and its process id. */
type Endpoint = { name: string; label: string; build: (i: number) => Req; base?: string; pid?: number };

async function signIn(baseUrl: string, a: Args): Promise<Signed[]> {
  const out: Signed[] = [];
  const step = Math.floor(a.members / SIGNED_IN);
  for (let k = 0; k < SIGNED_IN; k++) {
    const index = k * step + 11;
    const m = generateMember(index, a.members, { seed: a.seed, now: new Date(), photoShare: 0 });
    const ip = `10.77.${Math.floor(k / 200)}.${(k % 200) + 1}`;
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: m.user.email, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { token?: string; message?: string };
    if (!res.ok || !body.token)
      throw new Error(`Sign-in of ${m.user.email} failed: ${res.status} ${body.message}`);
    const t = traitsOf(a.seed, index);
    out.push({ index, token: body.token, gender: t.gender, role: t.role, ip });
  }
  return out;
}

/**
 * The measured endpoints. `gunaMust` > 0 (`--guna-must N`): the signed-in members' MyMatches have
 * "guna milan ≥ N" as a must-have (set in main) and the criteria search filters on it too (`guna_min=N`,
 * docs/horoscope.md#search), so a run with and one without compare both.
 */
function endpoints(
  members: Signed[],
  targets: { Bride: string[]; BrideGroom: string[] },
  bare: { base: string; pid?: number },
  gunaMust = 0,
): Endpoint[] {
  const who = (i: number) => members[i % members.length] as Signed;
  const headers = (m: Signed) => ({ authorization: `Bearer ${m.token}`, 'x-forwarded-for': m.ip });
  const other = (m: Signed, i: number) => {
    const list = m.gender === 'Bride' ? targets.BrideGroom : targets.Bride;
    return list[(i * 7) % list.length] as string;
  };
  const criteria = [
    'age_min=25&age_max=30&caste=Smartha&caste=Madhwa&caste=Brahmin&state=Karnataka',
    'age_min=26&age_max=32&caste=Havyaka&caste=Havik&state=Karnataka',
    'age_min=24&age_max=29&caste=Iyer&caste=Iyengar&state=Tamil%20Nadu',
    'age_min=27&age_max=33&marital_status=Unmarried&state=Karnataka&city=Bengaluru%20Urban',
  ];
  const ep = (name: string, label: string, path: (m: Signed, i: number) => string): Endpoint => ({
    name,
    label,
    build: (i) => {
      const m = who(i);
      return { path: path(m, i), headers: headers(m) };
    },
  });
  return [
    { ...ep('bare-process', BARE_PROCESS, () => '/bench/bare'), base: bare.base, pid: bare.pid },
    ep('bare', BARE, () => '/bench/bare'),
    ep('matches-mutual', 'MyMatches (mutual)', () => '/api/user/matches?tab=mutual&page=1&pageSize=20'),
    ep(
      'matches-looking-for-me',
      'MyMatches (looking for me)',
      () => '/api/user/matches?tab=lookingForMe&page=1&pageSize=20',
    ),
    ep(
      'view-all',
      'viewAll (age 24-32, Unmarried)',
      () => '/api/user/members?page=1&pageSize=20&age_min=24&age_max=32&marital_status=Unmarried',
    ),
    ep(
      'search',
      gunaMust > 0 ? `search (age, caste, state, guna milan ≥ ${gunaMust})` : 'search (age, caste, state)',
      (_m, i) =>
        `/api/user/search?${criteria[i % criteria.length]}${gunaMust > 0 ? `&guna_min=${gunaMust}` : ''}&page=1&pageSize=20`,
    ),
    ep(
      'search-regno',
      'search by registration no.',
      (m, i) => `/api/user/search?registration_no=${other(m, i)}`,
    ),
    ep('profile', 'profile view', (m, i) => `/api/user/profile/${other(m, i + 3)}`),
  ];
}

type Measured = {
  concurrency: number;
  n: number;
  errors: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  wallMs: number;
  /** Requests sent in all, the warm-up included (what the CPU time is divided by). */
  sent: number;
  /** CPU ms per request of PostgreSQL and of the app's main thread (bench/cpu.ts); null without /proc. */
  cpu: { pgMs: number; appMs: number } | null;
};

/** A cell's CPU per request for the console: PostgreSQL and the app's main thread. */
function cpuText(m: Measured): string {
  return m.cpu ? `cpu/req pg ${m.cpu.pgMs.toFixed(1)} app ${m.cpu.appMs.toFixed(1)} ms` : '';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

async function measure(
  pool: pg.Pool,
  baseUrl: string,
  requests: Req[],
  count: number,
  concurrency: number,
  maxMs: number,
  serverPid?: number,
): Promise<Measured> {
  const before = await cpuSnapshot(pool, serverPid);
  const m = await run(baseUrl, requests, count, concurrency, maxMs);
  return { ...m, cpu: cpuPerRequest(before, await cpuSnapshot(pool, serverPid), m.sent) };
}

function run(
  baseUrl: string,
  requests: Req[],
  count: number,
  concurrency: number,
  maxMs: number,
): Promise<Omit<Measured, 'cpu'>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(here, 'http-client.mjs'), {
      workerData: { baseUrl, requests, count, concurrency, maxMs, warmup: Math.min(20, count) },
    });
    worker.once('error', reject);
    type Result = {
      latencies: number[];
      statuses: Record<string, number>;
      wallMs: number;
      sent: number;
      warmupSent: number;
    };
    worker.once('message', (r: Result) => {
      const sorted = [...r.latencies].sort((x, y) => x - y);
      const errors = Object.fromEntries(Object.entries(r.statuses).filter(([s]) => s !== '200'));
      resolve({
        concurrency,
        n: sorted.length,
        errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        rps: sorted.length / (r.wallMs / 1000),
        wallMs: r.wallMs,
        sent: r.sent + r.warmupSent,
      });
      void worker.terminate();
    });
  });
}

/**
 * Starts bench/bare-server.mjs (decision 205) as its own Node process on the same database and secret;
 * resolves with its base URL and a stop function once it listens.
 */
function startBareProcess(
  url: string,
  secret: string,
): Promise<{ base: string; pid?: number; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
      env: { ...process.env, BENCH_BARE_DATABASE_URL: url, BENCH_JWT_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench/bare-server.mjs exited (${code})`)));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({ base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

// ---------------------------------------------------------------- machine and report

function machine(pgVersion: string) {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return {
    nproc: os.availableParallelism(),
    load: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / '),
    cpu,
    memGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    pg: pgVersion,
    os: `${os.type()} ${os.release()}`,
  };
}

function gitRevision(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cm_bench';
  const started = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  if (loadAtStart > os.availableParallelism() / 2) {
    console.log(
      `Note: load average ${loadAtStart.toFixed(1)} on ${os.availableParallelism()} CPUs; figures will be noisy.`,
    );
  }
  const { database, generated, loadLines } = await prepareDatabase(url, a);
  const pool = instrument(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
  const jwtSecret = 'bench-secret-bench-secret-bench-secret-0123';
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    dataDir,
    log: pino({ level: 'silent' }),
  });
  // The app as main.ts builds it, with MyMatches' repeat-view cache (decision 204).
  const ctx: AppContext = {
    database,
    db: database.db,
    config,
    mailer,
    store: createStore(config),
    matchCache: a.matchCache ? createMatchCache() : undefined,
  };
  // Answers as production writes them: compiled, without the development check (decision 214).
  const app = await buildApp(ctx, { logger: false, checkResponses: false });
  // The in-app floor (docs/performance.md#goals): a route inside the app, so with every global hook, that
  // takes the request's verified token as the routes do (the claims the rate limit's key already checked,
  // plugins/auth.ts) and reads one user by primary key with a prepared statement, nothing else.
  app.get('/bench/bare', async (req, reply) => {
    const userId = await tokenAccount(ctx, req);
    if (!userId) return reply.code(401).send({ success: false });
    const [u] = await bareStatement(database.db).execute({ id: userId });
    return { success: true, role: u?.role ?? null };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const bareProcess = await startBareProcess(url, jwtSecret);

  try {
    const [{ version }] = await queryRows<{ version: string }>(database.db, sql`select version()`);
    const settings = await queryRows<{ name: string; setting: string; unit: string | null }>(
      database.db,
      sql`select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','effective_cache_size','random_page_cost','max_parallel_workers_per_gather','jit')`,
    );
    const sizes = await queryRows<{ db: string; profiles: string; prefs: string; interests: string }>(
      database.db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as db,
                 pg_size_pretty(pg_total_relation_size('profiles')) as profiles,
                 pg_size_pretty(pg_total_relation_size('partner_preferences')) as prefs,
                 (select count(*) from interests)::text as interests`,
    );
    const members = await signIn(baseUrl, a);
    // With --guna-must N the signed-in members filter their matches on guna milan ≥ N; without it the
    // must-have is taken off again, so a reused community measures the plain case.
    const ids = `{${members.map((m) => memberId(a.seed, m.index)).join(',')}}`;
    await database.db.execute(sql`update partner_preferences set guna_min = ${a.gunaMust},
        must_haves = array_remove(must_haves, 'guna_milan')
          || case when ${a.gunaMust} > 0 then array['guna_milan'] else '{}'::text[] end
      where user_id = any(${ids}::uuid[])`);
    // Profile and registration-number targets: members spread over the community, both genders.
    const targetIdx = Array.from({ length: TARGETS }, (_, k) => Math.floor((k * a.members) / TARGETS) + 5);
    const rows = await queryRows<{ id: string; registration_no: string; gender: string }>(
      database.db,
      sql`select u.id, u.registration_no, p.gender from users u join profiles p on p.user_id = u.id
          where u.id = any(${`{${targetIdx.map((i) => memberId(a.seed, i)).join(',')}}`}::uuid[])`,
    );
    const targets = {
      Bride: rows.filter((r) => r.gender === 'Bride').map((r) => r.registration_no),
      BrideGroom: rows.filter((r) => r.gender === 'BrideGroom').map((r) => r.registration_no),
    };
    const roles = members.reduce<Record<string, number>>((acc, m) => {
      acc[m.role] = (acc[m.role] ?? 0) + 1;
      return acc;
    }, {});
    console.log(
      `Signed in ${members.length} members (${Object.entries(roles)
        .map(([r, n]) => `${n} ${r}`)
        .join(', ')}); app on ${baseUrl}`,
    );

    const results: { ep: Endpoint; runs: Measured[]; queries: Captured[] }[] = [];
    const chosen = endpoints(members, targets, bareProcess, a.gunaMust).filter(
      (e) => a.only.length === 0 || e.name.startsWith('bare') || a.only.includes(e.name),
    );
    for (const ep of chosen) {
      const requests = Array.from({ length: 240 }, (_, i) => ep.build(i));
      // A sample request first: it must answer 200, and its statements are kept for EXPLAIN.
      capturing = [];
      const epBase = ep.base ?? baseUrl;
      const probe = await fetch(`${epBase}${requests[0]?.path}`, { headers: requests[0]?.headers });
      const probeBody = await probe.text();
      const queries = capturing;
      capturing = null;
      if (probe.status !== 200) throw new Error(`${ep.label}: ${probe.status} ${probeBody.slice(0, 300)}`);
      const runs: Measured[] = [];
      for (const c of a.concurrency) {
        const m = await measure(pool, epBase, requests, a.requests, c, a.maxSeconds * 1000, ep.pid);
        runs.push(m);
        const errs = Object.keys(m.errors).length ? ` errors ${JSON.stringify(m.errors)}` : '';
        // The share of the bare route's requests per second at the same concurrency (bare runs first).
        const bareRps = results[0]?.runs.find((r) => r.concurrency === c)?.rps;
        const share =
          bareRps && ep.name !== 'bare' ? `  ${((100 * m.rps) / bareRps).toFixed(1)} % of bare` : '';
        console.log(
          `  ${ep.label.padEnd(34)} c=${String(c).padEnd(2)} n=${String(m.n).padStart(5)}  p50 ${m.p50.toFixed(1).padStart(6)}  p95 ${m.p95.toFixed(1).padStart(6)}  p99 ${m.p99.toFixed(1).padStart(6)} ms  ${m.rps.toFixed(1).padStart(6)} req/s${share}  ${cpuText(m)}${errs}`,
        );
      }
      results.push({ ep, runs, queries });
    }

    // EXPLAIN the slowest statement of the endpoint with the highest p95 at the lowest concurrency.
    const slowest = [...results].sort((x, y) => (y.runs[0]?.p95 ?? 0) - (x.runs[0]?.p95 ?? 0))[0];
    let explain = '';
    let explainFor = '';
    if (slowest) {
      capturing = [];
      for (let k = 0; k < 3; k++) {
        const req = slowest.ep.build(k);
        await (await fetch(`${slowest.ep.base ?? baseUrl}${req.path}`, { headers: req.headers })).text();
      }
      const captured = capturing as Captured[];
      capturing = null;
      const q = [...captured].sort((x, y) => y.ms - x.ms)[0];
      if (q) {
        explainFor = `${slowest.ep.label}: slowest of ${captured.length} statements over 3 requests (${q.ms.toFixed(1)} ms)`;
        const res = await pool.query(`explain (analyze, buffers) ${q.text}`, q.values as unknown[]);
        explain = `${q.text.trim()}\n\n${res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`;
      }
    }
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${explainFor}\n${explain}\n`);

    const indexes = await queryRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where schemaname = 'public'
          and tablename in ('users','profiles','partner_preferences','photos','interests','blocks') order by tablename, indexname`,
    );
    const used = [
      ...new Set(
        [...explain.matchAll(/(?:Index(?: Only)? Scan|Bitmap Index Scan) (?:using|on) (\w+)/g)].map(
          (m) => m[1],
        ),
      ),
    ];
    const seq = [...new Set([...explain.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))];

    const mach = machine(version.split(' on ')[0] ?? version);
    const lines: string[] = [];
    lines.push(
      `\n## ${started.toISOString().slice(0, 10)}: ${fmt(a.members)} members (\`npm run bench -- --members ${a.members}\`)\n`,
    );
    lines.push(
      `- Machine: ${mach.nproc} CPUs (${mach.cpu}), ${mach.memGiB} GiB memory, ${mach.os}; Node ${mach.node}; ${mach.pg}.`,
      `- Load average (1/5/15 min): ${loadAtStart.toFixed(1)} when the run started, ${mach.load} when it ended (other work on the machine shares its ${mach.nproc} CPUs).`,
      `- PostgreSQL settings: ${settings.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(', ')}.`,
      `- MyMatches' repeat-view cache (decision 204): ${a.matchCache ? 'on, as the app runs' : 'off (--no-match-cache)'}.`,
      `- Code: git ${gitRevision()} (plus uncommitted work at the time of the run); started ${started.toISOString()}.`,
      `- Dataset: ${fmt(a.members)} verified members (seed ${a.seed}), ${fmt(Number(sizes[0]?.interests ?? 0))} interests; database ${sizes[0]?.db} (profiles ${sizes[0]?.profiles}, partner_preferences ${sizes[0]?.prefs}).`,
      generated
        ? `- Generation (this run): ${loadLines.join('; ')}.`
        : '- Generation: reused the dataset of an earlier run.',
      `- Load: ${members.length} signed-in members (${Object.entries(roles)
        .map(([r, n]) => `${n} ${r}`)
        .join(
          ', ',
        )}) in turn; the app in-process on 127.0.0.1, the HTTP client in a worker thread over keep-alive; per cell up to ${fmt(a.requests)} requests or ${a.maxSeconds} s after 20 warm-up requests. Latency in ms, client-side, 200 answers only.`,
      '',
      `| Endpoint | Concurrency | Requests | p50 ms | p95 ms | p99 ms | req/s | CPU ms/request: PostgreSQL, app | Non-200 |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const r of results) {
      for (const m of r.runs) {
        const errs = Object.entries(m.errors)
          .map(([s, n]) => `${n}× ${s}`)
          .join(', ');
        lines.push(
          `| ${r.ep.label} | ${m.concurrency} | ${m.n} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.rps.toFixed(0)} | ${m.cpu ? `${m.cpu.pgMs.toFixed(1)}, ${m.cpu.appMs.toFixed(1)}` : '-'} | ${errs || '0'} |`,
        );
      }
    }
    const at8 = (r: (typeof results)[number]) => r.runs.find((m) => m.concurrency === 8);
    const bare = results.find((r) => r.ep.label === BARE);
    const bareRps = bare ? (at8(bare)?.rps ?? 0) : 0;
    const processCell = results.find((r) => r.ep.label === BARE_PROCESS);
    const processRps = processCell ? (at8(processCell)?.rps ?? 0) : 0;
    const share = (rps: number, of: number) => (of > 0 ? `${((100 * rps) / of).toFixed(1)} %` : '-');
    if (bareRps > 0) {
      const shares = [
        '',
        `Throughput at concurrency 8 as a share of the in-app floor (${bareRps.toFixed(0)} req/s: token check + one primary-key read inside the app, its hooks included) and of the bare process (${processRps.toFixed(0)} req/s: Fastify + jose + pg alone, bench/bare-server.mjs, decision 205), same run:`,
        '',
        '| Endpoint | req/s at c=8 | share of the in-app floor | share of the bare process |',
        '| --- | ---: | ---: | ---: |',
        ...results
          .filter((r) => r !== processCell && at8(r))
          .map((r) => {
            const rps = at8(r)?.rps ?? 0;
            return `| ${r.ep.label} | ${rps.toFixed(0)} | ${r === bare ? '' : share(rps, bareRps)} | ${share(rps, processRps)} |`;
          }),
      ];
      lines.push(...shares);
      if (a.write) console.log(shares.join('\n'));
    }
    lines.push(
      '',
      'Statements per request (one sample request each, time as the app saw it):',
      '',
      ...results.map((r) => {
        const total = r.queries.reduce((s, q) => s + q.ms, 0);
        const top = [...r.queries].sort((x, y) => y.ms - x.ms)[0];
        return `- ${r.ep.label}: ${r.queries.length} statements, ${total.toFixed(1)} ms in total, slowest ${top ? top.ms.toFixed(1) : '-'} ms`;
      }),
      '',
      `Notes on indexes: the plan below uses ${used.length ? used.map((u) => `\`${u}\``).join(', ') : 'no index'}${
        seq.length ? `; sequential scans on ${seq.map((s) => `\`${s}\``).join(', ')}` : '; no sequential scan'
      }. Indexes present on the member tables:`,
      '',
      ...indexes.map((i) => `- \`${i.indexdef.replace(/ USING btree/g, '').replace(/^CREATE /, '')}\``),
      '',
      `EXPLAIN (ANALYZE, BUFFERS) of the slowest statement (${explainFor}):`,
      '',
      '```',
      explain,
      '```',
      '',
    );
    const section = lines.join('\n');
    if (a.write) {
      if (!existsSync(DOC)) {
        writeFileSync(
          DOC,
          '# Performance\n\nFigures from `npm run bench` (bench/run.ts): the real app over HTTP on loopback against PostgreSQL with a generated community (bench/generate.ts). Newest runs last.\n',
        );
      }
      appendFileSync(DOC, section);
      console.log(`Appended the results to ${path.relative(process.cwd(), DOC)}.`);
    } else {
      console.log(section);
    }
  } finally {
    bareProcess.stop();
    await app.close();
    mailer.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
