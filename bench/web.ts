/**
 * `npm run bench:web [-- --runs 3] [--no-build] [--no-write] [--check] [--root DIR] [--members 300]
 *   [--page home|matches] [--lhr DIR] [--cpu-slowdown 4]`
 * (docs/performance.md#web-first-load): builds the web app (`vite build`), seeds a small demo community into
 * a temporary PGlite DATA_DIR (bench/seed-demo.ts), starts the real server (`src/server/main.ts`, as
 * `npm start` does) and runs Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown)
 * in Chromium at /usr/bin/chromium, `--runs` times per page, on `/` (cold, signed out) and on
 * `/user/MyMatches` (a seeded member signed in: the token is put in localStorage first). Every run starts
 * with an empty HTTP cache. Prints the median of each figure per page (performance score, FCP, LCP, CLS, TBT and
 * the JavaScript transferred before the first contentful paint and in all) and appends a dated section
 * to docs/performance.md unless --no-write. `--check` exits 1 when a median misses the first-load goals (docs/performance.md#goals).
 * `--root DIR` measures another checkout (e.g. an older commit exported with `git archive`) using this
 * one's node_modules. `--page` measures one page only and prints its medians (nothing written);
 * `--lhr DIR` keeps each run's Lighthouse report (JSON) there. `--cpu-slowdown N` replaces the profile's 4x
 * CPU slowdown (e.g. 12 to stand for a loaded machine or a slower phone when the machine is idle and both
 * pages score 100); figures taken with it are not the goals. Each run also prints `mainThreadMs`,
 * Lighthouse's main-thread work (observed CPU time x the slowdown), less sensitive to the load than TBT.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { throttling as LH_THROTTLING } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { freePort } from './free-port';
import { DEMO_PASSWORD } from './generate';
import { FIRST_PAINT_JS_BUDGET_KB, firstPaintJs } from './web-budget';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '..');
const DOC = path.join(REPO, 'docs', 'performance.md');
const CHROMIUM = '/usr/bin/chromium';
/** Lighthouse's default mobile network and CPU profile (simulated slow 4G, 4x CPU slowdown). */
const MOBILE_THROTTLING = LH_THROTTLING.mobileSlow4G;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The speed goals (docs/performance.md#goals) (median of the runs). */
export const GOALS = {
  home: { score: 90, cls: 0.05, lcpMs: 2500, jsBeforePaintKb: FIRST_PAINT_JS_BUDGET_KB },
  matches: { score: 80 },
} as const;

type Args = {
  runs: number;
  build: boolean;
  write: boolean;
  check: boolean;
  root: string;
  members: number;
  pages: string[];
  lhrDir: string | null;
  cpuSlowdown: number;
};

function parseArgs(argv: string[]): Args {
  const a: Args = {
    runs: 3,
    build: true,
    write: true,
    check: false,
    root: REPO,
    members: 300,
    pages: ['home', 'matches'],
    lhrDir: null,
    cpuSlowdown: 4,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=');
    const value = () => inline ?? (argv[++i] as string);
    if (flag === '--runs') a.runs = Number(value());
    else if (flag === '--no-build') a.build = false;
    else if (flag === '--no-write') a.write = false;
    else if (flag === '--check') a.check = true;
    else if (flag === '--root') a.root = path.resolve(value());
    else if (flag === '--members') a.members = Number(value());
    else if (flag === '--page') a.pages = [value()];
    else if (flag === '--lhr') a.lhrDir = path.resolve(value());
    else if (flag === '--cpu-slowdown') a.cpuSlowdown = Number(value());
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  return a;
}

/** Seeds the demo community into dataDir and returns the first signed-in member's email. */
function seed(root: string, env: NodeJS.ProcessEnv, members: number): string {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed-demo.ts', '--members', String(members), '--photo-share', '0.5'],
    { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // printSignIns: "  Silver:" (the plan's name, docs/performance.md#web-first-load) then "    <email>   <who>"
  const silver = out.split('\n').findIndex((l) => l.trim() === 'Silver:');
  const line = out.split('\n')[silver + 1] ?? '';
  const email = line.trim().split(/\s+/)[0];
  if (!email?.includes('@')) throw new Error(`no member in the seed's output:\n${out}`);
  return email;
}

async function startServer(root: string, env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error('server did not answer within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Run = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  siMs: number;
  /** Script bytes on the wire (compressed as sent) that finished loading before the observed FCP. */
  jsBeforePaintKb: number;
  jsTotalKb: number;
  requests: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown): observed CPU time x the CPU slowdown. */
  mainThreadMs: number;
};

type LhAudit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };

function summarise(lhr: {
  categories: { performance: { score: number | null } };
  audits: Record<string, LhAudit>;
}): Run {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? Number.NaN;
  const metrics = (a.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const fcpObserved = metrics.observedFirstContentfulPaint ?? Number.NaN;
  const reqs = (a['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
    networkEndTime?: number;
  }[];
  const t0 = Math.min(...reqs.map((r) => r.networkRequestTime ?? Number.POSITIVE_INFINITY));
  const scripts = reqs.filter((r) => r.resourceType === 'Script');
  const kb = (list: typeof scripts) => list.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    siMs: num('speed-index'),
    jsBeforePaintKb: kb(scripts.filter((r) => (r.networkEndTime ?? 0) - t0 <= fcpObserved)),
    jsTotalKb: kb(scripts),
    requests: reqs.length,
    mainThreadMs: num('mainthread-work-breakdown'),
  };
}

/**
 * One Lighthouse run of `url` through the browser at `port`, after `prepare` (empty cache, storage);
 * a run that fails to record (e.g. NO_NAVSTART, seen when the shared machine is loaded) is prepared
 * and tried again, up to 3 attempts in all.
 */
async function lighthouseWithRetry(
  url: string,
  port: number,
  cpuSlowdown: number,
  prepare: () => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    await prepare();
    const res = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!res) throw new Error('Lighthouse returned nothing');
    if (!res.lhr.runtimeError) return res;
    if (attempt >= 3) throw new Error(`Lighthouse: ${res.lhr.runtimeError.message}`);
    console.log(`  Lighthouse: ${res.lhr.runtimeError.code}; trying again`);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)] as number;
};

