import fc from 'fast-check';

/** Tests only: fast-check arbitraries for the JSON Schema (2020-12) subset our OpenAPI document uses. */

export type Schema = Record<string, unknown>;

/** Follows `#/components/...` references inside `document`. */
export function resolveRef(schema: Schema, document: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Schema>((node, key) => node[key] as Schema, document);
  }
  return current;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? minLength + 24), minLength + 64);
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? -1e6);
  const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? 1e6);
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : undefined;
  if (step) {
    // Whole multiples of the step, kept away from an exclusive bound.
    const low = Math.ceil(min / step) + (exclusiveMin && Number.isInteger(min / step) ? 1 : 0);
    const high = Math.floor(max / step) - (exclusiveMax && Number.isInteger(max / step) ? 1 : 0);
    return fc
      .integer({ min: Math.max(low, -1e9), max: Math.min(high, 1e9) })
      .map((n) => Number((n * step).toFixed(10)));
  }
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
  });
}

/** Values that satisfy `schema` (as far as generation can tell; the server is the judge). */
export function validValue(schema: Schema, document: Schema): fc.Arbitrary<unknown> {
  const s = resolveRef(schema, document);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const choices = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, document)));
  const type = Array.isArray(s.type) ? (s.type as string[])[0] : (s.type as string | undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validValue(s.items as Schema, document) : fc.string(), {
        minLength: Number(s.minItems ?? 0),
        maxLength: Math.min(Number(s.maxItems ?? 4), 4),
      });
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, child]) => [name, validValue(child, document)]),
        ),
        { requiredKeys: [...required].filter((name) => name in properties) },
      );
    }
    default:
      return fc.jsonValue();
  }
}

/** Anything of the wrong kind: wrong types, bad text, out-of-range and non-finite-looking numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    1e308,
    -1e-9,
    '',
    ' ',
    '0x10',
    '1e400',
    'NaN',
    '\u0000',
    'a\ud83d',
    '%zz',
  ),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
