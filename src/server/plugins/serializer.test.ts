import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors';
import { responseSerializerCompiler } from './serializer';

/** A card as a list route answers it: the row a query returns carries more than the schema names. */
const card = z.object({
  registration_no: z.string(),
  age: z.number().int().nullable(),
  photo: z.object({ url: z.string() }).nullable(),
  tags: z.array(z.object({ code: z.enum(['a', 'b']), note: z.string().optional() })),
  state: z.union([
    z.object({ kind: z.literal('open'), since: z.string() }),
    z.object({ kind: z.literal('closed'), reason: z.string().nullable() }),
  ]),
  counts: z.record(z.string(), z.number()),
  extra: z.unknown().optional(),
});
const answer = z.object({ items: z.array(card), total: z.number().int() });

/** What a careless query returns: every schema field plus what must never leave the server. */
const row = {
  registration_no: 'KM100001',
  age: 27,
  mobile_no: '9876543210',
  password_hash: '$argon2id$secret',
  photo: { url: '/p/1.jpg', original_key: 'private/1.jpg' },
  tags: [{ code: 'a', note: 'n', staff_note: 'private' }, { code: 'b' }],
  state: { kind: 'closed', reason: null, closed_by: 'staff-1' },
  counts: { views: 3 },
};

async function appWith(validate: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate }));
  registerErrorHandler(app);
  app.get('/cards', { schema: { response: { 200: answer } } }, async () => ({
    items: [row],
    total: 1,
    secret: 'x',
  }));
  app.get('/wrong', { schema: { response: { 200: answer } } }, async () => ({
    items: [{ ...row, age: 'old' }],
    total: 1,
  }));
  app.get(
    '/transformed',
    { schema: { response: { 200: z.object({ n: z.string() }).transform((v) => v) } } },
    async () => ({
      n: 'kept',
      hidden: 'dropped',
    }),
  );
  await app.ready();
  return app;
}

/** Decision 214: the compiled serializer writes exactly what the zod serializer wrote, and nothing more. */
describe.each([
  ['production (compiled only)', false],
  ['development (checked, then compiled)', true],
])('answers in %s', (_label, validate) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(validate);
  });
  afterAll(() => app.close());

  it('carry only the fields the schema names, at every depth and in every union branch', async () => {
    const res = await app.inject({ url: '/cards' });
    expect(res.statusCode).toBe(200);
    for (const word of [
      'mobile_no',
      '9876543210',
      'password_hash',
      'original_key',
      'staff_note',
      'closed_by',
      'secret',
    ]) {
      expect(res.body).not.toContain(word);
    }
    expect(res.json()).toEqual({
      items: [
        {
          registration_no: 'KM100001',
          age: 27,
          photo: { url: '/p/1.jpg' },
          tags: [{ code: 'a', note: 'n' }, { code: 'b' }],
          state: { kind: 'closed', reason: null },
          counts: { views: 3 },
        },
      ],
      total: 1,
    });
  });

  it('write null where a nullable field is null', async () => {
    const compiled = responseSerializerCompiler({ validate })({
      schema: card,
      method: 'GET',
      url: '/x',
    } as never);
    const text = compiled({ ...row, age: null, photo: null, state: { kind: 'open', since: '2026-11-28' } });
    expect(JSON.parse(text)).toMatchObject({
      age: null,
      photo: null,
      state: { kind: 'open', since: '2026-11-28' },
    });
  });

  it('fall back to the zod serializer for a schema JSON Schema cannot express', async () => {
    const res = await app.inject({ url: '/transformed' });
    // zod's serializer refuses a one-way transform on the way out: a 500, never the unchecked object.
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('dropped');
  });
});

describe('a wrong answer', () => {
  it('fails the request outside production, where it is written', async () => {
    const app = await appWith(true);
    const res = await app.inject({ url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('9876543210');
    await app.close();
  });
});
