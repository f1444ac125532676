import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope, regNoParam } from '../../../shared/schemas/common';
import {
  noticeInputSchema,
  noticeListQuery,
  openNoticeSchema,
  staffNoticeListSchema,
  staffNoticeSchema,
} from '../../../shared/schemas/notices';
import {
  registrationReportQuery,
  registrationReportSchema,
  verifiedListQuery,
  verifiedListSchema,
} from '../../../shared/schemas/reports';
import {
  accountListSchema,
  accountSearchQuery,
  staffInviteSchema,
  staffListQuery,
  staffListSchema,
  staffRowSchema,
  staffUpdateSchema,
} from '../../../shared/schemas/staff';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';
import { listWithCsv } from '../../plugins/list-with-csv';
import { createNotice, dismissNotice, listNotices, openNotices, queueNoticeMails } from './notices.service';
import { iterateVerified, listVerified, registrationReport } from './reports.service';
import { searchAccounts, sendResetOtp, setTemporaryPassword } from './resetpass.service';
import { inviteStaff, listStaff, resendStaffInvite, updateStaff } from './team.service';

const idParam = z.object({ id: z.uuid() });

/**
 * The staff team and resetpass (decisions 130, 131). Each route's permission is in
 * src/shared/policies/staff.ts STAFF_ROUTES (settings for the team, members for resetpass).
 */
export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const staff = requireAuth(ctx, { roles: ['Admin'] });

    app.get(
      '/api/admin/staff',
      { preHandler: staff, schema: { querystring: staffListQuery, response: { 200: staffListSchema } } },
      async (req) => ok(await listStaff(ctx.db, req.query)),
    );

    app.post(
      '/api/admin/staff',
      {
        preHandler: staff,
        schema: { body: staffInviteSchema, response: { 201: envelope({ staff: staffRowSchema }) } },
      },
      async (req, reply) => {
        const row = await inviteStaff(ctx, actorOf(req), req.body);
        reply.code(201);
        return ok({ staff: row }, `Invitation sent to ${row.email}`);
      },
    );

    app.put(
      '/api/admin/staff/:id',
      {
        preHandler: staff,
        schema: {
          params: idParam,
          body: staffUpdateSchema,
          response: { 200: envelope({ staff: staffRowSchema }) },
        },
      },
      async (req) => ok({ staff: await updateStaff(ctx, actorOf(req), req.params.id, req.body) }, 'Saved'),
    );

    app.post(
      '/api/admin/staff/:id/set-password-link',
      {
        preHandler: staff,
        schema: { params: idParam, response: { 200: envelope({ staff: staffRowSchema }) } },
      },
      async (req) => {
        const row = await resendStaffInvite(ctx, actorOf(req), req.params.id);
        return ok({ staff: row }, `Invitation sent to ${row.email}`);
      },
    );

    app.get(
      '/api/admin/accounts',
      {
        preHandler: staff,
        schema: { querystring: accountSearchQuery, response: { 200: accountListSchema } },
      },
      async (req) => ok(await searchAccounts(ctx.db, req.query)),
    );

    app.post(
      '/api/admin/accounts/:registrationNo/password-otp',
      { preHandler: staff, schema: { params: regNoParam, response: { 200: envelope({}) } } },
      async (req) => {
        await sendResetOtp(ctx, actorOf(req), req.params.registrationNo);
        return ok({}, MSG.resetOtpMailed);
      },
    );

    app.post(
      '/api/admin/accounts/:registrationNo/temporary-password',
      {
        preHandler: staff,
        schema: { params: regNoParam, response: { 200: envelope({ temporary_password: z.string() }) } },
      },
      async (req, reply) => {
        const password = await setTemporaryPassword(ctx, actorOf(req), req.params.registrationNo);
        // Shown once: never cached by the browser or a proxy (decision 131).
        reply.header('cache-control', 'no-store');
        return ok({ temporary_password: password }, MSG.temporaryPasswordSet);
      },
    );

    // Decision 132: notices (staff with the notices permission send; members and promoters read).
    app.get(
      '/api/admin/notices',
      {
        preHandler: staff,
        schema: { querystring: noticeListQuery, response: { 200: staffNoticeListSchema } },
      },
      async (req) => ok(await listNotices(ctx.db, req.query)),
    );

    app.post(
      '/api/admin/notices',
      {
        preHandler: staff,
        schema: { body: noticeInputSchema, response: { 201: envelope({ notice: staffNoticeSchema }) } },
      },
      async (req, reply) => {
        const notice = await createNotice(ctx, actorOf(req), req.body);
        // The mails go out in the background (the jobs resume them after a restart).
        if (notice.email) {
          setImmediate(() => {
            queueNoticeMails(ctx).catch((err) => req.log.warn({ err }, 'notice mails not queued'));
          });
        }
        reply.code(201);
        return ok({ notice }, 'Notice sent');
      },
    );

    // userreports (docs/staff.md#userreports): registrations and members by period and split; its CSV
    // holds exactly the rows the page shows (the same statement).
    listWithCsv(app, {
      path: '/api/admin/reports/registrations',
      preHandler: staff,
      querystring: registrationReportQuery,
      response: registrationReportSchema,
      list: (req) => registrationReport(ctx.db, req.query),
      csv: { name: 'registrations', columns: ['period', 'group', 'registrations', 'members'] },
      rows: async function* (req) {
        const r = await registrationReport(ctx.db, req.query);
        for (const row of r.rows) yield { ...row, group: row.value };
      },
    });

    // successdata (docs/staff.md#successdata): verified members, who verified each and when.
    listWithCsv(app, {
      path: '/api/admin/verified',
      preHandler: staff,
      querystring: verifiedListQuery,
      response: verifiedListSchema,
      list: (req) => listVerified(ctx.db, req.query),
      csv: {
        name: 'verified-members',
        columns: [
          'registration_no',
          'name',
          'gender',
          'plan',
          'status',
          'registered_at',
          'verified_at',
          'verified_by',
        ],
      },
      rows: (req) => iterateVerified(ctx.db, req.query),
    });

    const recipient = requireAuth(ctx, {
      roles: ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance', 'promoter'],
    });
    app.get(
      '/api/notices',
      {
        preHandler: recipient,
        schema: { response: { 200: envelope({ notices: z.array(openNoticeSchema) }) } },
      },
      async (req) => ok({ notices: await openNotices(ctx, actorOf(req), req.lang) }),
    );
    app.post(
      '/api/notices/:id/dismiss',
      {
        preHandler: recipient,
        schema: { params: z.object({ id: z.uuid() }), response: { 200: envelope({}) } },
      },
      async (req) => {
        await dismissNotice(ctx, actorOf(req), req.params.id);
        return ok();
      },
    );
  };
