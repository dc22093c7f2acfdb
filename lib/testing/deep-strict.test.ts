import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepStrict } from './deep-strict';

const schema = z.object({
  a: z.number(),
  nested: z.object({ b: z.string() }).nullable(),
  list: z.array(z.object({ c: z.boolean() })),
  maybe: z.object({ d: z.number() }).optional(),
  map: z.record(z.string(), z.object({ e: z.number() })),
});
const valid = { a: 1, nested: { b: 'x' }, list: [{ c: true }], maybe: { d: 2 }, map: { k: { e: 3 } } };

describe('deepStrict', () => {
  it('accepts exactly the declared shape, like the original', () => {
    expect(deepStrict(schema).parse(valid)).toEqual(valid);
    expect(deepStrict(schema).safeParse({ ...valid, nested: null, maybe: undefined }).success).toBe(true);
  });

  it.each([
    ['top level', { ...valid, extra: 1 }],
    ['nullable object', { ...valid, nested: { b: 'x', extra: 1 } }],
    ['array element', { ...valid, list: [{ c: true, extra: 1 }] }],
    ['optional object', { ...valid, maybe: { d: 2, extra: 1 } }],
    ['record value', { ...valid, map: { k: { e: 3, extra: 1 } } }],
  ])('rejects an undeclared key at the %s', (_where, value) => {
    expect(schema.safeParse(value).success).toBe(true);
    expect(deepStrict(schema).safeParse(value).success).toBe(false);
  });

  it('still rejects wrong types', () => {
    expect(deepStrict(schema).safeParse({ ...valid, a: 'one' }).success).toBe(false);
  });
});