function medianRun(runs: Run[]): Run {
  const keys = Object.keys(runs[0] as Run) as (keyof Run)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Run;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing`);
  if (args.build) {
    console.log('building the web app (vite build) ...');
    execFileSync(path.join(REPO, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: args.root,
      stdio: 'ignore',
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'SMTP_URL', 'TEST_DB', 'NODE_OPTIONS']) delete env[k];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(args.root, 'dist', 'web'),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  console.log(`seeding ${args.members} demo members into ${dataDir} ...`);
  const email = seed(args.root, env, args.members);
  const server = await startServer(args.root, env, url);
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-chrome-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`could not sign in ${email}: HTTP ${login.status}`);

    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    await page.goto(`${url}/robots.txt`);
    const pages = [
      { key: 'home' as const, path: '/', token: null },
      { key: 'matches' as const, path: '/user/MyMatches', token },
    ].filter((p) => args.pages.includes(p.key));
    const results: Record<string, { runs: Run[]; median: Run }> = {};
    for (const p of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < args.runs; i++) {
        const res = await lighthouseWithRetry(`${url}${p.path}`, debugPort, args.cpuSlowdown, async () => {
          await cdp.send('Network.clearBrowserCache');
          // A first visit: no service worker and none of its precache from the run before (decision 200).
          await cdp.send('Storage.clearDataForOrigin', {
            origin: url,
            storageTypes: 'service_workers,cache_storage',
          });
          await page.evaluate((t) => {
            localStorage.clear();
            if (t) localStorage.setItem('token', t);
          }, p.token);
        });
        const run = summarise(res.lhr as never);
        if (res.lhr.finalDisplayedUrl && !res.lhr.finalDisplayedUrl.endsWith(p.path)) {
          throw new Error(`${p.path} ended on ${res.lhr.finalDisplayedUrl} (not signed in?)`);
        }
        runs.push(run);
        if (args.lhrDir) {
          mkdirSync(args.lhrDir, { recursive: true });
          writeFileSync(path.join(args.lhrDir, `${p.key}-${i + 1}.json`), JSON.stringify(res.lhr));
        }
        const lcpItem = (
          res.lhr.audits['largest-contentful-paint-element']?.details as never as {
            items?: { items?: { node?: { snippet?: string } }[] }[];
          }
        )?.items?.[0]?.items?.[0]?.node?.snippet;
        if (lcpItem) console.log(`  LCP element: ${lcpItem.slice(0, 160)}`);
        console.log(
          `${p.path} run ${i + 1}: ${JSON.stringify(run, (_k, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v))}`,
        );
      }
      results[p.key] = { runs, median: medianRun(runs) };
    }
    if (pages.length < 2) {
      // One page (--page): the medians only, nothing written.
      for (const [key, r] of Object.entries(results))
        console.log(`${key} median: ${JSON.stringify(r.median)}`);
      console.log(
        `load average ${os
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')}`,
      );
      return;
    }
    report(args, results as Record<'home' | 'matches', { runs: Run[]; median: Run }>);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(args: Args, r: Record<'home' | 'matches', { runs: Run[]; median: Run }>) {
  const rev = (() => {
    try {
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: args.root,
        encoding: 'utf8',
      }).trim();
      const dirty = execFileSync('git', ['status', '--porcelain'], {
        cwd: args.root,
        encoding: 'utf8',
      }).trim();
      return dirty ? `${head} (plus uncommitted work)` : head;
    } catch {
      return `(not a git checkout: ${args.root})`;
    }
  })();
  const fmt = (m: Run) =>
    `| ${m.score} | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.lcpMs / 1000).toFixed(2)} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} | ${(m.siMs / 1000).toFixed(2)} | ${m.jsBeforePaintKb.toFixed(1)} | ${m.jsTotalKb.toFixed(1)} |`;
  const lines = [
    '',
    `## ${new Date().toISOString().slice(0, 10)}: web first load (\`npm run bench:web\`)`,
    '',
    `- Code: ${rev}; Lighthouse ${lighthouseVersion()} mobile profile (simulated slow 4G, ${args.cpuSlowdown}x CPU slowdown), Chromium at ${CHROMIUM}; median of each figure over ${args.runs} runs per page, each run with an empty HTTP cache.`,
    `- Machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} at the end; Node ${process.version}.`,
    '- "JS before paint" is script bytes as sent (compressed) that finished loading before the first contentful paint; "JS total" is every script loaded during the run.',
    '',
    '| Page | Performance | FCP s | LCP s | CLS | TBT ms | Speed index s | JS before paint kB | JS total kB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| \`/\` (signed out) ${fmt(r.home.median)}`,
    `| \`/user/MyMatches\` (member) ${fmt(r.matches.median)}`,
    '',
    `Scores of each run: \`/\` ${r.home.runs.map((x) => x.score).join(', ')}; \`/user/MyMatches\` ${r.matches.runs.map((x) => x.score).join(', ')}.`,
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  if (args.write) appendFileSync(DOC, text);
  const webRoot = path.join(args.root, 'dist', 'web');
  const budget = existsSync(path.join(webRoot, '.vite', 'manifest.json'))
    ? Object.fromEntries(['/', '/user/MyMatches'].map((u) => [u, firstPaintJs(webRoot, u)]))
    : null;
  const jsText = (u: string) => {
    const b = budget?.[u];
    if (!b) return '';
    return b.prerendered
      ? `\`${u}\` prerendered: none before the first paint (hydration: ${b.render.brotliKb.toFixed(1)} kB brotli, ${b.render.gzipKb.toFixed(1)} kB gzip, deferred modules)`
      : `\`${u}\` ${b.brotliKb.toFixed(1)} kB brotli (${b.gzipKb.toFixed(1)} kB gzip)`;
  };
  const budgetText = budget
    ? `First-paint JavaScript from the build (bench/web-budget.ts: entry + route chunks with their static imports, none for a prerendered page): ${jsText('/')}; ${jsText('/user/MyMatches')}; goal for \`/\` ${FIRST_PAINT_JS_BUDGET_KB} kB.\n`
    : 'First-paint JavaScript from the build: not available (the build has no manifest).\n';
  console.log(budgetText);
  if (args.write) appendFileSync(DOC, budgetText);
  const h = r.home.median;
  const misses = [
    h.score < GOALS.home.score && `/ performance ${h.score} < ${GOALS.home.score}`,
    h.cls >= GOALS.home.cls && `/ CLS ${h.cls} >= ${GOALS.home.cls}`,
    h.lcpMs >= GOALS.home.lcpMs && `/ LCP ${h.lcpMs} ms >= ${GOALS.home.lcpMs}`,
    (budget?.['/']?.brotliKb ?? Number.POSITIVE_INFINITY) > GOALS.home.jsBeforePaintKb &&
      `/ first-paint JS ${budget?.['/']?.brotliKb.toFixed(1)} kB > ${GOALS.home.jsBeforePaintKb}`,
    r.matches.median.score < GOALS.matches.score &&
      `/user/MyMatches performance ${r.matches.median.score} < ${GOALS.matches.score}`,
  ].filter(Boolean);
  if (args.cpuSlowdown !== 4) {
    console.log(
      `The first-load goals (docs/performance.md#goals) apply to the 4x CPU slowdown; this run used ${args.cpuSlowdown}x (not checked).`,
    );
    return;
  }
  if (misses.length) console.log(`Goals missed: ${misses.join('; ')}`);
  else console.log('All first-load goals met (docs/performance.md#goals).');
  if (args.check && misses.length) process.exitCode = 1;
}

function lighthouseVersion(): string {
  const pkg = path.join(REPO, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
