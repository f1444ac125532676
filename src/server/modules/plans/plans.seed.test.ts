import { describe, expect, it } from 'vitest';
import { mayReceivePush } from '../../../shared/policies';
import { SEED_PLANS } from './plans.seed';

/** The seeded plans' data says what the membership page sells (SPEC §9, decision 208). */
describe('seeded plans keep the membership page’s promises', () => {
  it('push to devices: Free without it, every plan selling "mobile application access" with it', () => {
    const push = Object.fromEntries(SEED_PLANS.map((p) => [p.code, mayReceivePush(p.entitlements)]));
    expect(push).toEqual({ FreeUser: false, SilverUser: true, PremiumUser: true, Assistance: true });
    // Premium sells "All Silver features" and Assisted Service "All Premium features".
    for (const p of SEED_PLANS) {
      const sells = p.features.some((f) => /mobile application|all (silver|premium) features/i.test(f));
      expect(mayReceivePush(p.entitlements), p.code).toBe(sells);
    }
  });
});
