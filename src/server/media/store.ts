import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { MSG } from '../../shared/messages';
import type { Config } from '../config';
import type { FileStore } from '../lib/context';
import { AppError } from '../lib/errors';

/** A key: lower-case path segments of letters, digits, '-' and '_', and one file extension; never '..'. */
const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

/** The file store did not answer in time or refused (decision 180): 503, its detail goes to the log only. */
export class StoreUnavailable extends AppError {
  constructor(public readonly detail: string) {
    super(503, MSG.serviceUnavailable, 'store_unavailable');
  }
}

/** The store configured by S3_* (decision 180): an S3-compatible bucket, or DATA_DIR on disk. */
export function createStore(config: Pick<Config, 'storage' | 'dataDir'>): FileStore {
  return config.storage.kind === 's3' ? s3Store(config.storage) : diskStore(config.dataDir);
}

/**
 * Files under `root` (DATA_DIR): `root/<key>`. A put writes a temporary file and renames it, so a file
 * appears whole or not at all; removing a file also removes its folder once empty.
 */
export function diskStore(root: string): FileStore {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'disk',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, body, { mode: 0o600 });
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      const f = file(key);
      const size = await stat(f).then(
        (s) => s.size,
        () => null,
      );
      return size === null ? null : { body: createReadStream(f), size };
    },
    async remove(keys) {
      for (const key of keys) {
        await rm(file(key), { force: true });
        // The folder of a photo's renditions goes with its last file (a non-empty folder stays).
        if (key.split('/').length > 2) await rmdir(path.dirname(file(key))).catch(() => {});
      }
    },
    async ping() {
      return true;
    },
    close() {},
  };
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK v3 client (AWS S3, R2, MinIO, Spaces). Every
 * call is bounded by `timeoutMs` (connection, idle socket and the whole call) and tried at most twice;
 * a failure other than "no such key" throws StoreUnavailable (503).
 */
export function s3Store(s: Extract<Config['storage'], { kind: 's3' }>): FileStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: s.timeoutMs, socketTimeout: s.timeoutMs },
  });
  const bounded = () => ({ abortSignal: AbortSignal.timeout(s.timeoutMs) });
  const fail = (what: string, err: unknown): never => {
    const e = err as { name?: string; message?: string };
    throw new StoreUnavailable(`storage ${what} failed: ${e.name ?? ''} ${e.message ?? String(err)}`.trim());
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client
        .send(
          new PutObjectCommand({
            Bucket: s.bucket,
            Key: checkKey(key),
            Body: body,
            ContentType: contentType,
          }),
          bounded(),
        )
        .catch((err) => fail('put', err));
    },
    async get(key) {
      // The time limit covers the answer's head; the body then streams as fast as the client reads it
      // (an idle socket still times out).
      const cmd = new GetObjectCommand({ Bucket: s.bucket, Key: checkKey(key) });
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error('timed out')), s.timeoutMs);
      try {
        const out = await client.send(cmd, { abortSignal: abort.signal });
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) return null;
        return fail('get', err);
      } finally {
        clearTimeout(timer);
      }
    },
    async remove(keys) {
      for (const key of keys) {
        await client
          .send(new DeleteObjectCommand({ Bucket: s.bucket, Key: checkKey(key) }), bounded())
          .catch((err) => (isMissing(err) ? undefined : fail('delete', err)));
      }
    },
    async ping() {
      return client.send(new HeadBucketCommand({ Bucket: s.bucket }), bounded()).then(
        () => true,
        () => false,
      );
    },
    close() {
      client.destroy();
    },
  };
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
