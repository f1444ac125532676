import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import {
  gunaPasses,
  HOROSCOPE_PRIVACY,
  horoscopeVisible,
  manglikMatchingStatuses,
  manglikPasses,
  showsGunaMilan,
} from './horoscope';

const OWNER = 'owner';
const viewer = (role: Role, id = 'viewer', status: 'active' | 'pending' = 'active') => ({ id, role, status });

describe('horoscope privacy (docs/horoscope.md#privacy): who sees a horoscope', () => {
  it('the whole matrix: privacy × accepted interest × viewer', () => {
    const rows: [string, boolean, ReturnType<typeof viewer>, boolean][] = [];
    for (const privacy of HOROSCOPE_PRIVACY) {
      for (const accepted of [false, true]) {
        rows.push([privacy, accepted, viewer('FreeUser', OWNER), true]);
        rows.push([privacy, accepted, viewer('Admin'), true]);
        rows.push([privacy, accepted, viewer('promoter'), false]);
        rows.push([privacy, accepted, viewer('FreeUser', 'v', 'pending'), false]);
        const member = privacy === 'members' || (privacy === 'accepted' && accepted);
        rows.push([privacy, accepted, viewer('FreeUser'), member]);
        rows.push([privacy, accepted, viewer('PremiumUser'), member]);
      }
    }
    for (const [privacy, accepted, v, expected] of rows) {
      expect(
        horoscopeVisible(v, { ownerId: OWNER, horoscopePrivacy: privacy, accepted }),
        `${privacy} accepted=${accepted} ${v.role}/${v.id}/${v.status}`,
      ).toBe(expected);
    }
    // An unknown stored value shows nothing to another member.
    expect(
      horoscopeVisible(viewer('FreeUser'), { ownerId: OWNER, horoscopePrivacy: 'x', accepted: true }),
    ).toBe(false);
  });

  it('the guna milan is shown only when visible, to another member, with both Moon positions', () => {
    expect(showsGunaMilan(true, false, true)).toBe(true);
    expect(showsGunaMilan(false, false, true)).toBe(false);
    expect(showsGunaMilan(true, true, true)).toBe(false);
    expect(showsGunaMilan(true, false, false)).toBe(false);
  });
});

describe('horoscope preferences (docs/horoscope.md#matching)', () => {
  it('a minimum guna milan: unknown passes unless the member chose otherwise; 0 is no preference', () => {
    expect(gunaPasses(18, 18, true)).toBe(true);
    expect(gunaPasses(17.5, 18, true)).toBe(false);
    expect(gunaPasses(null, 18, true)).toBe(true);
    expect(gunaPasses(null, 18, false)).toBe(false);
    expect(gunaPasses(3, 0, false)).toBe(true);
  });

  it('a compatible manglik status (decision 147)', () => {
    expect(manglikMatchingStatuses('No')).toEqual(['No']);
    expect(manglikMatchingStatuses('Yes')).toEqual(['Yes', 'Partial']);
    expect(manglikMatchingStatuses('Partial')).toEqual(['Yes', 'Partial']);
    expect(manglikMatchingStatuses('Dont Know')).toEqual([]);
    expect(manglikPasses('No', 'Yes', true)).toBe(false);
    expect(manglikPasses('No', 'No', false)).toBe(true);
    expect(manglikPasses('No', '', true)).toBe(true);
    expect(manglikPasses('No', 'Dont Know', false)).toBe(false);
  });
});
