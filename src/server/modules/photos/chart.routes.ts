import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope, pagedList } from '../../../shared/schemas/common';
import {
  adminChartListQuery,
  adminChartSchema,
  type HoroscopeChart,
  horoscopeChartSchema,
} from '../../../shared/schemas/horoscope-chart';
import { reviewSchema } from '../../../shared/schemas/member';
import { ok, okPage } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readUpload } from '../../media/upload';
import { actorOf, requireAuth } from '../../plugins/auth';
import { adminListCharts, chartFile, deleteChart, ownChart, reviewChart, uploadChart } from './chart.service';
import { reserveUpload } from './photo.service';

const chartAnswer = envelope({ chart: horoscopeChartSchema.nullable() });

/**
 * Horoscope chart routes (docs/horoscope.md#chart): the member's own chart under
 * /api/user/horoscope-chart, the staff queue under /api/admin/horoscope-charts (the verification
 * permission, src/shared/policies/staff.ts), and the signed links under /api/horoscope-charts.
 */
export const chartRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/user/horoscope-chart',
      { preHandler: member, schema: { response: { 200: chartAnswer } } },
      async (req) => ok({ chart: await ownChart(ctx, actorOf(req).id) }),
    );

    app.post(
      '/api/user/horoscope-chart',
      { preHandler: member, schema: { response: { 200: chartAnswer } } },
      async (req) => {
        const actor = actorOf(req);
        if (!req.isMultipart())
          throw new AppError(400, MSG.chartMissing, 'no_file', { chart: MSG.chartMissing });
        const release = await reserveUpload(ctx, actor, 'chart');
        let chart: HoroscopeChart;
        try {
          chart = await uploadChart(ctx, actor, await readUpload(req));
        } finally {
          await release();
        }
        return ok({ chart }, MSG.chartUploaded);
      },
    );

    app.delete(
      '/api/user/horoscope-chart',
      { preHandler: member, schema: { response: { 200: chartAnswer } } },
      async (req) => {
        await deleteChart(ctx, actorOf(req));
        return ok({ chart: null }, MSG.chartDeleted);
      },
    );

    app.get(
      '/api/admin/horoscope-charts',
      {
        preHandler: adminOnly,
        schema: {
          querystring: adminChartListQuery,
          response: { 200: pagedList('charts', adminChartSchema) },
        },
      },
      async (req) => okPage(await adminListCharts(ctx, actorOf(req), req.query), req.query),
    );

    app.patch(
      '/api/admin/horoscope-charts/:id',
      {
        preHandler: adminOnly,
        schema: {
          params: z.object({ id: z.uuid({ error: MSG.chartNotFound }) }),
          body: reviewSchema,
          response: { 200: envelope({ chart: horoscopeChartSchema }) },
        },
      },
      async (req) => {
        const chart = await reviewChart(ctx, actorOf(req), req.params.id, req.body);
        return ok({ chart });
      },
    );

    app.get(
      '/api/horoscope-charts/:chartId',
      {
        schema: {
          hide: true,
          params: z.object({ chartId: z.uuid() }),
          querystring: z.object({ u: z.uuid(), e: z.coerce.number().int(), s: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const file = await chartFile(ctx, {
          chartId: req.params.chartId,
          viewerId: req.query.u,
          exp: req.query.e,
          sig: req.query.s,
        });
        // Streamed from the store (decision 180), like a photo.
        const stored = await ctx.store.get(file.key);
        if (!stored) throw new AppError(404, MSG.chartNotFound, 'not_found');
        const maxAge = Math.max(0, Math.min(300, req.query.e - Math.floor(Date.now() / 1000)));
        // A PDF opens in the browser's viewer with scripts refused (sandbox); nothing is sniffed.
        return reply
          .header('content-type', file.kind === 'pdf' ? 'application/pdf' : 'image/webp')
          .header('content-length', stored.size)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .send(stored.body);
      },
    );
  };
