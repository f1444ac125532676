import { describe, expect, it } from 'vitest';
import { defaultMemberOrder } from './staff-queues';

describe('defaultMemberOrder (decision 155)', () => {
  it('puts registrations waiting for verification oldest first and every other list newest first', () => {
    expect(defaultMemberOrder('pending')).toBe('oldest');
    for (const status of ['all', 'active', 'inactive', 'rejected']) {
      expect(defaultMemberOrder(status)).toBe('newest');
    }
  });
});
