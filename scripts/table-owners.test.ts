import { describe, expect, it } from 'vitest';
import { SYSTEM_IMPORTS } from '../eslint.config.mjs';
import { BALANCE_ACCOUNTS } from '../lib/systems/core/money/balance-accounts';
import { COLUMN_OWNERS, TABLE_OWNERS } from '../models/owners';
import { modelTables } from './lib/model-tables';

const sqlNames = Object.values(modelTables()).map((table) => table.name);

describe('TABLE_OWNERS', () => {
  it('names one owner for every table exported from models/', () => {
    expect(sqlNames.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
    expect(new Set(sqlNames).size).toBe(sqlNames.length);
  });

  it('names only real tables', () => {
    expect(Object.keys(TABLE_OWNERS).filter((name) => !sqlNames.includes(name))).toEqual([]);
  });

  it('gives each table to platform or a system that may own one (game assembles, owns none)', () => {
    const owners = new Set([
      'platform',
      ...Object.keys(SYSTEM_IMPORTS).filter((system) => system !== 'game'),
    ]);
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) expect(owners.has(owner), table).toBe(true);
  });

  it('knows every table that holds a stored balance', () => {
    for (const { table } of Object.values(BALANCE_ACCOUNTS)) expect(TABLE_OWNERS[table], table).toBeDefined();
  });
});

describe('COLUMN_OWNERS', () => {
  const tables = Object.values(modelTables());
  it('names real columns, each handed to a system other than its table’s owner, never a balance', () => {
    for (const [key, owner] of Object.entries(COLUMN_OWNERS)) {
      const [table, column] = key.split('.');
      expect(Object.values(tables.find((t) => t.name === table)?.columns ?? {}), key).toContain(column);
      expect(owner, key).not.toBe(TABLE_OWNERS[table!]);
      expect(
        Object.values(BALANCE_ACCOUNTS).some((a) => a.table === table && a.balance === column),
        key,
      ).toBe(false);
    }
  });
});
