import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable } from 'drizzle-orm/pg-core';
import * as models from '@/models';
import type { ModelTables } from './data-access';

/** Every Drizzle table exported from models/, by export name: its SQL name and its columns' SQL names. */
export function modelTables(): ModelTables {
  const tables: ModelTables = {};
  for (const [exportName, value] of Object.entries(models)) {
    if (!is(value, PgTable)) continue;
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(value)).map(
        // The client maps unnamed columns with casing: 'snake_case' (lib/platform/db/pool.ts).
        ([key, column]) => [key, column.keyAsName ? toSnakeCase(column.name) : column.name],
      ),
    );
    tables[exportName] = { name: getTableName(value), columns };
  }
  return tables;
}
