import sharp from 'sharp';

/**
 * The 64-bit difference hash (dHash) of an image (decision 194): the image reduced to 9 × 8 grey pixels,
 * one bit per pair of horizontal neighbours (1 when the left one is brighter), row by row. Resizing,
 * re-encoding and small colour changes leave it (nearly) unchanged. Returns it as a signed 64-bit bigint
 * (the photos.dhash column). Throws sharp's error for an unreadable image.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const { data, info } = await sharp(image)
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const c = info.channels;
  let h = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = data[(y * 9 + x) * c];
      const right = data[(y * 9 + x + 1) * c];
      h = (h << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, h);
}

/** The number of bits in which two 64-bit hashes differ (0-64). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}
