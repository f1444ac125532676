import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope, str } from '../../../shared/schemas/common';
import {
  consentSchema,
  deleteAccountSchema,
  deletionRowSchema,
  exportRowSchema,
  grievanceAnswerSchema,
  grievanceRowSchema,
  grievanceSchema,
  privacyNoticeResponse,
  privacyOverviewResponse,
} from '../../../shared/schemas/privacy';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { actorOf, optionalAuth, requireAuth } from '../../plugins/auth';
import { streamDownload } from '../../plugins/downloads';
import { buildExports, exportKey } from './export';
import {
  answerGrievance,
  cancelDeletion,
  deletionQueue,
  fileGrievance,
  giveConsent,
  listGrievances,
  noticeInfo,
  privacyOverview,
  readyExport,
  requestDeletion,
  requestExport,
} from './privacy.service';

const idParam = z.object({ id: z.uuid({ error: MSG.exportNotFound }) });
const gIdParam = z.object({ id: z.uuid({ error: MSG.grievanceNotFound }) });

/**
 * Members' data rights (docs/data-rights.md): the privacy notice and consent, the data page (sign-ins, exports,
 * deletion), grievances, and the staff queues. docs/data-rights.md.
 */
export const privacyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Account routes stay open during the grace period, so a member can download and cancel.
    const account = requireAuth(ctx, { allowInactive: true, allowDeletionPending: true });
    const admin = requireAuth(ctx, { roles: ['Admin'] });

    app.get('/api/privacy/notice', { schema: { response: { 200: privacyNoticeResponse } } }, async () =>
      noticeInfo(ctx),
    );

    app.post(
      '/api/privacy/consent',
      { preHandler: account, schema: { body: consentSchema, response: { 200: envelope({}) } } },
      async (req) => giveConsent(ctx, actorOf(req), req.body.version, req.ip, req.lang),
    );

    app.get(
      '/api/account/privacy',
      { preHandler: account, schema: { response: { 200: privacyOverviewResponse } } },
      async (req) => privacyOverview(ctx, actorOf(req)),
    );

    app.post(
      '/api/account/exports',
      { preHandler: account, schema: { response: { 200: envelope({ export: exportRowSchema }) } } },
      async (req) => {
        const queued = await requestExport(ctx, actorOf(req));
        // Start building at once in this process (the job claims it, so still exactly once); the
        // periodic job picks up anything left over (JOBS=off: only the periodic runs, e.g. in tests).
        if (ctx.config.jobs) {
          setImmediate(() => {
            buildExports(ctx).catch((err) => req.log.warn({ err }, 'export build failed'));
          });
        }
        return ok(queued, MSG.exportQueued);
      },
    );

    app.get(
      '/api/account/exports/:id/download',
      { preHandler: account, schema: { params: idParam } },
      async (req, reply) => {
        const r = await readyExport(ctx, actorOf(req), req.params.id);
        const day = (r.readyAt ?? r.createdAt).toISOString().slice(0, 10);
        return streamDownload(
          reply,
          { type: 'application/zip', filename: `my-data-${actorOf(req).registrationNo}-${day}.zip` },
          exportFile(ctx, exportKey(r.fileKey)),
        );
      },
    );

    app.post(
      '/api/account/delete',
      {
        preHandler: account,
        schema: { body: deleteAccountSchema, response: { 200: envelope({ due_at: str() }) } },
      },
      async (req) => requestDeletion(ctx, actorOf(req), req.body.password),
    );

    app.post(
      '/api/account/delete/cancel',
      { preHandler: account, schema: { response: { 200: envelope({}) } } },
      async (req) => cancelDeletion(ctx, actorOf(req)),
    );

    app.post(
      '/api/grievances',
      {
        preHandler: optionalAuth(ctx),
        schema: {
          body: grievanceSchema,
          response: { 200: envelope({ reference_no: str(), due_on: str(), priority: z.boolean() }) },
        },
      },
      async (req) => fileGrievance(ctx, req.actor, req.body, req.ip, req.lang),
    );

    app.get(
      '/api/admin/grievances',
      {
        preHandler: admin,
        schema: { response: { 200: envelope({ grievances: z.array(grievanceRowSchema) }) } },
      },
      async () => ok({ grievances: await listGrievances(ctx) }),
    );

    app.post(
      '/api/admin/grievances/:id/answer',
      {
        preHandler: admin,
        schema: {
          params: gIdParam,
          body: grievanceAnswerSchema,
          response: { 200: envelope({ grievance: grievanceRowSchema }) },
        },
      },
      async (req) =>
        ok(
          { grievance: await answerGrievance(ctx, actorOf(req), req.params.id, req.body.answer) },
          MSG.grievanceAnswered,
        ),
    );

    app.get(
      '/api/admin/deletions',
      {
        preHandler: admin,
        schema: { response: { 200: envelope({ deletions: z.array(deletionRowSchema) }) } },
      },
      async () => ok({ deletions: await deletionQueue(ctx) }),
    );
  };

/**
 * The chunks of a prepared export file; a file already removed (the clean-up job ran in between) is the
 * 404 of an export that is gone, answered before the first byte (docs/api.md#streamed-answers).
 */
async function* exportFile(ctx: AppContext, key: string): AsyncGenerator<Buffer> {
  const file = await ctx.store.get(key);
  if (!file) throw new AppError(404, MSG.exportNotFound, 'not_found');
  for await (const chunk of file.body) yield Buffer.from(chunk);
}
