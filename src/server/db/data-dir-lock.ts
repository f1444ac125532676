import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Thrown when the embedded database's directory is open in another process (the server, `npm run
 * seed:demo`, a second server). Its message tells the person at the terminal what to do.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid}), e.g. the server or a seed. ` +
        'Only one process may open it at a time: stop that one first (Ctrl+C in its terminal), then try again.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Directories this process holds, so a lock file naming our own pid from an earlier life counts as stale. */
const held = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of PGlite's data directory `dir` for this process: the file `<dir>.lock` beside it,
 * holding this process's pid (decision 096). PGlite does not lock its directory, and a second process
 * writing it while the first has it open corrupts it: the server then fails to start with
 * "RuntimeError: Aborted()". The file is written under a temporary name and hard-linked into place, so
 * it never exists without its pid and two processes cannot both create it.
 *
 * A lock whose process is gone (a crash, `kill -9`), that names this process's pid without this process
 * holding it (a restarted container reusing the pid), or that is unreadable, is stale and taken over.
 * Input: the data directory's path; output: a function that releases the lock (idempotent). Throws
 * DataDirInUseError when a live process holds it, including this one (a second open in the same process
 * is as unsafe).
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = `${resolved}.lock`;
  const tmp = `${file}.${process.pid}`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(tmp, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(tmp, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const pid = readPid(file);
        const live = pid !== null && (pid === process.pid ? held.has(resolved) : pidAlive(pid));
        if (live) throw new DataDirInUseError(resolved, pid);
        rmSync(file, { force: true });
        continue;
      }
      held.add(resolved);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(resolved);
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    }
    throw new DataDirInUseError(resolved, readPid(file) ?? 0);
  } finally {
    rmSync(tmp, { force: true });
  }
}
