/**
 * `npm run seed:demo [-- --members N] [--seed S] [--photo-share 0.6]` (docs/member-area.md#demo-data):
 * fills the app's database (the same one the app opens: DATABASE_URL, else PGlite in DATA_DIR/pg) with a
 * verified community of N members (default 2,000), their preferences, interests, shortlists and views,
 * and portrait-like avatars for a share of them, processed by the app's own photo pipeline. Prints
 * sign-in details for a few members of each kind and the admin. Refuses to run on a database that
 * already holds demo members.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import type { AppContext } from '../src/server/lib/context';
import { hashPassword } from '../src/server/lib/passwords';
import { queryRows } from '../src/server/lib/sql';
import { createMailer } from '../src/server/mail/mailer';
import { processPhoto } from '../src/server/media/images';
import { newStorageKey, writeRenditions } from '../src/server/media/storage';
import { createStore } from '../src/server/media/store';
import { seedPlans } from '../src/server/modules/plans/plans.service';
import { ensureAdmin } from '../src/server/modules/system/bootstrap';
import { planName } from '../src/shared/plan-names';
import { renderAvatar } from './avatar';
import { demoSignIns } from './demo-sign-ins';
import { DEFAULT_SEED, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type Gender } from './generate';
import { countDemoMembers, loadCommunity } from './load';

/** Distinct avatars drawn per gender; members share a drawing but each gets its own files. */
const AVATAR_VARIANTS = 40;

type Args = { members: number; seed: number; photoShare: number };

