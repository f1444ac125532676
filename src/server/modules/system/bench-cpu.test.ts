import { createHash } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, cpuSnapshot } from '../../../../bench/cpu';

/** A pool stand-in whose pg_stat_activity lists this process as the one backend. */
const selfAsBackend = { query: async () => ({ rows: [{ pid: process.pid }] }) } as unknown as pg.Pool;

/** Work on the main thread for at least `ms` of wall time (CPU, not sleep). */
function burn(ms: number): string {
  const end = performance.now() + ms;
  let h = 'x';
  while (performance.now() < end) h = createHash('sha256').update(h).digest('hex');
  return h;
}

describe('the bench counts CPU per request from /proc (bench/cpu.ts)', () => {
  it.runIf(process.platform === 'linux')('sees the CPU that work on the main thread used', async () => {
    const before = await cpuSnapshot(selfAsBackend);
    burn(200);
    const after = await cpuSnapshot(selfAsBackend);
    const per = cpuPerRequest(before, after, 2);
    // 200 ms of wall time on a busy CI machine is at least some tens of ms of CPU, over 2 requests.
    expect(per?.appMs).toBeGreaterThan(10);
    expect(per?.pgMs).toBeGreaterThan(10);
  });

  it('divides by the requests, counts a backend that started during the cell from zero', () => {
    const before = { backends: new Map([[1, 100]]), app: 1000 };
    const after = {
      backends: new Map([
        [1, 160],
        [2, 40],
      ]),
      app: 1200,
    };
    expect(cpuPerRequest(before, after, 10)).toEqual({ pgMs: 10, appMs: 20 });
    expect(cpuPerRequest(null, after, 10)).toBeNull();
    expect(cpuPerRequest(before, after, 0)).toBeNull();
  });
});
