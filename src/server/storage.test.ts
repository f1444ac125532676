import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { photos, users } from './db/schema';
import type { FileStore } from './lib/context';
import { VARIANTS } from './media/signing';
import { renditionKey, writeRenditions } from './media/storage';
import { createStore, diskStore } from './media/store';
import { png, upload } from './modules/photos/photo.fixtures';
import { eraseDueAccounts } from './modules/privacy/erasure';
import { createTestApp, TEST_DB, type TestApp } from './test/app';
import { bearer, makeUser } from './test/factories';
import { startFrozenPeer, startS3 } from './test/s3';
import { apiOf } from './test/setup';

type S3 = Awaited<ReturnType<typeof startS3>>;

/** The S3 settings' store, as the app builds it (decision 180). */
function s3StoreOf(env: Record<string, string>): FileStore {
  return createStore(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cm-s3c-')), ...env }));
}

const present = async (store: FileStore, key: string) => (await store.get(key)) !== null;

describe('the store contract, on disk and on an S3-protocol server (decision 180)', () => {
  let s3: S3;
  const stores: [string, () => FileStore][] = [
    ['disk', () => diskStore(mkdtempSync(path.join(tmpdir(), 'cm-disk-')))],
    ['s3', () => s3StoreOf(s3.env)],
  ];
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it.each(stores)(
    '%s: a file put is read back whole; removed, it is gone; a missing one is null',
    async (_k, make) => {
      const store = make();
      await store.put(
        'exports/0123456789abcdef0123456789abcdef.zip',
        Buffer.from('hello store'),
        'application/zip',
      );
      const got = await store.get('exports/0123456789abcdef0123456789abcdef.zip');
      expect(got?.size).toBe(11);
      expect(await text(got?.body as NodeJS.ReadableStream)).toBe('hello store');
      await store.remove([
        'exports/0123456789abcdef0123456789abcdef.zip',
        'exports/ffffffffffffffffffffffffffffffff.zip',
      ]);
      expect(await store.get('exports/0123456789abcdef0123456789abcdef.zip')).toBeNull();
      expect(await store.ping()).toBe(true);
      store.close();
    },
  );

  it.each(stores)('%s: a key that could leave its folder is refused', async (_k, make) => {
    const store = make();
    for (const bad of ['./jwt-secret.txt', 'media/../../x.webp', '/etc/passwd', 'media/A.webp']) {
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      await expect(store.get(bad)).rejects.toThrow(/invalid storage key/);
    }
    store.close();
  });

  it.each(stores)('%s: when one rendition cannot be stored, none stays behind', async (_k, make) => {
    const store = make();
    const key = 'ab'.repeat(16);
    // The thumb's write fails as a store outage would; the large one already written is taken back.
    const failing: FileStore = {
      ...store,
      put: (k, body, type) =>
        k.endsWith('thumb.webp') ? Promise.reject(new Error('store down')) : store.put(k, body, type),
    };
    const files = { large: Buffer.from('L'), thumb: Buffer.from('T'), blur: Buffer.from('B') };
    await expect(writeRenditions(failing, key, files)).rejects.toThrow('store down');
    for (const v of VARIANTS) expect(await present(store, renditionKey(key, v))).toBe(false);
    store.close();
  });
});

describe(`photos and erasure on an S3-protocol server (${TEST_DB}, decision 180)`, () => {
  let s3: S3;
  let t: TestApp;
  const api = apiOf(() => t);
  let bucket: FileStore;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp(s3.env);
    bucket = s3StoreOf(s3.env);
  }, 300_000);
  afterAll(async () => {
    bucket.close();
    await t.close();
    await s3.close();
  });

  it('an upload goes to the bucket, not the disk; the signed link streams it; deleting removes the objects', async () => {
    const m = await makeUser(t.ctx, { role: 'SilverUser' });
    const res = await upload(t, m.token, await png(500, 500), 'p.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const { photo } = res.json();
    const [row] = await t.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    for (const v of VARIANTS) expect(await present(bucket, renditionKey(row.storageKey, v))).toBe(true);
    expect(existsSync(path.join(t.ctx.config.dataDir, 'media'))).toBe(false);

    const served = await api(null, 'GET', photo.large);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await bucket.get(renditionKey(row.storageKey, 'large'));
    expect(served.rawPayload.byteLength).toBe(stored?.size);
    stored?.body.destroy();

    const del = await api(m.token, 'DELETE', `/api/user/photos/${photo.id}`);
    expect(del.statusCode).toBe(200);
    for (const v of VARIANTS) expect(await present(bucket, renditionKey(row.storageKey, v))).toBe(false);
    expect((await api(null, 'GET', photo.large)).statusCode).toBe(404);
  });

  it('erasing an account deletes its objects from the bucket', async () => {
    const m = await makeUser(t.ctx, { role: 'SilverUser' });
    const res = await upload(t, m.token, await png(), 'p.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(photos).where(eq(photos.id, res.json().photo.id));
    await t.ctx.db.execute(
      sql`update users set deletion_due_at = now() - interval '1 minute' where id = ${m.id}`,
    );
    expect(await eraseDueAccounts(t.ctx)).toBe(1);
    for (const v of VARIANTS) expect(await present(bucket, renditionKey(row.storageKey, v))).toBe(false);
  });
});

describe(`a store that is down or frozen (${TEST_DB}, decision 180)`, () => {
  let s3: S3;
  let down: TestApp;
  let frozen: TestApp;
  let peer: Awaited<ReturnType<typeof startFrozenPeer>>;
  beforeAll(async () => {
    s3 = await startS3();
    peer = await startFrozenPeer();
    down = await createTestApp({ ...s3.env, STORAGE_TIMEOUT_MS: '2000' });
    frozen = await createTestApp({ ...s3.env, S3_ENDPOINT: peer.url, STORAGE_TIMEOUT_MS: '300' });
  }, 300_000);
  afterAll(async () => {
    await down.close();
    await frozen.close();
    await peer.close();
    await s3.close();
  });

  it('with the store stopped, an upload answers 503 and no photo is added; the account cannot be erased yet', async () => {
    const m = await makeUser(down.ctx, { role: 'SilverUser' });
    const first = await upload(down, m.token, await png(), 'p.png', 'image/png');
    expect(first.statusCode).toBe(200);
    await s3.stop();
    const res = await upload(down, m.token, await png(), 'p.png', 'image/png');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/briefly unavailable/);
    expect(await down.ctx.db.select().from(photos).where(eq(photos.userId, m.id))).toHaveLength(1);
    const own = await down.app.inject({ url: '/api/user/photos', headers: bearer(m.token) });
    expect(own.json().photos).toHaveLength(1);
    // Its signed link answers 503 too (not a broken image as if it were gone).
    expect((await down.app.inject({ url: first.json().photo.large })).statusCode).toBe(503);

    // An erasure whose files cannot be deleted rolls back whole; the next pass tries again.
    await down.ctx.db.execute(
      sql`update users set deletion_due_at = now() - interval '1 minute' where id = ${m.id}`,
    );
    await expect(eraseDueAccounts(down.ctx)).rejects.toThrow();
    const [u] = await down.ctx.db.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, m.id));
    expect(u.erasedAt).toBeNull();
    expect(await down.ctx.db.select().from(photos).where(eq(photos.userId, m.id))).toHaveLength(1);
  });

  it('with a store that never answers, an upload answers 503 within its time limit', async () => {
    const m = await makeUser(frozen.ctx, { role: 'SilverUser' });
    const started = Date.now();
    const res = await upload(frozen, m.token, await png(), 'p.png', 'image/png');
    expect(res.statusCode).toBe(503);
    // Two tries of 300 ms each, with the SDK's back-off between them: well under the request's patience.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await frozen.ctx.db.select().from(photos).where(eq(photos.userId, m.id))).toHaveLength(0);
    expect(readdirSync(frozen.ctx.config.dataDir)).not.toContain('media');
  });
});
