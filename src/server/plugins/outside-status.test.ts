import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { registerErrorHandler } from './errors';

/** Decision 105: an outside service's 401/403 never reaches the browser, which signs out on it (decision 002). */
describe('an outside status is never ours', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get('/outside/:status', async (req) => {
      const status = Number((req.params as { status: string }).status);
      // What an HTTP client library throws for the service's answer: an Error carrying its status.
      throw Object.assign(new Error('Request failed'), { statusCode: status });
    });
    app.get('/ours', async () => {
      throw new AppError(401, 'Please sign in', 'unauthorized');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([401, 403])('an outside %i becomes a 502, not a sign-out', async (status) => {
    const res = await app.inject({ url: `/outside/${status}` });
    expect(res.statusCode).toBe(502);
    expect(res.json().success).toBe(false);
  });

  it('our own 401 stays a 401', async () => {
    expect((await app.inject({ url: '/ours' })).statusCode).toBe(401);
  });
});
