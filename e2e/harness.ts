/**
 * End-to-end harness (docs/accounts.md#running-and-testing): the real server as a child process, a real SMTP peer, and Debian's
 * Chromium driven by playwright-core. Used by the e2e/*.e2e.ts files (vitest project "e2e").
 *
 *   const server = await startServer();          // temp DATA_DIR, free port, dist/web, SMTP peer
 *   const browser = await launchBrowser();       // /usr/bin/chromium, headless
 *   const page = await newPage(browser, server, 375);
 *   await shot(page, 'home');                    // screenshots/home-375.png and home-1280.png
 *   expect(await server.stop()).toBe(0);         // SIGTERM: a graceful shutdown exits 0
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { freePort } from '../bench/free-port';
import { startSmtpPeer } from '../src/server/test/smtp';
import { checkOnNavigation, expectAccessible } from './a11y';

export { expectAccessible } from './a11y';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'screenshots');
/** The Admin the server creates on its first start. */
export const ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password-1' };

/**
 * True when Debian's Chromium is installed. Without it the e2e tests are skipped on a developer's
 * machine, but under CI=true its absence is an error (docs/accounts.md#running-and-testing: end-to-end tests are mandatory in CI).
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') {
    throw new Error(
      `${CHROMIUM} is missing: end-to-end tests are mandatory when CI=true (apt-get install chromium)`,
    );
  }
  return false;
}

export type Smtp = Awaited<ReturnType<typeof startSmtpPeer>>;

export type RunningServer = {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The PostgreSQL URL of the server's database (null on PGlite), for arranging what no API offers. */
  databaseUrl: string | null;
  dataDir: string;
  /** The SMTP peer receiving every mail the server sends (OTP, activation ...). */
  smtp: Smtp;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code (null when it had to be killed after 15 s). */
  stop(): Promise<number | null>;
};

/** A fresh database on the PostgreSQL server at TEST_DATABASE_URL, and how to drop it. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("startServer({ database: 'postgres' }) needs TEST_DATABASE_URL");
  const name = `cm_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Starts the real server (`src/server/main.ts` through tsx, as `npm start` runs it) on a free port
 * with a temporary DATA_DIR, WEB_ROOT=dist/web (build it first: `npm test` does; E2E_WEB_ROOT
 * overrides it), ADMIN, and
 * SMTP_URL pointing at an in-process smtp-server peer. Waits until GET /api/health answers 200.
 * `database: 'postgres'` uses a fresh database on TEST_DATABASE_URL instead of embedded PGlite.
 * Throws with the server's output when it exits or does not answer within 90 s.
 */
export async function startServer(
  opts: { database?: 'pglite' | 'postgres'; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const webRoot = path.resolve(process.env.E2E_WEB_ROOT ?? path.join(ROOT, 'dist', 'web'));
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`${webRoot}/index.html is missing: build the web app first (npx vite build)`);
  }
  const smtp = await startSmtpPeer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pgdb = opts.database === 'postgres' ? await freshPostgres() : null;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'TEST_DB', 'NODE_OPTIONS']) delete env[k];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    PUBLIC_URL: url,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...opts.env,
  });

  // `node --import tsx` is `npx tsx` without the npm and tsx wrapper processes in between, so
  // SIGTERM reaches the server itself and its exit code is the server's.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((c) => {
    exitCode = c;
  });

  const cleanup = async () => {
    await smtp.close().catch(() => {});
    await pgdb?.drop().catch(() => {});
    if (process.env.E2E_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  };

  // E2E_START_SECONDS: a longer wait on a loaded machine (default 90).
  const startSeconds = Number(process.env.E2E_START_SECONDS ?? 90);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (exitCode !== undefined) {
      await cleanup();
      throw new Error(`server exited with ${exitCode} before answering:\n${out}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await cleanup();
      throw new Error(`server did not answer /api/health within ${startSeconds} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    databaseUrl: pgdb?.url ?? null,
    dataDir,
    smtp,
    output: () => out,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      await cleanup();
      return code;
    },
  };
}

/** Launches Debian's Chromium headless (no sandbox: CI runs as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Phone and desktop viewports used everywhere (DESIGN: 375 px first, then 1280 px). */
export const VIEWPORTS = { 375: { width: 375, height: 812 }, 1280: { width: 1280, height: 800 } } as const;