function parseArgs(argv: string[]): Args {
  const args: Args = { members: 2000, seed: DEFAULT_SEED, photoShare: 0.6 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=');
    const value = () => Number(inline ?? argv[++i]);
    if (flag === '--members') args.members = value();
    else if (flag === '--seed') args.seed = value();
    else if (flag === '--photo-share') args.photoShare = value();
    else throw new Error(`Unknown option ${argv[i]} (use --members N, --seed S, --photo-share 0..1)`);
  }
  if (!Number.isInteger(args.members) || args.members < 10 || args.members > 5_000_000) {
    throw new Error('--members must be a whole number from 10 to 5,000,000');
  }
  if (!(args.photoShare >= 0 && args.photoShare <= 1)) throw new Error('--photo-share must be from 0 to 1');
  return args;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Draws avatars, runs them through the photo pipeline and stores one approved primary photo per member. */
async function addAvatars(ctx: AppContext, log: (line: string) => void): Promise<number> {
  const owners = await queryRows<{ id: string; gender: Gender }>(
    ctx.db,
    sql`select p.user_id as id, p.gender from profiles p join users u on u.id = p.user_id
        where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`} and p.has_photo
          and not exists (select 1 from photos ph where ph.user_id = p.user_id)
        order by u.created_at`,
  );
  const pools = new Map<Gender, Awaited<ReturnType<typeof processPhoto>>[]>();
  for (const gender of ['Bride', 'BrideGroom'] as const) {
    const wanted = Math.min(AVATAR_VARIANTS, owners.filter((o) => o.gender === gender).length);
    const pool: Awaited<ReturnType<typeof processPhoto>>[] = [];
    // Two at a time (this is a 2-core machine), bounded by `wanted`.
    for (let v = 0; v < wanted; v += 2) {
      const pair = [v, v + 1].filter((k) => k < wanted);
      pool.push(...(await Promise.all(pair.map(async (k) => processPhoto(await renderAvatar(gender, k))))));
    }
    pools.set(gender, pool);
  }
  log(`  avatars drawn: ${[...pools.values()].reduce((n, p) => n + p.length, 0)} distinct`);
  const rows: { user_id: string; storage_key: string; width: number; height: number }[] = [];
  for (let i = 0; i < owners.length; i++) {
    const owner = owners[i] as { id: string; gender: Gender };
    const pool = pools.get(owner.gender) ?? [];
    const photo = pool[i % Math.max(1, pool.length)];
    if (!photo) continue;
    const key = newStorageKey();
    await writeRenditions(ctx.store, key, photo.files);
    rows.push({ user_id: owner.id, storage_key: key, width: photo.width, height: photo.height });
  }
  for (let from = 0; from < rows.length; from += 5000) {
    const chunk = rows.slice(from, from + 5000);
    await ctx.db.execute(sql`
      insert into photos (user_id, storage_key, width, height, is_primary, status, reviewed_at)
      select x.user_id, x.storage_key, x.width, x.height, true, 'approved', now()
      from json_to_recordset(${JSON.stringify(chunk)}::json) as x(user_id uuid, storage_key text, width integer, height integer)`);
  }
  // has_photo means "has an approved photo" (photos module): keep it true only where one was stored.
  await ctx.db.execute(sql`
    update profiles p set has_photo = exists (select 1 from photos ph where ph.user_id = p.user_id and ph.status = 'approved')
    from users u where u.id = p.user_id and u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
  return rows.length;
}

/** Prints the sign-ins demoSignIns chooses (three members of each plan) and the admin's. */
async function printSignIns(ctx: AppContext, generatedAdminPassword: string | null): Promise<void> {
  const rows = await demoSignIns(ctx);
  console.log('\nSign in (every demo member shares one password):');
  console.log(`  password: ${DEMO_PASSWORD}`);
  let role = '';
  for (const r of rows) {
    if (r.role !== role) {
      role = r.role;
      console.log(`  ${planName(role)}:`);
    }
    const who = `${r.first_name} (${r.gender === 'Bride' ? 'bride' : 'groom'}, ${r.registration_no})`;
    console.log(`    ${r.email.padEnd(44)} ${who}`);
  }
  const adminPassword =
    generatedAdminPassword ??
    (ctx.config.adminPassword
      ? ctx.config.adminPassword
      : '(the password printed when the admin was created)');
  console.log(`  Admin:\n    ${ctx.config.adminEmail.padEnd(44)} password: ${adminPassword}\n`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: pino({ level: 'silent' }),
  });
  const ctx: AppContext = { database, db: database.db, config, mailer, store: createStore(config) };
  try {
    await seedPlans(ctx.db);
    const generatedAdminPassword = await ensureAdmin(ctx, () => {});
    const existing = await countDemoMembers(ctx.db);
    if (existing > 0) {
      console.log(
        `This database already holds ${existing.toLocaleString('en-IN')} demo members (emails @${DEMO_EMAIL_DOMAIN}); ` +
          'seed:demo runs once per database. To seed again, use a fresh DATA_DIR (or DATABASE_URL).',
      );
      await printSignIns(ctx, generatedAdminPassword);
      return;
    }
    const where =
      database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pg')}`;
    console.log(
      `Seeding ${args.members.toLocaleString('en-IN')} demo members into ${where} (seed ${args.seed})...`,
    );
    const t0 = performance.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // One transaction: the community appears whole or not at all.
    const result = await ctx.db.transaction((tx) =>
      loadCommunity(tx, {
        count: args.members,
        seed: args.seed,
        now: new Date(),
        photoShare: args.photoShare,
        regNoPrefix: config.regNoPrefix,
        passwordHash,
        log: (line) => console.log(line),
      }),
    );
    console.log(
      `  ${result.members.toLocaleString('en-IN')} members in ${secs(result.membersMs)}; ` +
        `${result.interests.toLocaleString('en-IN')} interests, ${result.shortlists.toLocaleString('en-IN')} shortlists, ` +
        `${result.views.toLocaleString('en-IN')} profile views, ${result.notifications.toLocaleString('en-IN')} notifications ` +
        `in ${secs(result.relationsMs)}`,
    );
    const t1 = performance.now();
    const photos = await addAvatars(ctx, (line) => console.log(line));
    console.log(
      `  ${photos.toLocaleString('en-IN')} approved photos (DATA_DIR/media) in ${secs(performance.now() - t1)}`,
    );
    await ctx.db.execute(sql`analyze`);
    console.log(`Done in ${secs(performance.now() - t0)}.`);
    await printSignIns(ctx, generatedAdminPassword);
  } finally {
    mailer.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
