import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Variant } from './signing';

/** Where photo files live: DATA_DIR/media/<storage_key>/<variant>.webp (docs/member-area.md#photos). */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** A fresh random storage key (128 bits, hex): folder names are never derived from ids or names. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** The file of one rendition. Throws on a malformed key (never leaves the media folder). */
export function renditionPath(dataDir: string, storageKey: string, variant: Variant): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('invalid storage key');
  return path.join(mediaRoot(dataDir), storageKey, `${variant}.webp`);
}

/** Writes the renditions of a new photo (creating its folder). */
export async function writeRenditions(
  dataDir: string,
  storageKey: string,
  files: Record<Variant, Buffer>,
): Promise<void> {
  await mkdir(path.dirname(renditionPath(dataDir, storageKey, 'large')), { recursive: true });
  await Promise.all(
    (Object.keys(files) as Variant[]).map((v) => writeFile(renditionPath(dataDir, storageKey, v), files[v])),
  );
}

/** Removes a photo's folder (after its row is deleted, or when storing it failed). Never throws. */
export async function removeRenditions(dataDir: string, storageKey: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) return;
  await rm(path.join(mediaRoot(dataDir), storageKey), { recursive: true, force: true }).catch(() => {});
}

/** The file names a horoscope chart is stored under (docs/horoscope.md#chart), by kind. */
export const CHART_FILES = { pdf: 'chart.pdf', image: 'chart.webp' } as const;

/** The file of a horoscope chart. Throws on a malformed key (never leaves the media folder). */
export function chartPath(dataDir: string, storageKey: string, kind: keyof typeof CHART_FILES): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('invalid storage key');
  return path.join(mediaRoot(dataDir), storageKey, CHART_FILES[kind]);
}

/** Writes a new horoscope chart's file (creating its folder); remove it with removeRenditions. */
export async function writeChart(
  dataDir: string,
  storageKey: string,
  kind: keyof typeof CHART_FILES,
  file: Buffer,
): Promise<void> {
  const to = chartPath(dataDir, storageKey, kind);
  await mkdir(path.dirname(to), { recursive: true });
  await writeFile(to, file);
}
