import { z } from 'zod';
import { AppError } from './errors';

/** A readable one-line summary of a zod failure, e.g. "limit: Too big: expected number to be <=100". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parse with a schema or throw BAD_REQUEST naming the bad fields. Domain verbs validate with this. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('BAD_REQUEST', describeZodError(result.error));
  return result.data;
}

// PostgreSQL text refuses NUL outright (a 500 if it gets that far); other C0 controls and DEL are
// never meant in names, codes or ids. Free text keeps tab, newline and carriage return.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A UTF-16 half without its partner cannot be encoded as UTF-8; Node would silently store U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /**
   * Longest accepted value, in Unicode code points (checked after trimming): what JSON Schema's
   * `maxLength` in the published OpenAPI document means, and what Zod counts. An emoji counts one; the
   * browser's `maxlength` counts UTF-16 units, so a form never sends more than the server takes.
   */
  max: number;
  /** Shortest accepted value; defaults to 1 (an empty string is not a value). */
  min?: number;
  /** Free text (bios, posts) may contain tab and line breaks; names, codes and ids may not. */
  multiline?: boolean;
  /** Trim surrounding whitespace first; default true. Passwords keep theirs. */
  trim?: boolean;
}

/**
 * The one string primitive for every query, path and body field: trims, caps the length, and
 * refuses control characters and lone surrogates with a readable message (400 BAD_REQUEST).
 */
export function text({ max, min = 1, multiline = false, trim = true }: TextOptions) {
  const controls = multiline ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS;
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !controls.test(value), 'must not contain control characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'must be valid Unicode text');
}
