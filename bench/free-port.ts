import { createServer } from 'node:net';

/**
 * A free TCP port on the loopback interface (127.0.0.1): the operating system picks one for a moment's
 * listener, which is closed before the port is returned. Used by the benchmarks (bench/web.ts,
 * bench/cluster.ts) and the end-to-end harness (e2e/harness.ts) to start servers side by side.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
