import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  idDecisionSchema,
  idQueueItemSchema,
  idUploadFields,
  mobileConfirmSchema,
  myVerificationAnswer,
} from '../../../shared/schemas/verification';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, requireAuth } from '../../plugins/auth';
import { decideIdDocument, idImageFile, idQueue, uploadIdDocument } from './id.service';
import { confirmMobileCode, sendMobileCode } from './mobile.service';
import { myVerification } from './verification.service';

/**
 * Trust badges (docs/verification.md): a member proves the mobile number by SMS and uploads an ID; every
 * member plan may (trust is not a paid feature).
 */
export const verificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const staff = requireAuth(ctx, { roles: ['Admin'] });
    const okResponse = { 200: envelope({}) };

    app.get(
      '/api/user/verification',
      { preHandler: member, schema: { response: { 200: myVerificationAnswer } } },
      async (req) => ok(await myVerification(ctx, actorOf(req).id)),
    );
    app.post(
      '/api/user/verification/mobile',
      { preHandler: member, schema: { response: okResponse } },
      async (req) => sendMobileCode(ctx, actorOf(req).id, req.ip),
    );
    app.post(
      '/api/user/verification/mobile/confirm',
      { preHandler: member, schema: { body: mobileConfirmSchema, response: okResponse } },
      async (req) => confirmMobileCode(ctx, actorOf(req).id, req.body.otp),
    );

    app.post(
      '/api/user/verification/id',
      { preHandler: member, schema: { response: okResponse } },
      async (req) => {
        const { fields, file } = await readIdUpload(req);
        await uploadIdDocument(ctx, actorOf(req).id, fields, file);
        return ok({}, MSG.idUploaded);
      },
    );

    app.get(
      '/api/admin/id-documents',
      {
        preHandler: staff,
        schema: { response: { 200: envelope({ documents: z.array(idQueueItemSchema) }) } },
      },
      async (req) => ok({ documents: await idQueue(ctx, actorOf(req).id) }),
    );
    app.post(
      '/api/admin/id-documents/:id/decision',
      {
        preHandler: staff,
        schema: {
          params: z.object({ id: z.uuid({ error: MSG.idNotFound }) }),
          body: idDecisionSchema,
          response: okResponse,
        },
      },
      async (req) => {
        await decideIdDocument(ctx, actorOf(req).id, req.params.id, req.body);
        return ok({}, MSG.idDecided);
      },
    );

    app.get(
      '/api/id-documents/:id/image',
      {
        schema: {
          hide: true,
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ u: z.uuid(), e: z.coerce.number().int(), s: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const file = await idImageFile(ctx, {
          docId: req.params.id,
          viewerId: req.query.u,
          exp: req.query.e,
          sig: req.query.s,
        });
        // Streamed from the store (decision 180), like a photo.
        const stored = await ctx.store.get(file);
        if (!stored) throw new AppError(404, MSG.idNotFound, 'not_found');
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', stored.size)
          .header('cache-control', 'private, no-store')
          .send(stored.body);
      },
    );
  };

/**
 * The fields and image of an ID upload: a multipart body whose `doc_type` and `last_four` fields come
 * before the one file. Throws 400 with field messages (idUploadFields), 400 MSG.photoMissing without a
 * file, 413 over 10 MB, 400 MSG.malformedBody for a body that cannot be parsed.
 */
async function readIdUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError(400, MSG.photoMissing, 'no_file', { photo: MSG.photoMissing });
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let buffer: Buffer;
  try {
    file = await req.file();
    if (!file) throw new AppError(400, MSG.photoMissing, 'no_file', { photo: MSG.photoMissing });
    buffer = await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, MSG.photoTooLarge, 'too_large', { photo: MSG.photoTooLarge });
    }
    throw new AppError(400, MSG.malformedBody, 'malformed_multipart', { photo: MSG.malformedBody });
  }
  const value = (name: string) => {
    const f = file?.fields[name];
    return f && !Array.isArray(f) && f.type === 'field' ? String(f.value) : '';
  };
  const parsed = idUploadFields.safeParse({ doc_type: value('doc_type'), last_four: value('last_four') });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    throw new AppError(400, Object.values(errors)[0] ?? MSG.malformedBody, 'validation', errors);
  }
  return { fields: { docType: parsed.data.doc_type, lastFour: parsed.data.last_four }, file: buffer };
}
