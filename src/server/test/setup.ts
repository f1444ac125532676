import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app';
import { bearer, type Made, makeUser, registrationPayload } from './factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP call to a test app: `token` as the bearer (none for null or undefined), `payload` as the JSON
 * body, `headers` sent besides (Accept-Language or User-Agent, say).
 */
export type Api = (
  token: string | null | undefined,
  method: Method,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** The Api of the app `app()` returns when called (a test file's app is opened in beforeAll). */
export const apiOf =
  (app: () => TestApp): Api =>
  (token, method, url, payload, headers = {}) =>
    app().app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

/** What appPerFile gives a test file: the app `t` (set once beforeAll has run) and `api` calling it. */
export type AppPerFile<T extends TestApp> = { t: T; api: Api };

/**
 * A test file's app: opens `create()` before the tests of the file (or of the describe block it is called
 * in) and closes it after them. A beforeAll registered after the call runs once `t` is set (vitest runs
 * hooks in order), so it can make the accounts the tests share.
 */
export function appPerFile<T extends TestApp>(create: () => Promise<T>): AppPerFile<T> {
  const s: AppPerFile<T> = { t: undefined as unknown as T, api: apiOf(() => s.t) };
  // Opening an app (a database copy, a mail peer, maybe a gateway stand-in) is slow on a busy machine.
  beforeAll(async () => {
    s.t = await create();
  }, 180_000);
  // When create() failed there is no app to close: let vitest report that failure, not a TypeError here.
  afterAll(() => s.t?.close());
  return s;
}

let mobile = 9_400_000_000;

/** What appWithAdmin gives a test file. */
export type AppWithAdmin<T extends TestApp> = AppPerFile<T> & {
  admin: Made;
  signup: (over?: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  activate: (registrationNo: string) => Promise<LightMyRequestResponse>;
};

/**
 * A test file's app and Admin: appPerFile, then an Admin account made before the file's tests. The fields
 * are set once beforeAll has run: `t`, `admin`; `api` calls the app, `signup` registers a member through
 * POST /api/auth/signup (a fresh mobile number each time, `over` replacing fields) and `activate` has the
 * Admin verify an account (SPEC §4).
 */
export function appWithAdmin<T extends TestApp>(create: () => Promise<T>): AppWithAdmin<T> {
  const s: AppWithAdmin<T> = Object.assign(appPerFile(create), {
    admin: undefined as unknown as Made,
    signup: (over: Record<string, unknown> = {}) =>
      s.api(null, 'POST', '/api/auth/signup', registrationPayload({ mobile_no: String(++mobile), ...over })),
    activate: (registrationNo: string) =>
      s.api(s.admin.token, 'PATCH', `/api/admin/users/${registrationNo}`, { status: 'active', reason: '' }),
  });
  beforeAll(async () => {
    s.admin = await makeUser(s.t.ctx, { role: 'Admin' });
  });
  return s;
}
