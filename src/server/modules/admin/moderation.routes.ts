import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import {
  auditListQuery,
  auditListSchema,
  reportDecisionSchema,
  reportDetailSchema,
  reportListQuery,
  reportListSchema,
  reportRowSchema,
} from '../../../shared/schemas/moderation';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { listWithCsv } from '../../plugins/list-with-csv';
import { iterateAudit, listAudit } from './audit.service';
import {
  DECISION_MESSAGE,
  decideReport,
  listReports,
  reportDetail,
  unhideProfile,
} from './moderation.service';

const reportParam = z.object({ id: z.uuid({ error: MSG.reportNotFound }) });

/**
 * The reports queue and the audit trail (docs/moderation.md, decisions 165 and 166). Each route's
 * permission is in src/shared/policies/staff.ts STAFF_ROUTES: verification for the queue, settings for
 * the trail.
 */
export const moderationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/admin/profile-reports',
      { preHandler: staff, schema: { querystring: reportListQuery, response: { 200: reportListSchema } } },
      async (req) => ok(await listReports(ctx.db, req.query)),
    );

    app.get(
      '/api/admin/profile-reports/:id',
      { preHandler: staff, schema: { params: reportParam, response: { 200: reportDetailSchema } } },
      async (req) => ok(await reportDetail(ctx.db, req.params.id)),
    );

    app.post(
      '/api/admin/profile-reports/:id/decision',
      {
        preHandler: staff,
        schema: {
          params: reportParam,
          body: reportDecisionSchema,
          response: { 200: envelope({ report: reportRowSchema }) },
        },
      },
      async (req) =>
        ok(
          { report: await decideReport(ctx, actorOf(req), req.params.id, req.body) },
          DECISION_MESSAGE[req.body.decision],
        ),
    );

    app.post(
      '/api/admin/members/:registrationNo/unhide',
      { preHandler: staff, schema: { params: regNoParam, response: { 200: envelope({}) } } },
      async (req) => {
        await unhideProfile(ctx, actorOf(req), req.params.registrationNo);
        return ok({}, MSG.profileUnhidden);
      },
    );

    listWithCsv(app, {
      path: '/api/admin/audit',
      preHandler: staff,
      querystring: auditListQuery,
      response: auditListSchema,
      list: (req) => listAudit(ctx.db, req.query),
      csv: {
        name: 'audit-trail',
        columns: [
          'id',
          'created_at',
          'staff_registration_no',
          'staff_name',
          'action',
          'target_registration_no',
          'target_name',
          'details',
        ],
      },
      rows: (req) => iterateAudit(ctx.db, req.query),
    });
  };
