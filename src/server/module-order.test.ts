import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module order (docs/architecture.md "Server modules, bottom to top", decision 076), checked on the
 * source: every relative import of every non-test file under src/ is resolved and must run down the
 * layers. biome's noRestrictedImports keeps the coarse boundaries while typing (web ↛ server, server ↛
 * web, shared ↛ either); this test also holds the rank of every server module, so a new module folder
 * fails here until it is given its place, and an import that runs back up (or sideways within a rank)
 * fails with the file and the import that does it.
 */

/** Each server module's rank: a module imports only modules of a lower rank. */
const MODULE_RANK: Record<string, number> = {
  // 0: data and delivery every module may use
  plans: 0,
  notifications: 0,
  receipts: 0,
  contact: 0,
  // 1: promoter accounts and promo codes; photo storage and access
  promoters: 1,
  photos: 1,
  // decision 201: Web Push of the bell's notifications (interests and conversations push through it)
  push: 1,
  // 2: accounts and sign-in; the member directory (visibility scope, cards, relations, criteria,
  //    visits); payments and promoter payouts
  auth: 2,
  directory: 2,
  payments: 2,
  payouts: 2,
  // decision 160: success stories (the found-match mark and its story; privacy exports and erases them)
  success: 2,
  // decision 187: trust badges (mobile by SMS, identity documents; docs/verification.md)
  verification: 2,
  // 3: what members do with each other and with their data; staff payment desks; start-up
  interests: 3,
  // docs/conversations.md: members who accepted each other talk (beside interests)
  conversations: 3,
  matches: 3,
  members: 3,
  // the monthly profile boost (docs/plan-features.md#profile-boost)
  boosts: 3,
  // share links and the biodata PDF (docs/plan-features.md#share-link)
  sharing: 3,
  profiles: 3,
  privacy: 3,
  'staff-payments': 3,
  system: 3,
  // decision 130: the staff team and resetpass (promoters' set-password link, auth's reset OTP)
  staff: 3,
  // 4: pages that gather from many modules, and scheduled jobs
  dashboard: 4,
  admin: 4,
  jobs: 4,
  // decisions 170-172: the assisted service acts through interests, matches and the payment desk
  assisted: 4,
};

const SRC = resolve(__dirname, '..');
const MODULES = join(SRC, 'server', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The relative specifiers a file imports (static, side-effect, re-export and dynamic imports). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return [...new Set(found)];
}

/** The layer a path under src/ belongs to: 'shared', 'web', 'server:<area>' or 'module:<name>'. */
function layerOf(path: string): string {
  const [top, area, name] = relative(SRC, path).split(/[\\/]/);
  if (top !== 'server') return top;
  return area === 'modules' ? `module:${name}` : `server:${area}`;
}

const BELOW_MODULES = ['lib', 'db', 'plugins', 'mail', 'media'];

/**
 * The order below the modules (docs/architecture.md "Server modules, bottom to top"): db (schema,
 * client, database errors) < lib (errors, tokens, the AppContext and its Mailer port) < mail and media
 * < plugins. An area imports only areas of a lower rank.
 */
const AREA_RANK: Record<string, number> = { db: 0, lib: 1, mail: 2, media: 2, plugins: 3 };

/** Why `from` may not import `to`, or null when the import runs down the layers. */
function violation(from: string, to: string): string | null {
  if (from === to) return null;
  if (from === 'shared' && to !== 'shared') return 'src/shared never imports the server or the web app';
  if (from === 'web' && to !== 'shared') return 'the web app imports only src/shared';
  if (from.startsWith('server:') || from.startsWith('module:')) {
    if (to === 'web') return 'the server never imports the web app';
    const a0 = AREA_RANK[from.slice(7)];
    const b0 = AREA_RANK[to.slice(7)];
    if (from.startsWith('server:') && to.startsWith('server:') && a0 !== undefined && b0 !== undefined) {
      return b0 < a0
        ? null
        : `${from} (rank ${a0}) may import only areas of a lower rank, not ${to} (rank ${b0})`;
    }
    if (!to.startsWith('module:')) return null;
    if (BELOW_MODULES.some((a) => from === `server:${a}`)) return `${from} sits below the modules`;
    if (!from.startsWith('module:')) return null; // main.ts, app.ts and test helpers assemble the modules
    const a = MODULE_RANK[from.slice(7)];
    const b = MODULE_RANK[to.slice(7)];
    return b < a
      ? null
      : `${from} (rank ${a}) may import only modules of a lower rank, not ${to} (rank ${b})`;
  }
  return null;
}

describe('module order (docs/architecture.md, decision 076)', () => {
  it('every server module has a rank', () => {
    const folders = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !(f in MODULE_RANK))).toEqual([]);
    expect(Object.keys(MODULE_RANK).filter((m) => !folders.includes(m))).toEqual([]);
  });

  it('no import runs back up: shared ↛ server/web, web ↛ server, server ↛ web, modules downward only', () => {
    const problems: string[] = [];
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const from = layerOf(file);
      for (const spec of relativeImports(file)) {
        const why = violation(from, layerOf(resolve(dirname(file), spec)));
        if (why) problems.push(`${relative(SRC, file)} imports '${spec}': ${why}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the checker itself refuses what it should', () => {
    expect(violation('module:directory', 'module:interests')).toMatch(/lower rank/);
    expect(violation('module:interests', 'module:matches')).toMatch(/lower rank/);
    expect(violation('module:interests', 'module:directory')).toBeNull();
    expect(violation('web', 'server:lib')).toMatch(/only src\/shared/);
    expect(violation('module:auth', 'web')).toMatch(/never imports the web/);
    expect(violation('shared', 'web')).toMatch(/never imports/);
    expect(violation('server:lib', 'module:auth')).toMatch(/below the modules/);
    expect(violation('server:lib', 'server:mail')).toMatch(/lower rank/);
    expect(violation('server:db', 'server:lib')).toMatch(/lower rank/);
    expect(violation('server:mail', 'server:media')).toMatch(/lower rank/);
    expect(violation('server:mail', 'server:lib')).toBeNull();
    expect(violation('server:plugins', 'server:db')).toBeNull();
  });
});
