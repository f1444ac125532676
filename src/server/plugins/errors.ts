import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { AppError } from '../lib/errors';

/**
 * The one error handler (DESIGN): AppError → its status and message; validation → 400 with field
 * messages (the first one as `message`); 429 → a clear message; anything else → 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply.status(err.status).send({ success: false, message: err.message, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field =
          String(issue.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        errors[field] ??= issue.message ?? MSG.validation;
      }
      const first = Object.values(errors)[0] ?? MSG.validation;
      return reply.status(400).send({ success: false, message: first, errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: err.message || MSG.somethingWrong });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.somethingWrong });
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `${MSG.notFound}: ${req.method} ${req.url.split('?')[0]}` });
  });
}
