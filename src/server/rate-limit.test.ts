import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { parseTrustProxy } from './config';
import { createTestApp, TEST_DB } from './test/app';
import { bearer, type Made, makeUser } from './test/factories';
import { appPerFile } from './test/setup';

/**
 * Limits (decision 010): the general API limit is decided on the matched route, counts signed-in requests per
 * account and anonymous ones per address, takes its numbers from configuration, and believes only the
 * configured proxy hops of X-Forwarded-For. Tokens need `exp` and a well-formed `user_id`.
 */
describe(`general API limit and proxies (${TEST_DB})`, () => {
  const s = appPerFile(() =>
    createTestApp({ RATE_LIMIT_PER_ADDRESS: '5', RATE_LIMIT_PER_ACCOUNT: '8', TRUST_PROXY: '1' }),
  );
  let a: Made;
  let b: Made;
  beforeAll(async () => {
    a = await makeUser(s.t.ctx);
    b = await makeUser(s.t.ctx);
  });

  const hit = (url: string, ip: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ url, remoteAddress: ip, headers });

  it('limits a percent-encoded path like the plain one (decided on the matched route)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const url = i % 2 ? '/%61pi/plans' : '/api/%70lans';
      codes.push((await hit(url, '10.9.0.1')).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
    const res = await hit('/api/plans', '10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyRequests);
  });

  it('counts signed-in requests per account: members behind one carrier address do not share a limit', async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < 8; i++) expect((await hit('/api/auth/me', ip, bearer(a.token))).statusCode).toBe(200);
    expect((await hit('/api/auth/me', ip, bearer(a.token))).statusCode).toBe(429);
    // Another member on the same address still gets through, and so does an anonymous visitor.
    expect((await hit('/api/auth/me', ip, bearer(b.token))).statusCode).toBe(200);
    expect((await hit('/api/plans', ip)).statusCode).toBe(200);
  });

  it('believes one proxy hop of X-Forwarded-For: a client cannot choose its address by adding hops', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      // The client writes a new fake address each time; the proxy (the connection) appends the real one.
      const res = await hit('/api/plans', '10.9.0.254', { 'x-forwarded-for': `1.2.3.${i}, 203.0.113.7` });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
  });

  it('reads TRUST_PROXY as false, a number of hops or a list of proxy addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});

describe(`session token claims (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let m: Made;
  beforeAll(async () => {
    m = await makeUser(s.t.ctx);
  });

  const sign = (claims: Record<string, unknown>, exp = true) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
    if (exp) jwt.setExpirationTime('1h');
    return jwt.sign(s.t.ctx.config.jwtSecret);
  };
  const me = async (token: string) => api(token, 'GET', '/api/auth/me');

  it('accepts a well-formed token (control)', async () => {
    expect((await me(await sign({ user_role: 'FreeUser', user_id: m.id, tv: 0 }))).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without expiry', async () => {
    const res = await me(await sign({ user_role: 'FreeUser', user_id: m.id, tv: 0 }, false));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['not a uuid', 'abc'],
    ['a NUL byte', `${'\u0000'}x`],
    ['a number', 42],
    ['an object', { id: 'x' }],
    ['an overlong string', 'f'.repeat(5000)],
  ])('answers 401, not 500, to a signed token whose user_id is %s', async (_what, userId) => {
    const res = await me(await sign({ user_role: 'FreeUser', user_id: userId, tv: 0 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthorized);
  });
});
