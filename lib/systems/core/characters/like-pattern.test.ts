import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like-pattern';

describe('LIKE patterns', () => {
  it('escapes wildcards and the escape character itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('wraps plain text without changing it', () => {
    expect(containsPattern('ali')).toBe('%ali%');
    expect(prefixPattern('a_b')).toBe('a\\_b%');
  });
});
