import type { z } from 'zod';
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
