import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'cm-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A pid that no process has now: a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

/** A live process other than this one. */
function liveChild(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

// The embedded database's directory lock (decision 096); PGlite only, so not run again on PostgreSQL.
describe.skipIf(process.env.TEST_DB === 'postgres')('one process at a time on a PGlite directory', () => {
  it('refuses a second lock while the first is held, with a message that says what to do', () => {
    const dir = path.join(tempDir(), 'pg');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/open in another process .*stop that one first/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds the lock, and names its pid', () => {
    const dir = path.join(tempDir(), 'pg');
    const child = liveChild();
    writeFileSync(`${dir}.lock`, `${child.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${child.pid})`);
    // Nothing of the other process's lock was touched.
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(child.pid));
  });

  it('takes over a lock left by a process that is gone, an unreadable one, and its own pid from an earlier life', () => {
    const dir = path.join(tempDir(), 'pg');
    for (const stale of [`${deadPid()}\n`, '', `${process.pid}\n`]) {
      writeFileSync(`${dir}.lock`, stale);
      const release = lockDataDir(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
      release();
    }
  });

  it('a second openDatabase and `npm run seed:demo` while the server has the directory open: both refused, the data intact', async () => {
    const dataDir = tempDir();
    const dir = path.join(dataDir, 'pg');
    const server = await openDatabase({ pgliteDir: dir });
    await server.db.execute(sql`create table lock_probe (n int)`);
    await server.db.execute(sql`insert into lock_probe values (7)`);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);

    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const k of ['DATABASE_URL', 'NODE_OPTIONS']) delete env[k];
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-demo.ts', '--members', '20'], {
      cwd: REPO,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain(`is open in another process (pid ${process.pid})`);
    await server.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const again = await openDatabase({ pgliteDir: dir });
    const probe = await again.db.execute(sql`select n from lock_probe`);
    const users = await again.db.execute(sql`select count(*)::int as n from users`);
    expect((probe as unknown as { rows: unknown[] }).rows).toEqual([{ n: 7 }]);
    expect((users as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    await again.close();
  }, 60_000);
});
