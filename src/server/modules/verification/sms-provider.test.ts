import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { mobileOtps } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { type Made, makeUser } from '../../test/factories';
import { startMsg91StandIn } from '../../test/msg91-standin';
import { apiOf } from '../../test/setup';

const AUTH_KEY = 'local-msg91-key';

/**
 * Decision 185: MSG91 behind the SMS provider interface, tried against a local stand-in of its Flow API.
 * A provider failing answers our 503 (no answer) or 502 (an error answer) with a clear message, never a
 * 500, a hang or the provider's own status; the code it could not deliver is void and the member may ask
 * again at once.
 */
describe(`MSG91 SMS provider (${TEST_DB})`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  let sms: Awaited<ReturnType<typeof startMsg91StandIn>>;
  let n = 0;
  beforeAll(async () => {
    sms = await startMsg91StandIn(AUTH_KEY);
    t = await createTestApp({
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_SENDER_ID: 'SMNGLA',
      MSG91_OTP_TEMPLATE_ID: 'tmpl-otp-1',
      MSG91_DLT_TEMPLATE_ID: '1207170000000000001',
      MSG91_API_URL: sms.url,
      // A short limit keeps the "not answering" test fast; production's default is 10 s.
      SMS_TIMEOUT_MS: '300',
    });
  });
  afterEach(async () => {
    await sms.setMode('up');
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const member = () => makeUser(t.ctx, { profile: { mobileNo: `+91981234${String(5000 + ++n)}` } });
  const send = (m: Made) => api(m.token, 'POST', '/api/user/verification/mobile');
  const liveCodes = async (m: Made) =>
    (await t.ctx.db.select().from(mobileOtps).where(eq(mobileOtps.userId, m.id))).filter((r) => !r.usedAt);

  it('sends through the DLT template with the number and the code; the code proves the number', async () => {
    const m = await member();
    const before = sms.requests.length;
    const res = await send(m);
    expect(res.statusCode).toBe(200);
    const req = sms.requests[before];
    expect(req.authkey).toBe(AUTH_KEY);
    expect(req.body).toMatchObject({
      template_id: 'tmpl-otp-1',
      DLT_TE_ID: '1207170000000000001',
      sender: 'SMNGLA',
    });
    const [recipient] = req.body.recipients as { mobiles: string; otp: string }[];
    expect(recipient.mobiles).toBe(`91981234${5000 + n}`);
    const ok = await api(m.token, 'POST', '/api/user/verification/mobile/confirm', { otp: recipient.otp });
    expect(ok.statusCode).toBe(200);
  });

  for (const [mode, status] of [
    ['down', 503],
    ['hang', 503],
    ['http_502', 502],
    ['http_503', 502],
    ['error_200', 502],
  ] as const) {
    it(`provider ${mode}: ${status} with the clear message, the code void, a retry allowed at once`, async () => {
      const m = await member();
      await sms.setMode(mode);
      const started = Date.now();
      const res = await send(m);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: MSG.smsUnavailable });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await liveCodes(m)).toHaveLength(0);
      await sms.setMode('up');
      expect((await send(m)).statusCode).toBe(200);
      expect(await liveCodes(m)).toHaveLength(1);
    });
  }
});
