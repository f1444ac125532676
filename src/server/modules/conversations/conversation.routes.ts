import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { envelope } from '../../../shared/schemas/common';
import {
  conversationAnswerSchema,
  conversationIdParam,
  conversationListSchema,
  historyQuerySchema,
  historySchema,
  markReadAnswerSchema,
  markReadSchema,
  messageIdParam,
  messageReportDecisionSchema,
  messageReportDetailSchema,
  messageReportListQuery,
  messageReportListSchema,
  messageReportRowSchema,
  notificationSettingsAnswer,
  notificationSettingsSchema,
  openConversationSchema,
  reportMessageSchema,
  sendMessageSchema,
  sentMessageSchema,
} from '../../../shared/schemas/conversations';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';
import { actorOf, requireAuth } from '../../plugins/auth';
import {
  history,
  listConversations,
  markRead,
  openConversation,
  reportMessage,
  sendMessage,
  unreadTotal,
} from './conversation.service';
import { getNotificationSettings, saveNotificationSettings } from './digest';
import { decideMessageReport, listMessageReports, messageReportDetail } from './message-reports';
import { ConversationHub, catchUp, frame, type Stream } from './realtime';

const okSchema = envelope({});

/** Each app's hub by the context it was built with (one app per context; tests and the bench read it). */
const hubs = new WeakMap<AppContext, ConversationHub>();

/** The conversation hub of the app built with `ctx`, or undefined. */
export function hubOf(ctx: AppContext): ConversationHub | undefined {
  return hubs.get(ctx);
}

/**
 * Conversations (docs/conversations.md): the list, opening one with a member, history, sending, read
 * receipts, reporting a message, and the event stream of a signed-in tab (Server-Sent Events, decision
 * 180). Active members only; every rule is src/shared/policies/conversations.ts.
 */
