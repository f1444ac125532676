import path from 'node:path';
import type { Config } from '../../config';
import type { GatewayReport } from '../payments/payments.service';

/**
 * The start-up block's "Payments" line (decisions 105, 106): which gateway members pay through and, for
 * Razorpay, whether the start-up check found the keys accepted; for the test gateway or none, why.
 * `reason`: config.payments.testGatewayReason.
 */
export function gatewayLine(report: GatewayReport, reason: string): string {
  if (report.gateway === 'test') {
    return `test gateway, no money moves; receipts TEST/… (${reason}; set TEST_GATEWAY=off to turn it off)`;
  }
  if (report.gateway === null) {
    return `online payment off (${reason}); set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET`;
  }
  const s = report.status;
  if (s?.state === 'ok') return 'Razorpay, keys accepted';
  if (s?.state === 'keys_rejected') {
    return `Razorpay REJECTS THE KEYS: members cannot pay online; check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (${s.detail})`;
  }
  if (s?.state === 'unreachable' || s?.state === 'failing') {
    return `Razorpay not answering at start-up (${s.detail}); orders fail with 503 until it does`;
  }
  return 'Razorpay (keys not checked yet)';
}

/**
 * The block printed when the service has started (docs/first-impressions.md#details-members-notice): where to open it, how the Admin signs in
 * where mail goes and how members pay (`info.payments`, see gatewayLine). `generatedAdminPassword` is the password ensureAdmin just created, if any; SMTP
 * credentials are never printed. Returns the lines, without trailing newline.
 */
export function startupBanner(
  config: Pick<Config, 'publicUrl' | 'adminEmail' | 'adminPassword' | 'smtpUrl' | 'dataDir' | 'brand'>,
  info: {
    databaseKind: string;
    generatedAdminPassword: string | null;
    payments?: string;
    /** Where files go and where API limits are counted, when not the defaults (see scaleLines). */
    scale?: [string, string][];
  },
): string[] {
  const admin = info.generatedAdminPassword
    ? `${config.adminEmail} / ${info.generatedAdminPassword}  (shown once: change it after signing in)`
    : config.adminPassword
      ? `${config.adminEmail} with the password in ADMIN_PASSWORD`
      : `${config.adminEmail} with the password chosen earlier (Forgot password mails a code)`;
  let mail: string;
  if (config.smtpUrl) {
    const u = new URL(config.smtpUrl);
    mail = `sent through SMTP ${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } else {
    mail = `not sent: written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send)`;
  }
  const rows: [string, string][] = [
    ['URL', `${config.publicUrl}/`],
    ['Admin sign-in', `${config.publicUrl}/ → Login: ${admin}`],
    ['Mail', mail],
    ['Database', info.databaseKind],
    ...(info.payments ? [['Payments', info.payments] as [string, string]] : []),
    ...(info.scale ?? []),
  ];
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return [
    '',
    `  ${config.brand.siteName} is running`,
    ...rows.map(([k, v]) => `  ${`${k}:`.padEnd(width)}${v}`),
    '',
  ];
}

/**
 * The start-up block's lines for a service past one machine (decisions 180, 181), only for what is set:
 * the bucket files go to (never its keys) and whether the API limit is shared in Redis, which is said to
 * be down (limits failing open) when it did not answer at start. Empty with the defaults (disk, per process).
 */
export function scaleLines(
  config: Pick<Config, 'storage' | 'redis'>,
  state: { storage: 'up' | 'down'; limits: string },
): [string, string][] {
  const lines: [string, string][] = [];
  const s = config.storage;
  if (s.kind === 's3') {
    const where = s.endpoint ? ` at ${new URL(s.endpoint).host}` : ` (${s.region})`;
    lines.push([
      'Files',
      `S3 bucket ${s.bucket}${where}${state.storage === 'down' ? ' — NOT ANSWERING' : ''}`,
    ]);
  }
  if (config.redis) {
    const host = new URL(config.redis.url).host;
    lines.push([
      'API limits',
      state.limits === 'redis up'
        ? `shared in Redis ${host}`
        : `Redis ${host} NOT ANSWERING: limits fail open (per-account sign-in limits still hold)`,
    ]);
  }
  return lines;
}
