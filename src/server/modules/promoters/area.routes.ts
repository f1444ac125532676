import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope } from '../../../shared/schemas/common';
import {
  bankChangeInputSchema,
  bankChangeReviewSchema,
  bankChangeRowSchema,
  inviteInputSchema,
  inviteResultSchema,
  promoterProfileInputSchema,
  promoterProfileSchema,
  referralChartSchema,
  referralListQuery,
  referralPageSchema,
  unlockInputSchema,
} from '../../../shared/schemas/promoter-area';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { bellRoutes } from '../notifications/notification.routes';
import {
  lockPromoter,
  pendingBankChanges,
  promoterProfile,
  requestBankChange,
  reviewBankChange,
  unlockPromoter,
  updatePromoterProfile,
} from './area.service';
import { sendInvitations } from './invitations.service';
import { referralChart, referralPage } from './lists.service';

const idParam = z.object({ id: z.uuid({ error: MSG.bankChangeNotFound }) });

/**
 * The promoter's own area (docs/promoter-area.md, SPEC §2 "Promoter area"): profile and bank change request, refer /
 * invite, the referral lists and chart, the bell, Lock; and the staff review of bank changes.
 * Every promoter route answers for the signed-in promoter only (no ids from the client); the screen lock
 * (423 while locked) is applied to every /api/promoter route by one hook (screen-lock.ts, app.ts).
 */
export const promoterAreaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });
    const promoter = requireAuth(ctx, { roles: ['promoter'] });
    const profileAnswer = { 200: envelope({ profile: promoterProfileSchema }) };

    app.get(
      '/api/promoter/profile',
      { preHandler: promoter, schema: { response: profileAnswer } },
      async (req) => ok({ profile: await promoterProfile(ctx, actorOf(req)) }),
    );

    app.put(
      '/api/promoter/profile',
      { preHandler: promoter, schema: { body: promoterProfileInputSchema, response: profileAnswer } },
      async (req) =>
        ok({ profile: await updatePromoterProfile(ctx, actorOf(req), req.body) }, MSG.promoterProfileSaved),
    );

    app.put(
      '/api/promoter/bank',
      { preHandler: promoter, schema: { body: bankChangeInputSchema, response: profileAnswer } },
      async (req) =>
        ok({ profile: await requestBankChange(ctx, actorOf(req), req.body) }, MSG.bankChangeSent),
    );

    app.post(
      '/api/promoter/invitations',
      {
        preHandler: promoter,
        schema: { body: inviteInputSchema, response: { 200: envelope(inviteResultSchema.shape) } },
      },
      async (req) => {
        const r = await sendInvitations(ctx, actorOf(req), req.body);
        return ok(r, MSG.invitationsRecorded.replace('{count}', String(r.sent)));
      },
    );

    app.get(
      '/api/promoter/referrals',
      {
        preHandler: promoter,
        schema: { querystring: referralListQuery, response: { 200: envelope(referralPageSchema.shape) } },
      },
      async (req) => ok(await referralPage(ctx.db, actorOf(req).id, req.query)),
    );

    app.get(
      '/api/promoter/referrals/chart',
      { preHandler: promoter, schema: { response: { 200: envelope(referralChartSchema.shape) } } },
      async (req) => ok(await referralChart(ctx.db, actorOf(req).id)),
    );

    // The promoter's bell, its texts in English (docs/promoter-area.md).
    bellRoutes(app, ctx, '/api/promoter', promoter, false);

    app.post(
      '/api/promoter/lock',
      { preHandler: promoter, schema: { response: { 200: envelope({}) } } },
      async (req) => {
        await lockPromoter(ctx.db, actorOf(req));
        return ok({}, MSG.promoterScreenLocked);
      },
    );

    app.post(
      '/api/promoter/unlock',
      {
        preHandler: promoter,
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: { body: unlockInputSchema, response: { 200: envelope({}) } },
      },
      async (req) => {
        await unlockPromoter(ctx.db, actorOf(req), req.body.password);
        return ok({}, MSG.promoterUnlocked);
      },
    );

    app.get(
      '/api/admin/promoter-bank-changes',
      {
        preHandler: adminOnly,
        schema: { response: { 200: envelope({ changes: z.array(bankChangeRowSchema) }) } },
      },
      async () => ok({ changes: await pendingBankChanges(ctx.db) }),
    );

    app.post(
      '/api/admin/promoter-bank-changes/:id/review',
      {
        preHandler: adminOnly,
        schema: { params: idParam, body: bankChangeReviewSchema, response: { 200: envelope({}) } },
      },
      async (req) => {
        await reviewBankChange(ctx, actorOf(req), req.params.id, req.body);
        return ok({}, req.body.approve ? MSG.bankChangeApproved : MSG.bankChangeRejected);
      },
    );
  };