export const conversationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireAuth(ctx, { roles: USER_AREA_ROLES });
    const hub = new ConversationHub(ctx);
    hubs.set(ctx, hub);
    app.addHook('onReady', () => hub.start());
    app.addHook('preClose', () => hub.stop());

    app.get(
      '/api/user/conversations',
      { preHandler, schema: { response: { 200: conversationListSchema } } },
      async (req) => ok(await listConversations(ctx, actorOf(req))),
    );

    app.post(
      '/api/user/conversations',
      { preHandler, schema: { body: openConversationSchema, response: { 200: conversationAnswerSchema } } },
      async (req) =>
        ok({ conversation: await openConversation(ctx, actorOf(req), req.body.registration_no) }),
    );

    app.get(
      '/api/user/conversations/:id/messages',
      {
        preHandler,
        schema: {
          params: conversationIdParam,
          querystring: historyQuerySchema,
          response: { 200: historySchema },
        },
      },
      async (req) => ok(await history(ctx, actorOf(req), req.params.id, req.query)),
    );

    app.post(
      '/api/user/conversations/:id/messages',
      {
        preHandler,
        schema: {
          params: conversationIdParam,
          body: sendMessageSchema,
          response: { 200: sentMessageSchema },
        },
      },
      async (req) =>
        ok({ sent: await sendMessage(ctx, actorOf(req), req.params.id, req.body.message) }, MSG.messageSent),
    );

    app.post(
      '/api/user/conversations/:id/read',
      {
        preHandler,
        schema: {
          params: conversationIdParam,
          body: markReadSchema,
          response: { 200: markReadAnswerSchema },
        },
      },
      async (req) =>
        ok({
          unread_total: await markRead(ctx, actorOf(req), req.params.id, req.body.up_to, req.body.state),
        }),
    );

    app.post(
      '/api/user/messages/:id/report',
      {
        preHandler,
        schema: { params: messageIdParam, body: reportMessageSchema, response: { 200: okSchema } },
      },
      async (req) => {
        await reportMessage(ctx, actorOf(req), req.params.id, req.body.reason);
        return ok({}, MSG.messageReported);
      },
    );

    // The member's own email digest setting (docs/conversations.md#notifications).
    app.get(
      '/api/user/notification-settings',
      { preHandler, schema: { response: { 200: notificationSettingsAnswer } } },
      async (req) => ok({ settings: await getNotificationSettings(ctx, actorOf(req)) }),
    );
    app.put(
      '/api/user/notification-settings',
      {
        preHandler,
        schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsAnswer } },
      },
      async (req) =>
        ok(
          { settings: await saveNotificationSettings(ctx, actorOf(req), req.body) },
          MSG.notificationSettingsSaved,
        ),
    );

    // Staff: reported messages (docs/conversations.md#safety); the permission is in STAFF_ROUTES.
    const staff = requireAuth(ctx, { roles: ['Admin'] });
    const reportParam = z.object({ id: z.uuid({ error: MSG.reportNotFound }) });
    app.get(
      '/api/admin/message-reports',
      {
        preHandler: staff,
        schema: { querystring: messageReportListQuery, response: { 200: messageReportListSchema } },
      },
      async (req) => ok(await listMessageReports(ctx.db, req.query.status)),
    );
    app.get(
      '/api/admin/message-reports/:id',
      { preHandler: staff, schema: { params: reportParam, response: { 200: messageReportDetailSchema } } },
      async (req) => ok(await messageReportDetail(ctx, actorOf(req), req.params.id)),
    );
    app.post(
      '/api/admin/message-reports/:id/decision',
      {
        preHandler: staff,
        schema: {
          params: reportParam,
          body: messageReportDecisionSchema,
          response: { 200: envelope({ report: messageReportRowSchema }) },
        },
      },
      async (req) =>
        ok(
          { report: await decideMessageReport(ctx, actorOf(req), req.params.id, req.body) },
          MSG.messageReportDecided,
        ),
    );

    /**
     * The tab's event stream (decision 186): authenticated like the API (bearer token; the browser reads
     * it with fetch, not EventSource, so the token never goes into a URL), `ready` with the unread total,
     * then every message after Last-Event-ID (or `?after=`), then live `message` and `receipt` events.
     * Without `Accept: text/event-stream` it answers 406. The hub re-checks the account against revocation every SWEEP_MS and ends the stream when revoked.
     */
    app.get(
      '/api/user/conversations/events',
      {
        preHandler,
        schema: { querystring: z.object({ after: z.coerce.number().int().nonnegative().optional() }) },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        // Only an event-stream client (fetch or EventSource sends this Accept) opens a stream.
        if (!String(req.headers.accept ?? '').includes('text/event-stream'))
          return reply.status(406).send({ success: false, message: MSG.notAcceptable });
        const [u] = await queryRows<{ token_version: number }>(
          ctx.db,
          sql`select token_version from users where id = ${actor.id}`,
        );
        const header = Number(req.headers['last-event-id']);
        const after = Number.isFinite(header) && header > 0 ? header : req.query.after;
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // Live events wait while the catch-up is written, so the tab sees messages in id order.
        let queued: string[] | null = [];
        const stream: Stream = {
          userId: actor.id,
          tokenVersion: u?.token_version ?? -1,
          write: (chunk) => {
            if (queued) queued.push(chunk);
            else if (!raw.writableEnded) raw.write(chunk);
          },
          end: () => {
            if (!raw.writableEnded) raw.end();
          },
        };
        hub.add(stream);
        req.raw.on('close', () => hub.remove(stream));
        try {
          raw.write('retry: 2000\n\n');
          raw.write(frame('ready', { unread_total: await unreadTotal(ctx, actor.id) }));
          if (after !== undefined)
            for (const m of await catchUp(ctx, actor.id, after)) raw.write(frame('message', m, m.id));
        } catch {
          hub.remove(stream);
          stream.end();
          return;
        }
        const pending = queued;
        queued = null;
        for (const chunk of pending) if (!raw.writableEnded) raw.write(chunk);
      },
    );
  };
