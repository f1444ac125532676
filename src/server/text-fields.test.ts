import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { createTestApp, TEST_DB } from './test/app';
import { bearer, makePromoter, makeUser } from './test/factories';
import { type JsonSchema, routeTable } from './test/routes';
import { appPerFile } from './test/setup';

/*
 * Single-line and multi-line text fields (docs/api.md#text-fields): every request field that takes text
 * refuses a line break (400, MSG.singleLine on that field) unless it is a multi-line field: a message,
 * an address, a note, a reason, a description. Fields come from every route's OpenAPI description, so
 * a new field is checked unedited; a new multi-line field needs a line in MULTI_LINE.
 */

/** The multi-line fields: the last part of the field's path. */
const MULTI_LINE = new Set([
  'message',
  'address',
  'note',
  'reason',
  'reply',
  'about_me',
  'details',
  'answer',
  'body_en',
  'body_kn',
]);

/** Every string field of a body schema, as dotted paths (objects nested up to 3 deep; arrays skipped). */
function textFields(schema: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  if (!schema || depth > 3) return [];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return [...new Set(alt.flatMap((s) => textFields(s, prefix, depth)))];
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string') && !schema.enum) return prefix ? [prefix] : [];
  if (type.includes('object') || schema.properties) {
    return Object.entries(schema.properties ?? {}).flatMap(([k, s]) =>
      textFields(s, prefix ? `${prefix}.${k}` : k, depth + 1),
    );
  }
  return [];
}

/** `{a: {b: value}}` for the path 'a.b'. */
function bodyWith(path: string, value: string): Record<string, unknown> {
  const keys = path.split('.');
  const out: Record<string, unknown> = {};
  let at = out;
  for (const k of keys.slice(0, -1)) {
    at[k] = {};
    at = at[k] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = value;
  return out;
}

describe(`text fields: single-line unless multi-line (${TEST_DB})`, () => {
  const s = appPerFile(() =>
    createTestApp({ RATE_LIMIT_PER_ADDRESS: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' }),
  );
  let tokens: Record<'admin' | 'member' | 'promoter', string>;

  beforeAll(async () => {
    tokens = {
      admin: (await makeUser(s.t.ctx, { role: 'Admin' })).token,
      member: (await makeUser(s.t.ctx, { role: 'PremiumUser' })).token,
      promoter: (await makePromoter(s.t.ctx)).token,
    };
  });

  it('every request text field refuses CR and LF, except the multi-line ones', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routeTable(s.t)) {
      const token = route.url.startsWith('/api/admin')
        ? tokens.admin
        : route.url.startsWith('/api/promoter')
          ? tokens.promoter
          : tokens.member;
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
        name === 'registrationNo'
          ? 'CM100001'
          : /code/i.test(name)
            ? 'SilverUser'
            : '00000000-0000-4000-8000-000000000000',
      );
      const fields: Array<[string, 'body' | 'query']> = [
        ...textFields(route.body).map((f) => [f, 'body'] as [string, 'body']),
        ...Object.entries(route.query ?? {}).flatMap(([k, s]) =>
          textFields(s, k).map((f) => [f, 'query'] as [string, 'query']),
        ),
      ];
      for (const [field, where] of fields) {
        for (const value of ['Asha\nRao', 'Asha\r\nRao', 'Asha\rRao']) {
          const res = await s.t.app.inject({
            method: route.method as 'GET',
            url: where === 'query' ? `${path}?${field}=${encodeURIComponent(value)}` : path,
            headers: bearer(token),
            ...(where === 'body' ? { payload: bodyWith(field, value) } : {}),
          });
          checked++;
          const said =
            res.statusCode === 400 ? (res.json().errors?.[field] as string | undefined) : undefined;
          const multi = MULTI_LINE.has(field.split('.').pop() ?? '');
          if (multi && said === MSG.singleLine)
            wrong.push(`${route.method} ${route.url} ${field}: multi-line, refused`);
          if (!multi && said === undefined) {
            wrong.push(
              `${route.method} ${route.url} ${field} (${where}) ${JSON.stringify(value)}: accepted → ${res.statusCode}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
