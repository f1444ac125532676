import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from './test/app';
import { insertPaidPayment, type Made, makeUser, TEST_PASSWORD } from './test/factories';
import { appPerFile } from './test/setup';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/restore-drill.sh');

/** Runs the drill against `url`; resolves with its exit code and output (never rejects on a failed drill). */
async function drill(url: string, email: string, password: string) {
  try {
    const { stdout, stderr } = await run(SCRIPT, [], {
      env: { ...process.env, DATABASE_URL: url, DRILL_EMAIL: email, DRILL_PASSWORD: password },
      timeout: 240_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

// The drill restores into a scratch database on a PostgreSQL server: it runs with the PostgreSQL project.
describe.skipIf(TEST_DB !== 'postgres')('the restore drill (docs/operations.md#backups)', () => {
  const s = appPerFile(createTestApp);
  let member: Made;
  beforeAll(async () => {
    member = await makeUser(s.t.ctx, { role: 'SilverUser' });
    await insertPaidPayment(s.t.ctx, member.id, { receiptNo: 'RCP/2026-27/000417' });
  }, 300_000);

  it('dumps, restores into a scratch database, starts the app on it, signs in and reads a receipt', async () => {
    const r = await drill(s.t.ctx.config.databaseUrl as string, member.email, TEST_PASSWORD);
    expect(r.out).toContain('read receipt RCP/2026-27/000417');
    expect(r.out).toMatch(/restore drill passed\s*$/);
    expect(r.code).toBe(0);
  }, 600_000);

  it('fails loudly when the member cannot sign in on the restored copy', async () => {
    const r = await drill(s.t.ctx.config.databaseUrl as string, member.email, 'not-the-password-1');
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('restore drill FAILED: the member could not sign in');
  }, 600_000);
});
