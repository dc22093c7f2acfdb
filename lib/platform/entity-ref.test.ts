import { describe, expect, it } from 'vitest';
import { entityRef } from './schemas';

describe('entityRef', () => {
  it('takes an ObjectId or a sequential number, nothing else', () => {
    expect(entityRef.safeParse('0123456789abcdef01234567').success).toBe(true);
    expect(entityRef.safeParse('1').success).toBe(true);
    expect(entityRef.safeParse('871').success).toBe(true);
    expect(entityRef.safeParse('999999999').success).toBe(true);
    for (const bad of ['', '0', '012', '1234567890', '12abc', '0123456789ABCDEF01234567', ' 12', 12]) {
      expect(entityRef.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
