import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentRegistersScope } from '../../../shared/policies';
import {
  adminUserListQuery,
  adminUserRowSchema,
  dashboardStatsSchema,
  pendingWorkSchema,
  userStatusChangeSchema,
} from '../../../shared/schemas/admin';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import { profileCardSchema } from '../../../shared/schemas/profile';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, optionalAuth, requireAuth } from '../../plugins/auth';
import { gatewayReport } from '../payments/payments.service';
import {
  changeUserStatus,
  dashboardStats,
  listUsers,
  pendingWork,
  recentRegisters,
  STATUS_VERB,
} from './admin.service';

/** Admin routes (docs/accounts.md#verification-by-staff) and the two dashboard feeds of SPEC §7. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/auth/dashboardstats',
      { preHandler: adminOnly, schema: { response: { 200: envelope({ stats: dashboardStatsSchema }) } } },
      async () => {
        // The gateway's last known state (decision 105): a rejected key or an outage shows on the dashboard.
        const { gateway, status } = gatewayReport(ctx);
        const payments = {
          gateway,
          state: status?.state ?? null,
          at: status?.at ?? null,
          detail: status?.detail ?? null,
        };
        return ok({ stats: { ...(await dashboardStats(ctx)), payments } });
      },
    );

    app.get(
      '/api/admin/pending-work',
      { preHandler: adminOnly, schema: { response: { 200: envelope({ counts: pendingWorkSchema }) } } },
      async (req) => ok({ counts: await pendingWork(ctx, actorOf(req).permissions ?? []) }),
    );

    app.get(
      '/api/auth/recentregisters',
      {
        preHandler: optionalAuth(ctx),
        schema: { response: { 200: envelope({ members: z.array(profileCardSchema) }) } },
      },
      async (req) => ok({ members: await recentRegisters(ctx, recentRegistersScope(req.actor)) }),
    );

    app.get(
      '/api/admin/users',
      {
        preHandler: adminOnly,
        schema: {
          querystring: adminUserListQuery,
          response: { 200: envelope({ users: z.array(adminUserRowSchema), total: z.number() }) },
        },
      },
      async (req) => ok(await listUsers(ctx, req.query)),
    );

    app.patch(
      '/api/admin/users/:registrationNo',
      {
        preHandler: adminOnly,
        schema: {
          params: regNoParam,
          body: userStatusChangeSchema,
          response: { 200: envelope({ user: adminUserRowSchema }) },
        },
      },
      async (req) => {
        const user = await changeUserStatus(ctx, actorOf(req), req.params.registrationNo, req.body);
        const message = `${user.first_name} (${user.registration_no}) ${STATUS_VERB[req.body.status]}`;
        return ok({ user }, message);
      },
    );
  };
