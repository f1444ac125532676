import path from 'node:path';
import type { Config } from '../../config';

/**
 * The block printed when the service has started (issue #8): where to open it, how the Admin signs in
 * and where mail goes. `generatedAdminPassword` is the password ensureAdmin just created, if any; SMTP
 * credentials are never printed. Returns the lines, without trailing newline.
 */
export function startupBanner(
  config: Pick<Config, 'publicUrl' | 'adminEmail' | 'adminPassword' | 'smtpUrl' | 'dataDir' | 'brand'>,
  info: { databaseKind: string; generatedAdminPassword: string | null },
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
  ];
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return [
    '',
    `  ${config.brand.siteName} is running`,
    ...rows.map(([k, v]) => `  ${`${k}:`.padEnd(width)}${v}`),
    '',
  ];
}
