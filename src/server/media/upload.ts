import type { FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { AppError } from '../lib/errors';

/**
 * The bytes of the one file of a multipart upload. Throws 400 MSG.photoMissing without a file, 413 over
 * 10 MB, and 400 MSG.malformedBody for a body busboy cannot parse (no boundary, unterminated; decision 012).
 */
export async function readUpload(req: FastifyRequest): Promise<Buffer> {
  try {
    const file = await req.file();
    if (!file) throw new AppError(400, MSG.photoMissing, 'no_file', { photo: MSG.photoMissing });
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, MSG.photoTooLarge, 'too_large', { photo: MSG.photoTooLarge });
    }
    if (e.statusCode && e.statusCode < 500) throw err;
    throw new AppError(400, MSG.malformedBody, 'malformed_multipart', { photo: MSG.malformedBody });
  }
}
