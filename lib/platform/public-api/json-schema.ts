import { z } from 'zod';

/** The subset of JSON Schema we read back from z.toJSONSchema. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

/**
 * A zod schema as an embeddable JSON Schema (2020-12, which OpenAPI 3.1 uses). Input mode: it is what
 * a client may send, and for responses it leaves objects open, so clients tolerate additive fields.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

export interface ParamDescription {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  type: string;
  description: string;
  schema: JsonSchema;
}

function primaryType(schema: JsonSchema): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'string';
  return 'string';
}

/** The parameters of one object schema (query string or path), from its shape. */
export function describeParams(schema: z.ZodObject, location: 'query' | 'path'): ParamDescription[] {
  const json = toJsonSchema(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description = '', ...rest } = property;
    return {
      name,
      in: location,
      // OpenAPI: path parameters are always required.
      required: location === 'path' || required.has(name),
      type: primaryType(property),
      description,
      schema: rest,
    };
  });
}

interface RefinementCheck {
  _zod: { def: { check: string; error?: (issue: object) => unknown } };
}

/**
 * The messages of an object schema's own refinements (rules across fields, such as "name or chatId is
 * required"): JSON Schema cannot state them for query parameters, so the API documents them in words.
 */
export function crossFieldRules(schema: z.ZodType | undefined): string[] {
  const checks = ((schema as unknown as { _zod?: { def?: { checks?: RefinementCheck[] } } } | undefined)?._zod
    ?.def?.checks ?? []) as RefinementCheck[];
  return checks.flatMap((check) => {
    const message = check._zod.def.check === 'custom' ? check._zod.def.error?.({}) : undefined;
    return typeof message === 'string' ? [message] : [];
  });
}