export type TrackedPage = Page & {
  /** Uncaught page errors and console errors (CSP violations among them) seen so far. */
  errors: string[];
};

/**
 * A new page in its own browser context (fresh storage) whose relative URLs resolve against `server`,
 * at `width` px wide, waiting at most 15 s for an element. Console errors and uncaught exceptions
 * are collected in `page.errors`.
 */
export async function newPage(
  browser: Browser,
  server: RunningServer,
  width: 375 | 1280 = 1280,
): Promise<TrackedPage> {
  const context: BrowserContext = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORTS[width],
    // A still page for axe (docs/accessibility.md): the hero slider and transitions stop when motion is reduced, so a
    // cross-fade caught half-way is never measured as low contrast.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = (await context.newPage()) as TrackedPage;
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`);
  });
  // The prerendered home page starts its app after `load` (decision 080): goto() returns once the app
  // listens (`#root[data-live]`), so a flow's first click is never lost.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || root.dataset.live !== undefined;
    });
    return response;
  };
  // Accessibility (docs/accessibility.md): axe checks every page the flow reaches through goto() or waitForURL() (e2e/a11y.ts).
  checkOnNavigation(page);
  return page;
}

/**
 * Whether shot() writes its PNGs: always on a developer's machine; under CI=true (where nobody opens them)
 * only with E2E_SHOTS=1, which saves the minutes a full-page capture costs (docs/architecture.md#tests).
 */
const writesShots = () => process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';

/**
 * Saves full-page screenshots of `page` at 375 and 1280 px wide as screenshots/<name>-375.png and
 * screenshots/<name>-1280.png (the folder is gitignored), then restores the page's viewport. At each
 * width it first runs expectAccessible() (docs/accessibility.md): whatever a flow shows in a shot is checked by axe.
 * Returns the files written (none under CI=true unless E2E_SHOTS=1: writesShots).
 */
