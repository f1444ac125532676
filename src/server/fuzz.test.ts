import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProcessGuards } from './plugins/process-guards';
import { createTestApp, TEST_DB, type TestApp } from './test/app';
import { bearer, type Made, makePromoter, makeUser } from './test/factories';
import { type JsonSchema, type Route, routeTable } from './test/routes';
import { apiOf } from './test/setup';

/**
 * Bad input and outages (decision 012): every API route, as anonymous, member and Admin, gets generated malformed input (wrong
 * types, missing and extra fields, nulls, arrays for scalars, huge and negative numbers, unknown enum
 * values, control characters, overlong strings, malformed JSON and multipart). No answer may be a 5xx
 * or carry a stack or SQL, and the log may hold none of the personal data sent. Routes come from the
 * app's route table and their schemas from its OpenAPI description, so new routes are fuzzed unedited.
 *
 * No request may leave an error to the process either (docs/api.md#streamed-answers, decision 100): the
 * process guards the service installs count every unhandled rejection and uncaught exception (an
 * unhandled stream `error` event is one), and the count must stay zero. Every route with a `from` and a
 * `to` also gets a reversed range, and every download route a plausible and a refused query.
 */

/** Personal data planted in every generated string; it must never reach the log. */
const MARK = 'Lakshmi9876512345';
const RUNS_PER_ROUTE = 3;
const SEED = 7_2026;

