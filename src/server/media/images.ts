import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { MSG } from '../../shared/messages';
import { MAX_PHOTO_BYTES } from '../../shared/schemas/member';
import { AppError } from '../lib/errors';
import { differenceHash } from './dhash';
import type { Variant } from './signing';

/** Accepted image types, by their real content (docs/member-area.md#photos). */
export const ACCEPTED_MIME = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most 40 megapixels (decompression-bomb guard) and at least 200 × 200 (docs/member-area.md#photos). */
export const MAX_PIXELS = 40_000_000;
export const MIN_SIDE = 200;
/** Longest side of the large rendition and side of the square thumbnail, in pixels. */
export const LARGE_PX = 1080;
export const THUMB_PX = 400;

/** The renditions, the large one's size and the difference hash of the picture (decision 194). */
export type ProcessedPhoto = { files: Record<Variant, Buffer>; width: number; height: number; dhash: bigint };

/**
 * Checks and re-encodes an uploaded photo (docs/member-area.md#photos): sniffs the real type (JPEG, PNG or WebP, whatever
 * the file name says), checks size and pixel count, rotates by EXIF orientation and writes new WebP
 * files without any metadata (EXIF, GPS, XMP, ICC): `large` (longest side ≤ 1080), `thumb` (400 × 400,
 * cropped to the most interesting region) and `blur` (the thumbnail reduced to 12 px and blurred back up).
 * Returns the large rendition's size and its difference hash (decision 194). Throws AppError 400 (type, pixels, unreadable) or 413 (bytes).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw new AppError(413, MSG.photoTooLarge, 'too_large');
  const type = await fileTypeFromBuffer(input);
  if (!type || !(ACCEPTED_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, MSG.photoType, 'bad_type', { photo: MSG.photoType });
  }
  const opts = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...opts, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, MSG.photoUnreadable, 'unreadable', { photo: MSG.photoUnreadable });
  }
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * h > MAX_PIXELS)
    throw new AppError(400, MSG.photoTooManyPixels, 'too_many_pixels', { photo: MSG.photoTooManyPixels });
  if (w < MIN_SIDE || h < MIN_SIDE)
    throw new AppError(400, MSG.photoTooSmall, 'too_small', { photo: MSG.photoTooSmall });
  try {
    const base = sharp(input, opts).rotate();
    const large = await base
      .clone()
      .resize({ width: LARGE_PX, height: LARGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer();
    const tiny = await sharp(thumb).resize(12, 12, { fit: 'fill' }).png().toBuffer();
    const blur = await sharp(tiny)
      .resize(THUMB_PX, THUMB_PX, { kernel: 'cubic' })
      .blur(18)
      .webp({ quality: 60 })
      .toBuffer();
    return {
      files: { large: large.data, thumb, blur },
      width: large.info.width,
      height: large.info.height,
      dhash: await differenceHash(large.data),
    };
  } catch {
    throw new AppError(400, MSG.photoUnreadable, 'unreadable', { photo: MSG.photoUnreadable });
  }
}

/** Longest side of a horoscope chart image, in pixels: enough to read a printed chart. */
export const CHART_PX = 2000;

/**
 * Checks and re-encodes a horoscope chart (docs/horoscope.md#chart): a PDF (by its real content) is kept
 * as uploaded; a JPEG, PNG or WebP image is rotated by EXIF orientation and written again as WebP
 * (longest side ≤ 2000 px) without any metadata, under the photos' size and pixel limits. Throws
 * AppError 400 (type, pixels, unreadable) or 413 (bytes).
 */
export async function processChart(input: Buffer): Promise<{ kind: 'pdf' | 'image'; file: Buffer }> {
  if (input.length > MAX_PHOTO_BYTES) throw new AppError(413, MSG.photoTooLarge, 'too_large');
  const type = await fileTypeFromBuffer(input);
  if (type?.mime === 'application/pdf') return { kind: 'pdf', file: input };
  if (!type || !(ACCEPTED_MIME as readonly string[]).includes(type.mime)) {
    throw new AppError(400, MSG.chartType, 'bad_type', { chart: MSG.chartType });
  }
  const opts = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  try {
    const file = await sharp(input, opts)
      .rotate()
      .resize({ width: CHART_PX, height: CHART_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { kind: 'image', file };
  } catch {
    throw new AppError(400, MSG.photoUnreadable, 'unreadable', { chart: MSG.photoUnreadable });
  }
}
