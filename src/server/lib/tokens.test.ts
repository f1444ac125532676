import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-a-test-secret-a-test-secret');
const claims = {
  user_role: 'FreeUser' as const,
  ref_no: 'CM1',
  user_id: '0b7c2a57-3c55-4c0b-9c43-2f6e43a4f0a1',
  tv: 0,
};

describe('session tokens: verified once per process (decision 205)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims for a token verified before', async () => {
    const token = await signToken(claims, secret, 60);
    const first = await verifyToken(token, secret);
    expect(first).toMatchObject(claims);
    expect(await verifyToken(token, secret)).toEqual(first);
  });

  it('refuses a remembered token once it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const token = await signToken(claims, secret, 60);
    expect(await verifyToken(token, secret)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-01T00:00:59Z'));
    expect(await verifyToken(token, secret)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-01T00:01:00Z'));
    expect(await verifyToken(token, secret)).toBeNull();
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it('refuses a remembered token under another secret, and a changed one', async () => {
    const token = await signToken(claims, secret, 60);
    expect(await verifyToken(token, secret)).not.toBeNull();
    const other = new TextEncoder().encode('another-secret-another-secret-another-secr');
    expect(await verifyToken(token, other)).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, user_role: 'Admin', exp: 9e9, iat: 1 })).toString(
      'base64url',
    );
    expect(await verifyToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(await verifyToken(`${h}.${p}.${s}x`, secret)).toBeNull();
  });
});
