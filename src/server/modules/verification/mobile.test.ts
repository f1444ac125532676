import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { mobileOtps, profiles } from '../../db/schema';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { appPerFile } from '../../test/setup';

let n = 0;
/** A member with a number of their own (the per-number limits are shared by every account). */
const member = (t: TestApp, over: Parameters<typeof makeUser>[1] = {}) =>
  makeUser(t.ctx, { ...over, profile: { mobileNo: `+9197${String(10_000_000 + ++n * 7919).slice(-8)}` } });

/** The codes the outbox fallback wrote for `mobile`, oldest first (decision 187). */
function outboxCodes(t: TestApp, mobile: string): string[] {
  const dir = path.join(t.ctx.config.dataDir, 'outbox', 'sms');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith(`${mobile}.txt`))
    .map((f) => readFileSync(path.join(dir, f), 'utf8').match(/\b(\d{6})\b/)?.[1] ?? '');
}

describe(`mobile verification by SMS code (docs/verification.md#mobile, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;

  const send = (m: Made, ip = '10.1.0.1') =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/user/verification/mobile',
      headers: bearer(m.token),
      remoteAddress: ip,
    });
  const confirm = (m: Made, otp: string) =>
    api(m.token, 'POST', '/api/user/verification/mobile/confirm', { otp });
  const mine = async (m: Made) => (await api(m.token, 'GET', '/api/user/verification')).json();
  const mobileOf = async (m: Made) =>
    (await s.t.ctx.db.select({ v: profiles.mobileNo }).from(profiles).where(eq(profiles.userId, m.id)))[0].v;

  it('without a provider the code goes to the outbox; the right code gives the badge, a free member included', async () => {
    const m = await member(s.t, { role: 'FreeUser' });
    const mobile = await mobileOf(m);
    expect((await mine(m)).badges.mobile_verified).toBe(false);
    const res = await send(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.mobileCodeSent);
    const [code] = outboxCodes(s.t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the row.
    const [row] = await s.t.ctx.db.select().from(mobileOtps).where(eq(mobileOtps.userId, m.id));
    expect(JSON.stringify(row)).not.toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(m, wrong)).json().message).toBe(MSG.otpInvalid);
    const ok = await confirm(m, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.mobileVerified);
    const after = await mine(m);
    expect(after.badges.mobile_verified).toBe(true);
    expect(after.abilities.verify_mobile).toBe(false);
    // Single use.
    expect((await confirm(m, code)).statusCode).toBe(400);
    expect((await send(m)).json().message).toBe(MSG.mobileAlreadyVerified);
  });

  it('changing the number removes the badge until the new number is proven', async () => {
    const m = await member(s.t);
    await send(m);
    const [code] = outboxCodes(s.t, await mobileOf(m));
    expect((await confirm(m, code)).statusCode).toBe(200);
    const edit = await api(m.token, 'PUT', '/api/user/profile', { mobile_no: '9845099999' });
    expect(edit.statusCode).toBe(200);
    expect((await mine(m)).badges.mobile_verified).toBe(false);
    expect((await send(m)).statusCode).toBe(200);
    const [fresh] = outboxCodes(s.t, '+919845099999');
    expect((await confirm(m, fresh)).statusCode).toBe(200);
    expect((await mine(m)).badges.mobile_verified).toBe(true);
  });

  it('a code sent to the old number does not prove the new one', async () => {
    const m = await member(s.t);
    const old = await mobileOf(m);
    await send(m);
    const [code] = outboxCodes(s.t, old);
    await s.t.ctx.db.update(profiles).set({ mobileNo: '+919845011111' }).where(eq(profiles.userId, m.id));
    expect((await confirm(m, code)).json().message).toBe(MSG.otpInvalid);
    expect((await mine(m)).badges.mobile_verified).toBe(false);
  });

  it('a code expires after 10 minutes', async () => {
    const m = await member(s.t);
    await send(m);
    const [code] = outboxCodes(s.t, await mobileOf(m));
    await s.t.ctx.db
      .update(mobileOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileOtps.userId, m.id));
    expect((await confirm(m, code)).json().message).toBe(MSG.otpInvalid);
  });

  it('parallel sends for one number: one SMS a minute', async () => {
    const m = await member(s.t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(m)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(answers.find((r) => r.statusCode === 429)?.json().message).toBe(MSG.mobileCodeTooSoon);
    expect(outboxCodes(s.t, await mobileOf(m))).toHaveLength(1);
  });

  it('parallel sends from one address for many numbers: at most 10 an hour', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => member(s.t)));
    const answers = await Promise.all(many.map((m) => send(m, '10.9.9.9')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });

  it('parallel wrong guesses: at most 5 comparisons, then even the right code is refused', async () => {
    const m = await member(s.t);
    await send(m);
    const [code] = outboxCodes(s.t, await mobileOf(m));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(m, wrong)));
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await s.t.ctx.db.select().from(mobileOtps).where(eq(mobileOtps.userId, m.id));
    expect(row.attempts).toBe(5);
    expect((await confirm(m, code)).json().message).toBe(MSG.otpTooManyTries);
    expect((await mine(m)).badges.mobile_verified).toBe(false);
  });

  it('parallel right answers: the code is claimed once', async () => {
    const m = await member(s.t);
    await send(m);
    const [code] = outboxCodes(s.t, await mobileOf(m));
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(m, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await mine(m)).badges.mobile_verified).toBe(true);
  });
});
