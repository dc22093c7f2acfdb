import { z } from 'zod';

/**
 * A copy of `schema` in which every object, however deeply nested, rejects undeclared keys.
 * The contract test uses it so a field the catalog does not declare cannot slip into a response.
 */
export function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        deepStrict(value),
      ]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodDefault) return deepStrict(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map(deepStrict) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, deepStrict(schema.valueType as z.ZodType));
  }
  return schema;
}
