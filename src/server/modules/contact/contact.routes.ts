import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { envelope } from '../../../shared/schemas/common';
import {
  contactMessageListQuery,
  contactMessageRowSchema,
  contactMessageSchema,
  contactReplySchema,
  newsletterLinkSchema,
  newsletterSubscribeSchema,
} from '../../../shared/schemas/contact';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, optionalAuth, requireAuth } from '../../plugins/auth';
import {
  listContactMessages,
  markContactAnswered,
  replyToContactMessage,
  submitContactMessage,
} from './contact.service';
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.service';

const okSchema = envelope({});
const idParam = z.object({ id: z.uuid({ error: 'Message not found' }) });

/** Contact Us and the newsletter (public), and the contact messages staff answer in /admin (docs/first-impressions.md#details-members-notice). */
export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = requireAuth(ctx, { roles: ['Admin'] });

    app.post(
      '/api/contact',
      {
        preHandler: optionalAuth(ctx),
        schema: { body: contactMessageSchema, response: { 200: envelope({ priority: z.boolean() }) } },
      },
      async (req) => submitContactMessage(ctx, req.body, req.ip, req.actor),
    );
    app.post(
      '/api/newsletter',
      { schema: { body: newsletterSubscribeSchema, response: { 200: okSchema } } },
      async (req) => subscribe(ctx, req.body.email, req.ip, req.lang),
    );
    app.post(
      '/api/newsletter/confirm',
      { schema: { body: newsletterLinkSchema, response: { 200: okSchema } } },
      async (req) => confirmSubscription(ctx, req.body.email, req.body.token),
    );
    app.post(
      '/api/newsletter/unsubscribe',
      { schema: { body: newsletterLinkSchema, response: { 200: okSchema } } },
      async (req) => unsubscribe(ctx, req.body.email, req.body.token),
    );

    app.get(
      '/api/admin/contact-messages',
      {
        preHandler: adminOnly,
        schema: {
          querystring: contactMessageListQuery,
          response: {
            200: envelope({
              messages: z.array(contactMessageRowSchema),
              total: z.number().int(),
              unanswered: z.number().int(),
            }),
          },
        },
      },
      async (req) => ok(await listContactMessages(ctx, req.query)),
    );
    app.post(
      '/api/admin/contact-messages/:id/reply',
      {
        preHandler: adminOnly,
        schema: {
          params: idParam,
          body: contactReplySchema,
          response: { 200: envelope({ contact_message: contactMessageRowSchema }) },
        },
      },
      async (req) =>
        ok(
          { contact_message: await replyToContactMessage(ctx, actorOf(req), req.params.id, req.body.reply) },
          MSG.contactReplied,
        ),
    );
    app.post(
      '/api/admin/contact-messages/:id/answered',
      {
        preHandler: adminOnly,
        schema: {
          params: idParam,
          response: { 200: envelope({ contact_message: contactMessageRowSchema }) },
        },
      },
      async (req) =>
        ok(
          { contact_message: await markContactAnswered(ctx, actorOf(req), req.params.id) },
          MSG.contactAnswered,
        ),
    );
  };