export async function shot(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '-');
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of [375, 1280] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    // A full-page shot taken while scrolled paints sticky bars mid-page: start from the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(250); // let responsive layout and transitions settle
    await expectAccessible(page, `${name} at ${width} px`);
    if (!writesShots()) continue;
    const file = path.join(SCREENSHOTS, `${safe}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/** Uncaught exceptions and CSP violations seen on `page`: a page must have none. */
export const seriousErrors = (page: TrackedPage) =>
  page.errors.filter((e) => e.startsWith('pageerror') || /Content Security Policy/i.test(e));

/** Signs in through the navbar's login dialog (SPEC §2) from the page the browser is on. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: false }).first().waitFor();
  await expectAccessible(page, 'login dialog');
  await dialog.getByLabel('Email', { exact: false }).first().fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The server and browser of one describe block (useServerAndBrowser). */
export type ServerAndBrowser = { server: RunningServer; browser: Browser };

/**
 * Starts the server (startServer options) and Chromium before a describe block's tests and stops
 * both after them; the returned object is filled in by its beforeAll (register further set-up after
 * this call: vitest runs beforeAll hooks in order). With `exit0` (the default) the server must exit 0
 * on SIGTERM, a graceful shutdown (docs/accounts.md#running-and-testing); its output is the failure message.
 *
 *   const live = useServerAndBrowser({ env: { PROMO_CODES: 'WELCOME100' } });
 *   it('...', async () => { const page = await newPage(live.browser, live.server, 375); });
 */
export function useServerAndBrowser(
  opts: Parameters<typeof startServer>[0] = {},
  { exit0 = true }: { exit0?: boolean } = {},
): ServerAndBrowser {
  const live = {} as ServerAndBrowser;
  beforeAll(async () => {
    live.server = await startServer(opts);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    if (!live.server) return;
    const code = await live.server.stop();
    if (exit0) expect(code, live.server.output()).toBe(0);
  });
  return live;
}

/**
 * A describe block of browser flows (useServerAndBrowser), skipped where Chromium is missing. The server
 * runs on embedded PGlite, or with `postgres: 'if-set'` on PostgreSQL when TEST_DATABASE_URL is set (its
 * migrations run much faster than PGlite's), or with `postgres: 'only'` on PostgreSQL, the block skipped
 * without it. `server` and `exit0` are useServerAndBrowser's; `body` registers the tests with the live
 * server and browser.
 *
 *   describeInChromium('buying a plan', { server: { env: { PROMO_CODES: 'WELCOME100' } } }, (live) => { it(...) });
 */
export function describeInChromium(
  title: string,
  opts: { server?: Parameters<typeof startServer>[0]; exit0?: boolean; postgres?: 'if-set' | 'only' },
  body: (live: ServerAndBrowser) => void,
): void {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const { server = {}, exit0 = true, postgres } = opts;
  describe.skipIf(!chromiumAvailable() || (postgres === 'only' && !pgUrl))(title, () => {
    body(useServerAndBrowser(postgres && pgUrl ? { ...server, database: 'postgres' } : server, { exit0 }));
  });
}

/**
 * One JSON call to `server`'s API: `body` as JSON (GET when there is none, else POST, unless `method`
 * says), `token` as the bearer. Resolves with the HTTP status and the parsed body ({} when it is not JSON).
 */
export async function apiResponse(
  server: RunningServer,
  path: string,
  body?: unknown,
  token?: string,
  method: string = body === undefined ? 'GET' : 'POST',
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}

/**
 * apiResponse() for arranging a test: resolves with the parsed body and throws (method, path, status,
 * body) when the status is not 2xx.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
export async function api(...args: Parameters<typeof apiResponse>): Promise<any> {
  const [, path, body, , method = body === undefined ? 'GET' : 'POST'] = args;
  const { status, json } = await apiResponse(...args);
  if (status < 200 || status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** The bearer token of `who` (username or email, password) from POST /api/auth/login. */
export async function loginToken(
  server: RunningServer,
  who: { username: string; password: string },
): Promise<string> {
  return (await api(server, '/api/auth/login', { username: who.username, password: who.password })).token;
}

/** The Admin's bearer token (the Admin the server creates on its first start). */
export const adminToken = (server: RunningServer) =>
  loginToken(server, { username: ADMIN.email, password: ADMIN.password });

/**
 * Registers `payload` through POST /api/auth/signup and has the Admin set the account active
 * (SPEC §4: an account is under verification until activated). Resolves with the signup answer's `user`.
 */
export async function signUpActive(
  server: RunningServer,
  payload: object,
  admin?: string,
): Promise<{ registration_no: string; id: string } & Record<string, unknown>> {
  const { user } = await api(server, '/api/auth/signup', payload);
  const token = admin ?? (await adminToken(server));
  await api(server, `/api/admin/users/${user.registration_no}`, { status: 'active' }, token, 'PATCH');
  return user;
}

/** Picks `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The Admin creates a promoter through POST /api/admin/promoters (decision 022); `fields` is its body
 * (name, email, mobile, promoter_type, promo_code, registered_on, bank). With `password` the promoter
 * then sets it through the set-password link mailed to `fields.email`.
 */
export async function createPromoter(
  server: RunningServer,
  fields: { name: string; email: string } & Record<string, unknown>,
  { password, admin }: { password?: string; admin?: string } = {},
): Promise<void> {
  await api(server, '/api/admin/promoters', fields, admin ?? (await adminToken(server)));
  if (password === undefined) return;
  const mail = await server.smtp.waitFor(fields.email, /set your promoter account password/);
  const token = decodeURIComponent(mail.text.match(/set-password\?token=(\S+)/)?.[1] ?? '');
  await api(server, '/api/auth/set-password', { token, password });
}

/**
 * The Admin records an offline payment (cash at the office, paid today IST) of `plan` for the member with
 * `registrationNo` (docs/payments.md#staff): real money, so a referred member's promoter earns the commission
 * (decision 185: the test gateway's payments earn none). Resolves with the recorded payment.
 */
export async function payAtOffice(
  server: RunningServer,
  registrationNo: string,
  plan: { code: string; amountPaise: number },
  admin?: string,
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
): Promise<any> {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const body = {
    plan: plan.code,
    amount_paise: plan.amountPaise,
    mode: 'cash',
    reference: 'Counter 1',
    paid_on: today,
  };
  const token = admin ?? (await adminToken(server));
  return (await api(server, `/api/admin/members/${registrationNo}/payments`, body, token)).payment;
}
