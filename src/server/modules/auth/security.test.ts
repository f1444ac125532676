import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser, registrationPayload, TEST_PASSWORD } from '../../test/factories';
import { appPerFile } from '../../test/setup';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe(`security: tokens, headers, limits (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let admin: Made;
  let member: Made;

  /** Signs `claims` with HS256 and `secret` (the server's own unless told), expiring at `exp` (seconds). */
  const sign = (
    claims: Record<string, unknown>,
    secret: Uint8Array = s.t.ctx.config.jwtSecret,
    exp?: number,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(secret);
  const adminClaims = () => ({ user_role: 'Admin', ref_no: admin.registrationNo, user_id: admin.id, tv: 0 });
  const get = (url: string, headers: Record<string, string> = {}) => s.t.app.inject({ url, headers });

  beforeAll(async () => {
    admin = await makeUser(s.t.ctx, { role: 'Admin' });
    member = await makeUser(s.t.ctx);
  });

  describe('forged and expired tokens', () => {
    it('accepts the real Admin token (control)', async () => {
      expect((await get('/api/auth/dashboardstats', bearer(admin.token))).statusCode).toBe(200);
    });

    it('refuses a token signed with another secret', async () => {
      const token = await sign(
        adminClaims(),
        new TextEncoder().encode('not-the-server-secret-at-all-0123456789'),
      );
      for (const url of ['/api/auth/dashboardstats', '/api/auth/me']) {
        const res = await get(url, bearer(token));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message: MSG.unauthorized });
      }
    });

    it('refuses an unsigned token (alg none)', async () => {
      const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...adminClaims(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
      expect((await get('/api/auth/dashboardstats', bearer(none))).statusCode).toBe(401);
      expect((await get('/api/auth/me', bearer(none))).statusCode).toBe(401);
    });

    it('refuses a member token whose payload was changed to Admin', async () => {
      const [header, payload, signature] = member.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      for (const change of [{ user_role: 'Admin' }, { user_role: 'Admin', user_id: admin.id }, { tv: 1 }]) {
        const tampered = `${header}.${b64url({ ...claims, ...change })}.${signature}`;
        expect((await get('/api/auth/dashboardstats', bearer(tampered))).statusCode).toBe(401);
        expect((await get(`/api/user/profile/${member.registrationNo}`, bearer(tampered))).statusCode).toBe(
          401,
        );
      }
      // The untouched token still works.
      expect((await get(`/api/user/profile/${member.registrationNo}`, bearer(member.token))).statusCode).toBe(
        200,
      );
    });

    it('refuses an expired token', async () => {
      const expired = await sign(adminClaims(), undefined, Math.floor(Date.now() / 1000) - 60);
      expect((await get('/api/auth/dashboardstats', bearer(expired))).statusCode).toBe(401);
    });

    it('refuses a token with another HMAC algorithm, or without the token version', async () => {
      const hs512 = await new SignJWT(adminClaims())
        .setProtectedHeader({ alg: 'HS512' })
        .setExpirationTime('1h')
        .sign(s.t.ctx.config.jwtSecret);
      expect((await get('/api/auth/dashboardstats', bearer(hs512))).statusCode).toBe(401);
      const { tv: _tv, ...noVersion } = adminClaims();
      expect((await get('/api/auth/dashboardstats', bearer(await sign(noVersion)))).statusCode).toBe(401);
    });

    it('refuses a validly signed token for an account that does not exist', async () => {
      const ghost = await sign({ ...adminClaims(), user_id: '00000000-0000-4000-8000-000000000000' });
      expect((await get('/api/auth/dashboardstats', bearer(ghost))).statusCode).toBe(401);
    });

    it('reads the role from the database, not from the token', async () => {
      // Even a correctly signed token that claims Admin for a member's account gets only what the member may do.
      const claimsAdmin = await sign({
        user_role: 'Admin',
        ref_no: member.registrationNo,
        user_id: member.id,
        tv: 0,
      });
      expect((await get('/api/auth/dashboardstats', bearer(claimsAdmin))).statusCode).toBe(403);
    });

    it.each([
      ['no header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['garbage', { authorization: 'Bearer not.a.jwt' }],
      [
        'another scheme',
        { authorization: `Basic ${Buffer.from('admin@test.local:admin-password-1').toString('base64')}` },
      ],
      ['a token without the scheme', { authorization: 'TOKEN' }],
    ])('answers 401 to %s on every protected route', async (_what, headers) => {
      const routes: Array<[string, string]> = [
        ['GET', '/api/auth/me'],
        ['GET', '/api/auth/dashboardstats'],
        ['GET', '/api/admin/users'],
        ['PATCH', `/api/admin/users/${member.registrationNo}`],
        ['GET', `/api/user/profile/${member.registrationNo}`],
      ];
      for (const [method, url] of routes) {
        const res = await s.t.app.inject({
          method: method as 'GET' | 'PATCH',
          url,
          headers: { ...(headers as Record<string, string>) },
          ...(method === 'PATCH' ? { payload: { status: 'active' } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message: MSG.unauthorized });
      }
    });
  });

  describe('what never leaves the server', () => {
    it('no answer carries a password hash', async () => {
      const login = await api(null, 'POST', '/api/auth/login', {
        username: member.email,
        password: TEST_PASSWORD,
      });
      const signup = await api(null, 'POST', '/api/auth/signup', registrationPayload());
      const me = await get('/api/auth/me', bearer(member.token));
      const profile = await get(`/api/user/profile/${member.registrationNo}`, bearer(admin.token));
      const users = await get('/api/admin/users', bearer(admin.token));
      for (const res of [login, signup, me, profile, users]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/argon2|password_hash|passwordHash|token_version|tokenVersion/i);
      }
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const res = await get('/api/no/such/thing');
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    });
  });

  describe('headers and body limits', () => {
    it('sends security headers with a CSP', async () => {
      const res = await get('/api/health');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('is same-origin: no CORS header for another origin', async () => {
      const res = await get('/api/plans', { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await s.t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses a body over 1 MiB with 413', async () => {
      const huge = JSON.stringify(registrationPayload({ address: 'x'.repeat(1024 * 1024 + 10) }));
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: huge,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().success).toBe(false);
    });

    it('refuses malformed JSON with 400 and no stack trace', async () => {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"username": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    });

    it('slows down a flood of API calls from one address with 429', async () => {
      const ip = '127.0.9.9';
      let last = 0;
      for (let i = 0; i < 601 && last !== 429; i++) {
        last = (await s.t.app.inject({ url: '/api/site', remoteAddress: ip })).statusCode;
      }
      expect(last).toBe(429);
      const res = await s.t.app.inject({ url: '/api/site', remoteAddress: ip });
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
      expect((await s.t.app.inject({ url: '/api/site', remoteAddress: '127.0.9.10' })).statusCode).toBe(200);
    });
  });
});
