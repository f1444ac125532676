import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/errors';
import { AppError } from '../lib/errors';

/**
 * The one error handler (DESIGN): AppError → its status and message; validation → 400 with field
 * messages (the first one as `message`); 429 → a clear message; malformed multipart → 400 (decision 012);
 * a 401/403 that is not ours (an outside service's) → 502 (decision 105);
 * an unreachable or timed-out database → 503 with Retry-After (decision 012); anything else → 500 without
 * details. Errors are logged through `logSafe`, which never writes statement parameters (decision 012).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      // A gateway failure logs what the gateway said (decision 105: for staff); the member sees our message.
      if (err.status >= 500) logSafe(req, err, 'detail' in err ? String(err.detail) : err.message);
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
    if (databaseUnavailable(err)) {
      logSafe(req, err, 'database unavailable', 'warn');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: MSG.serviceUnavailable });
    }
    if (isMalformedMultipart(err, req)) {
      return reply.status(400).send({ success: false, message: MSG.malformedBody });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: MSG.tooManyRequests });
    if (status === 401 || status === 403) {
      // Our own 401/403 are AppErrors (plugins/auth.ts); any other is an outside service's answer (e.g. a
      // payment gateway refusing our keys): never passed on, since the browser signs out on it
      // (decision 002). A bad gateway instead (decision 105).
      logSafe(req, err, `outside service answered ${status}`);
      return reply.status(502).send({ success: false, message: MSG.somethingWrong });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: err.message || MSG.somethingWrong });
    }
    logSafe(req, err, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.somethingWrong });
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `${MSG.notFound}: ${req.method} ${req.url.split('?')[0]}` });
  });
}

/**
 * True for the errors busboy raises on a multipart body it cannot parse (no boundary, an unterminated
 * part, a malformed header): the client's fault, so 400 rather than 500 (decision 012).
 */
export function isMalformedMultipart(err: Error & { statusCode?: number }, req: FastifyRequest): boolean {
  if (err.statusCode && err.statusCode < 500) return false;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('multipart/')) return false;
  return /boundary|multipart|malformed|unexpected end|part|form/i.test(err.message ?? '');
}

/**
 * Logs an error without what could carry personal data: a failed statement's parameters (names,
 * mobiles, emails) and quoted values in driver messages are left out; the SQL text (placeholders
 * only), the SQLSTATE code and the stack frames are kept (decision 012).
 */
export function logSafe(req: FastifyRequest, err: unknown, msg: string, level: 'error' | 'warn' = 'error') {
  req.log[level]({ err: safeError(err) }, msg);
}

/** A plain object describing `err` for a log line, without parameters or quoted values. */
export function safeError(err: unknown): Record<string, unknown> {
  const e = err as {
    name?: string;
    message?: string;
    stack?: string;
    code?: string;
    query?: string;
    params?: unknown;
    cause?: unknown;
  };
  const cause = e?.cause as { message?: string; code?: string } | undefined;
  const frames = (e?.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .join('\n');
  const redact = (s: string | undefined) => (s ?? '').replace(/(["'`]).*?\1/g, '$1…$1').slice(0, 500);
  if (e && typeof e.query === 'string' && 'params' in e) {
    return {
      type: e.name,
      message: `Failed query: ${e.query.slice(0, 1000)}`,
      code: cause?.code,
      cause: redact(cause?.message),
      stack: frames,
    };
  }
  return { type: e?.name, message: redact(e?.message), code: e?.code ?? cause?.code, stack: frames };
}
