import { describe, expect, it } from 'vitest';
import { text } from './validation';

describe('text primitive', () => {
  const name = text({ max: 10 });
  const bio = text({ max: 100, multiline: true });

  it('trims and accepts ordinary text, including emoji and right-to-left marks', () => {
    expect(name.parse('  Alice ')).toBe('Alice');
    expect(name.parse('🙂 \u200fשלום')).toBe('🙂 \u200fשלום');
  });

  it.each([
    ['a NUL byte', 'ab\u0000c'],
    ['an escape', 'ab\u001bc'],
    ['DEL', 'ab\u007fc'],
    ['an inner newline', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude42b'],
    ['too long', 'x'.repeat(11)],
    ['empty', '   '],
  ])('refuses %s in a name', (_case, value) => {
    expect(name.safeParse(value).success).toBe(false);
  });

  it('counts the length in code points, as the OpenAPI maxLength does: an emoji is one', () => {
    const schema = text({ max: 10 });
    expect(schema.safeParse('😀'.repeat(10)).success).toBe(true);
    expect(schema.safeParse('😀'.repeat(11)).success).toBe(false);
    expect(schema.safeParse('a'.repeat(11)).success).toBe(false);
  });

  it('lets free text keep tabs and line breaks, but never NUL', () => {
    expect(bio.parse('line one\n\tline two\r\n')).toBe('line one\n\tline two');
    expect(bio.safeParse('line\u0000').success).toBe(false);
  });

  it('keeps surrounding whitespace when told not to trim (passwords)', () => {
    expect(text({ max: 20, trim: false }).parse(' secret ')).toBe(' secret ');
  });
});
