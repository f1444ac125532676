/**
 * CPU time per request of one bench cell (docs/performance.md#goals: where a request's time goes), read from Linux's
 * /proc: the PostgreSQL backends serving the app's connections, and the app's main thread (the HTTP
 * client runs in a worker thread of its own and is not counted). Work per request is steadier than
 * requests per second on a shared 2-CPU machine, whose throughput varies by ±15 % from run to run.
 * Elsewhere than Linux every function answers null.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

let ticksPerSecond: number | undefined;

/** Clock ticks per second of /proc's CPU counters (`getconf CLK_TCK`, 100 on Linux). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU time in ms of the process or thread whose stat file is `path`; null if unreadable. */
function cpuMsOf(path: string): number | null {
  try {
    // The command name (field 2) may hold spaces: the fields after it start after its closing ')'.
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : null;
  } catch {
    return null;
  }
}

/** CPU time so far (ms) of each PostgreSQL client backend of the current database, and of the app's main thread. */
export type CpuSnapshot = { backends: Map<number, number>; app: number };

/**
 * Reads a CpuSnapshot through `pool` (a connection of the app's own pool); null without /proc.
 * `serverPid`: the process serving the requests when it is not this one (the bare process, decision
 * 205): its whole CPU time stands in the app's place.
 */
export async function cpuSnapshot(pool: pg.Pool, serverPid?: number): Promise<CpuSnapshot | null> {
  const app = cpuMsOf(serverPid ? `/proc/${serverPid}/stat` : `/proc/self/task/${process.pid}/stat`);
  if (app === null) return null;
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  const backends = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMsOf(`/proc/${pid}/stat`);
    if (ms !== null) backends.set(pid, ms);
  }
  return { backends, app };
}

/**
 * CPU ms per request between two snapshots over `requests` requests: PostgreSQL (backends that exist at
 * the end; one that started during the cell counts from zero) and the app's main thread.
 */
export function cpuPerRequest(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  requests: number,
): { pgMs: number; appMs: number } | null {
  if (!before || !after || requests <= 0) return null;
  let pg = 0;
  for (const [pid, ms] of after.backends) pg += ms - (before.backends.get(pid) ?? 0);
  return { pgMs: pg / requests, appMs: (after.app - before.app) / requests };
}