const controlChar = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u000b', '\u000c');
const badString = fc.oneof(
  fc.constant(''),
  fc.constant(MARK),
  fc.tuple(fc.string({ maxLength: 8 }), controlChar).map(([s, c]) => `${MARK}${s}${c}`),
  fc.constant(`${MARK}${'x'.repeat(5000)}`),
  fc.constant('NOT_AN_OPTION'),
  fc.constant("'; drop table users; --"),
  fc.constant('../../etc/passwd'),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${MARK}${s}`),
);
const badScalar = fc.oneof(
  badString,
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 53), 1e308, -1e308, 0.5),
  fc.array(badString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badString, { maxKeys: 2 }),
);

/** A value for `schema`: often plausible (so deeper code runs), often wrong on purpose. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return badScalar;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return fc.oneof(...alt.map((s) => valueFor(s, depth + 1)), badScalar);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), badScalar);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const plausible =
    type === 'string'
      ? fc.oneof(fc.constant(MARK), fc.uuid(), fc.constant('2000-01-01'), fc.constant(`${MARK}@example.com`))
      : type === 'integer' || type === 'number'
        ? fc.integer({ min: -5, max: 200 })
        : type === 'boolean'
          ? fc.boolean()
          : type === 'array'
            ? fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 })
            : type === 'object'
              ? objectFor(schema, depth + 1)
              : badScalar;
  return fc.oneof({ arbitrary: plausible, weight: 2 }, { arbitrary: badScalar, weight: 1 });
}

/** An object with each known field present, missing or wrong, and sometimes an extra field. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    props.map(([k, s]) => [k, fc.option(valueFor(s, depth), { nil: undefined })]),
  );
  return fc
    .record({ fields: fc.record(fields), extra: fc.option(badScalar, { nil: undefined }) })
    .map(({ fields: f, extra }) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(f)) if (v !== undefined) out[k] = v;
      if (extra !== undefined) out[`extra_${MARK}`] = extra;
      return out;
    });
}

/** Path parameters (ids and registration numbers, logged with the path): wrong shapes, no personal data. */
const pathParam = fc.oneof(
  fc.uuid(),
  fc.constant('CM100001'),
  fc.constant('CM1%00'),
  fc.constant('%00'),
  fc.constant('%E0%A4'),
  fc.constant('x'.repeat(3000)),
  fc.constant('..%2F..%2Fetc'),
  fc.constant('-1'),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s) || 'x'),
);

function queryString(query: Record<string, JsonSchema> | undefined): fc.Arbitrary<string> {
  const names = Object.keys(query ?? {});
  const entries = fc.array(
    fc.tuple(
      names.length ? fc.oneof(fc.constantFrom(...names), fc.constant('unknown')) : fc.constant('q'),
      fc.oneof(badString, fc.constantFrom('-1', '99999999999999999999', '1e308', 'NaN', 'true')),
    ),
    { maxLength: 4 },
  );
  return entries.map((e) => e.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

/** A date range whose start is after its end, and a plausible one, for every route with `from` and `to`. */
const REVERSED = 'from=2026-01-02&to=2026-01-01';
const PLAUSIBLE = 'from=2026-01-01&to=2026-01-02';

/** The malformed bodies every writing route also gets, whatever its schema. */
const FIXED_BODIES: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
  { payload: '{"a": ', headers: { 'content-type': 'application/json' } },
  { payload: '[1,2', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: `"${MARK}"`, headers: { 'content-type': 'application/json' } },
  { payload: `{"x":"${MARK}\\u0000"}`, headers: { 'content-type': 'application/json' } },
  { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: '--zz\r\nbroken', headers: { 'content-type': 'multipart/form-data' } },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nunterminated',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  },
  {
    payload: `--${'q'.repeat(400)}\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${'q'.repeat(400)}` },
  },
];

/** Stack traces, driver and SQL text that must never reach a client. */
const LEAK =
  /Failed query|\bselect\b[^"]{0,80}\bfrom\b|insert into|delete from|syntax error at|violates [a-z ]*constraint|node_modules|\bat [\w.<>]+ \(.*:\d+:\d+\)|ZodError|TypeError|ReferenceError/i;

describe(`fuzz: every route × anonymous, member, Admin (${TEST_DB})`, () => {
  const logLines: string[] = [];
  let t: TestApp;
  const api = apiOf(() => t);
  let routes: Route[] = [];
  let actors: Array<[string, Record<string, string>]> = [];
  let member: Made;
  let guards: ReturnType<typeof installProcessGuards>;

  beforeAll(async () => {
    guards = installProcessGuards({
      error: (obj, msg) => void logLines.push(`${msg} ${JSON.stringify(obj)}`),
    });
    t = await createTestApp(
      { RATE_LIMIT_PER_ADDRESS: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' },
      { logLines },
    );
    member = await makeUser(t.ctx, { role: 'PremiumUser' });
    const admin = await makeUser(t.ctx, { role: 'Admin' });
    actors = [
      ['anonymous', {}],
      ['member', bearer(member.token)],
      ['Admin', bearer(admin.token)],
    ];
    routes = routeTable(t);
  });
  afterAll(async () => {
    guards.remove();
    await t.close();
  });

  it('finds the routes to fuzz in the route table', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/auth/signup');
    expect(urls).toContain('PATCH /api/admin/users/:registrationNo');
    expect(urls).toContain('POST /api/user/photos');
    expect(urls).toContain('POST /api/user/interests/:id/accept');
    expect(urls).toContain('GET /api/media/:photoId/:variant');
    expect(routes.length).toBeGreaterThan(40);
  });

  it('no GET route leaves an error to the process: plausible, reversed and refused queries as every actor', async () => {
    // Fresh sign-ins (the fuzz below signs its actors out on the way); GET routes change nothing.
    const admin = await makeUser(t.ctx, { role: 'Admin' });
    const premium = await makeUser(t.ctx, { role: 'PremiumUser' });
    const promoter = await makePromoter(t.ctx);
    const failures: string[] = [];
    let downloads = 0;
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = route.url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');
      const dated = route.query && 'from' in route.query && 'to' in route.query;
      const queries = ['', 'page=1', ...(dated ? [REVERSED, PLAUSIBLE] : [])];
      for (const token of [admin.token, premium.token, promoter.token]) {
        for (const q of queries) {
          const res = await api(token, 'GET', q ? `${path}?${q}` : path);
          if (res.headers['content-disposition']) downloads++;
          if (res.statusCode >= 500)
            failures.push(`GET ${path}?${q} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (dated && q === REVERSED && res.statusCode === 200 && /\.csv$/.test(route.url)) {
            failures.push(`GET ${path}?${q} → 200: a reversed range is refused before the first byte`);
          }
        }
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([]);
    expect(downloads).toBeGreaterThanOrEqual(4);
    expect(guards.counts, logLines.filter((l) => l.startsWith('un')).join('\n')).toEqual({
      unhandledRejection: 0,
      uncaughtException: 0,
    });
  });

  it('answers generated malformed input without a 5xx, a stack or SQL, and logs no personal data', async () => {
    const failures: string[] = [];
    let sent = 0;
    let seed = SEED;
    for (const route of routes) {
      const writes = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const caseArb = fc.record({
        params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
        query: queryString(route.query),
        body: route.body ? fc.oneof({ arbitrary: objectFor(route.body), weight: 4 }, badScalar) : badScalar,
      });
      const cases = fc.sample(caseArb, { numRuns: RUNS_PER_ROUTE, seed: seed++ });
      for (const [who, headers] of actors) {
        const requests: InjectOptions[] = cases.map((c) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z_]+/g, () => c.params[i++] ?? 'x');
          return {
            method: route.method as InjectOptions['method'],
            url: c.query ? `${path}?${c.query}` : path,
            headers,
            ...(writes
              ? {
                  payload: JSON.stringify(c.body) ?? 'null',
                  headers: { ...headers, 'content-type': 'application/json' },
                }
              : {}),
          };
        });
        const path = route.url.replace(/:[A-Za-z_]+/g, 'CM100001');
        if (writes) {
          for (const b of FIXED_BODIES) {
            requests.push({
              method: route.method as InjectOptions['method'],
              url: path,
              payload: b.payload,
              headers: { ...headers, ...b.headers },
            });
          }
        }
        for (const req of requests) {
          const res = await t.app.inject(req);
          sent++;
          if (res.statusCode >= 500 || LEAK.test(res.body)) {
            failures.push(
              `${who} ${req.method} ${String(req.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          }
        }
      }
    }
    // Let any late stream error or rejection surface (one turn of the event loop, no timer).
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([]);
    expect(guards.counts, logLines.filter((l) => l.startsWith('un')).join('\n')).toEqual({
      unhandledRejection: 0,
      uncaughtException: 0,
    });
    expect(sent).toBeGreaterThan(routes.length * actors.length * RUNS_PER_ROUTE);
    const log = logLines.join('\n');
    expect(logLines.filter((l) => l.includes(MARK)).slice(0, 3)).toEqual([]);
    expect(log).not.toMatch(/Failed query|params:/);
    expect(log).not.toContain(member.email);
  });
});
