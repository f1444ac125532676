import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../db/errors';
import { hasSqlState, isUniqueViolation } from './errors';

/** An error as drizzle throws it: its own message, the driver's error (with the SQLSTATE) as `cause`. */
function wrapped(code: string, message = 'driver error'): Error {
  return new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { code }) });
}

describe('SQLSTATE of an error on both drivers', () => {
  it('finds the code on the error or on the error it wraps, and nothing else', () => {
    expect(hasSqlState(Object.assign(new Error('x'), { code: '57014' }), '57014')).toBe(true);
    expect(hasSqlState(wrapped('57014'), '57014')).toBe(true);
    expect(hasSqlState(new Error('outer', { cause: wrapped('57014') }), '57014')).toBe(true);
    expect(hasSqlState(wrapped('23505'), '57014')).toBe(false);
    expect(hasSqlState(new Error('canceling statement due to statement timeout'), '57014')).toBe(false);
    expect(hasSqlState(undefined, '57014')).toBe(false);
    expect(hasSqlState('57014', '57014')).toBe(false);
  });

  it('tells a unique violation and an unreachable database apart', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(databaseUnavailable(wrapped('57014'))).toBe(true);
    expect(databaseUnavailable(wrapped('08006'))).toBe(true);
    expect(databaseUnavailable(wrapped('ECONNREFUSED'))).toBe(true);
    expect(
      databaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(databaseUnavailable(wrapped('23505'))).toBe(false);
    expect(databaseUnavailable(new Error('Validation failed'))).toBe(false);
  });
});
