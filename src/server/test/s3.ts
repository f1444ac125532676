import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'cm-media';

/**
 * A real S3-protocol server (s3rver) on a free loopback port with one empty bucket, for the storage
 * suite (decision 180). `env` holds the settings that point the app at it; `stop()` shuts it down
 * (a store that is down), `close()` also removes its files.
 */
export async function startS3(): Promise<{
  env: Record<string, string>;
  stop(): Promise<void>;
  close(): Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A frozen store: a TCP port that accepts connections and never answers (a hung server or network), so
 * calls end only by their time limit. Returns its endpoint URL.
 */
export async function startFrozenPeer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
