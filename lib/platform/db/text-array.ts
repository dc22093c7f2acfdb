import { sql, type SQL } from 'drizzle-orm';

/** A text[] parameter (drizzle expands a JS array into a list, so it travels as one JSON value). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
