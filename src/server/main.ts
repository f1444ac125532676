import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { createMatchCache } from './lib/match-cache';
import { purgeExpiredLimits } from './lib/rate-limit';
import { createMailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox';
import { createStore } from './media/store';
import { startJobs } from './modules/jobs/jobs';
import { checkGateway } from './modules/payments/payments.service';
import { seedPlans } from './modules/plans/plans.service';
import { gatewayLine, scaleLines, startupBanner } from './modules/system/banner';
import { ensureAdmin } from './modules/system/bootstrap';
import { installProcessGuards } from './plugins/process-guards';

/** Starts the service: config, database + migrations, seed plans and Admin, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  // An error no request, job or stream handled is logged and counted; the service lives on (decision 100).
  installProcessGuards(log);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    timeouts: config.dbTimeouts,
  });
  // Mail goes through the outbox table (decision 011): requests never wait for SMTP, an outage loses nothing.
  const transport = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const mailer = createOutboxMailer({ db: database.db, transport, log });
  const ctx = {
    database,
    db: database.db,
    config,
    mailer,
    store: createStore(config),
    matchCache: createMatchCache(),
  };
  await seedPlans(ctx.db);
  const generatedAdminPassword = await ensureAdmin(ctx, () => {});
  const app = await buildApp(ctx, { webRoot: config.webRoot, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  // Expired sign-in and OTP counters are purged every 10 minutes.
  const purge = setInterval(() => {
    purgeExpiredLimits(ctx.db).catch((err) => log.warn({ err }, 'rate-limit purge failed'));
  }, 10 * 60_000);
  purge.unref();
  // Plan expiry, renewal reminders and payment reconciliation (docs/payments.md#jobs); JOBS=off turns them off here.
  const stopJobs = config.jobs ? startJobs(ctx, log) : () => {};

  // Decision 206: the stop signals are handled from the moment the process listens, so a SIGTERM during the
  // rest of start-up (gateway check, banner) is a graceful stop too, not a kill.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(purge);
    stopJobs();
    await app.close();
    await mailer.close();
    ctx.store.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  log.info(`${config.brand.siteName} on ${config.publicUrl} (database: ${database.kind})`);
  try {
    // The gateway's keys are checked once (decision 105): the outcome is in the block and on the admin dashboard.
    const payments = gatewayLine(await checkGateway(ctx), config.payments.testGatewayReason);
    // The last thing printed at start-up: URL, Admin sign-in, where mail goes, payments (docs/first-impressions.md#details-members-notice).
    // The file store and Redis as health sees them (decisions 180, 181); Redis gets a moment to connect.
    await new Promise((r) => setTimeout(r, config.redis ? 300 : 0));
    const health = (await app.inject({ url: '/api/health' })).json();
    const scale = scaleLines(config, { storage: health.storage?.status, limits: health.limits?.counted });
    console.log(
      startupBanner(config, { databaseKind: database.kind, generatedAdminPassword, payments, scale }).join(
        '\n',
      ),
    );
  } catch (err) {
    // A stop during start-up closed what the banner reads: the graceful stop goes on (decision 206).
    if (!closing) throw err;
  }
}

main().catch((err) => {
  // Another process has the embedded database open (decision 096): its message says what to do.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
