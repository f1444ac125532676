import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileStore } from '../lib/context';
import { VARIANTS, type Variant } from './signing';

/** Where photo files live on disk: DATA_DIR/media/<storage_key>/<variant>.webp (docs/member-area.md#photos). */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** A fresh random storage key (128 bits, hex): folder names are never derived from ids or names. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** The store key of one rendition, `media/<storage_key>/<variant>.webp`. Throws on a malformed key. */
export function renditionKey(storageKey: string, variant: Variant): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('invalid storage key');
  return `media/${storageKey}/${variant}.webp`;
}

/**
 * Writes the renditions of a new photo to the store (decision 180). When one write fails, the ones
 * already written are removed (best effort) and the error is thrown: the photo's row is only added
 * after every rendition is stored, so a member never sees a half-stored photo.
 */
export async function writeRenditions(
  store: FileStore,
  storageKey: string,
  files: Record<Variant, Buffer>,
): Promise<void> {
  const variants = Object.keys(files) as Variant[];
  const results = await Promise.allSettled(
    variants.map((v) => store.put(renditionKey(storageKey, v), files[v], 'image/webp')),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await removeRenditions(store, storageKey);
    throw failed.reason;
  }
}

/** Removes a photo's renditions (after its row is deleted, or when storing it failed). Never throws. */
export async function removeRenditions(store: FileStore, storageKey: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) return;
  await store.remove(VARIANTS.map((v) => renditionKey(storageKey, v))).catch(() => {});
}

/** The file names a horoscope chart is stored under (docs/horoscope.md#chart), by kind. */
export const CHART_FILES = { pdf: 'chart.pdf', image: 'chart.webp' } as const;

/** The store key of a horoscope chart's file, `media/<storage_key>/chart.<ext>`. Throws on a malformed key. */
export function chartKey(storageKey: string, kind: keyof typeof CHART_FILES): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('invalid storage key');
  return `media/${storageKey}/${CHART_FILES[kind]}`;
}

/** Writes a new horoscope chart's file to the store (decision 180); remove it with removeChart. */
export async function writeChart(
  store: FileStore,
  storageKey: string,
  kind: keyof typeof CHART_FILES,
  file: Buffer,
): Promise<void> {
  await store.put(chartKey(storageKey, kind), file, kind === 'pdf' ? 'application/pdf' : 'image/webp');
}

/** The store keys a chart may occupy (either kind), for its removal. Empty for a malformed key. */
export function chartKeys(storageKey: string): string[] {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) return [];
  return (Object.keys(CHART_FILES) as (keyof typeof CHART_FILES)[]).map((k) => chartKey(storageKey, k));
}

/** Removes a chart's file (after its row is deleted, or when storing it failed). Never throws. */
export async function removeChart(store: FileStore, storageKey: string): Promise<void> {
  await store.remove(chartKeys(storageKey)).catch(() => {});
}

/** The whole of a stored file as bytes, or null when it is absent (small files: a photo, a chart). */
export async function readStored(store: FileStore, key: string): Promise<Buffer | null> {
  const f = await store.get(key);
  if (!f) return null;
  const chunks: Buffer[] = [];
  for await (const c of f.body) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}
