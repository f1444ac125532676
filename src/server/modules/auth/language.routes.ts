import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import { envelope } from '../../../shared/schemas/common';
import { languageSchema } from '../../../shared/schemas/language';
import { users } from '../../db/schema';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { actorOf, requireAuth } from '../../plugins/auth';

/**
 * PUT /api/account/language (docs/i18n.md): any signed-in account (inactive ones too: their mails are in it)
 * chooses the language of its mails and pages; the web app calls it when the switch is used while signed
 * in. Answers `{ success, message, language }`; only the caller's own account changes.
 */
export const languageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/account/language',
      {
        preHandler: requireAuth(ctx, { allowInactive: true, allowPasswordChangeDue: true }),
        schema: {
          body: languageSchema,
          response: { 200: envelope({ language: languageSchema.shape.language }) },
        },
      },
      async (req) => {
        const { language } = req.body;
        await ctx.db
          .update(users)
          .set({ language })
          .where(eq(users.id, actorOf(req).id));
        return ok({ language }, MSG.languageSaved);
      },
    );
  };
