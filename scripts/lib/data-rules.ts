/**
 * The data-layer rules of `npm run deps`: which system may read and write which table. A system writes
 * only the tables it owns (TABLE_OWNERS) and reads its own, platform's and those of the systems its row
 * of SYSTEM_IMPORTS lists; lib/platform touches only platform tables. Only core/money writes the ledger
 * and the stored balances (BALANCE_COLUMNS), in any system's table. A column COLUMN_OWNERS hands to a
 * system is set only by that system, which may update those columns of a table it does not own.
 */
import { SYSTEM_IMPORTS } from '../../eslint.config.mjs';
import { BALANCE_COLUMNS } from '../../lib/systems/core/money/balance-accounts';
import { COLUMN_OWNERS, TABLE_OWNERS } from '../../models/owners';
import type { DynamicTable, TableAccess } from './data-access';

/**
 * Files allowed to name a table at run time, and why. Anything else that does fails: the check cannot
 * see which table it is.
 */
export const DYNAMIC_TABLE_ALLOWLIST: Record<string, string> = {
  'lib/platform/db/entity-ref.ts':
    'objectIdOf takes the table by name; each caller is checked as a read of the literal it passes',
  'lib/platform/db/insert-json-rows.ts':
    'insertJsonRows takes the table by name; each caller is checked as a write of the literal it passes',
  'lib/systems/core/money/post-ledger.ts':
    'the balance tables come from BALANCE_ACCOUNTS, the one registry that names them (each is a literal there)',
  'lib/systems/core/money/move-money.ts':
    'debit_<i> and credit_<i> are the CTEs of one batched transfer statement, not tables',
  'lib/systems/game/turn/vacuum-after-turn.ts':
    'VACUUM of the tables a turn rewrites (TURN_REWRITTEN_TABLES): maintenance, not a data access',
  'lib/testing/': 'test helpers hash, mark and compare every table by name',
};

/**
 * Reads outside the layer rule, by file and table, and why. Kept for what carries no rule of the table's
 * owner; a read that uses a column's meaning takes a parameter or a verb from its caller instead.
 */
export const READ_ALLOWLIST: Record<string, { tables: string[]; reason: string }> = {
  'lib/platform/db/world-version.ts': {
    tables: ['game_state'],
    reason:
      'the world version is the whole game_state row as opaque text, read inside the API admission statement ' +
      '(ETags, caches) so it costs no round trip; platform reads no column of it but the turn, which names the ' +
      'version (X-World-Turn) and measures how far a read replica is behind the primary',
  },
};

export const MONEY_FOLDER = 'lib/systems/core/money/';
export const LEDGER_TABLE = 'ledger_entries';

export type Layer = string;

export type FindingKind =
  'write to another owner' | 'read of a table not below' | 'money' | 'dynamic table' | 'table with no owner';

export interface Finding {
  kind: FindingKind;
  file: string;
  line: number;
  layer: Layer;
  message: string;
}

export interface DataRules {
  owners: Record<string, string>;
  /** `table.column` → the system whose rule the column holds (COLUMN_OWNERS in models/owners.ts). */
  columnOwners: Record<string, string>;
  systemImports: Record<string, readonly string[]>;
  balanceColumns: readonly string[];
  dynamicAllowlist: Record<string, string>;
  readAllowlist: Record<string, { tables: string[]; reason: string }>;
}

/** platform, testing or the system's name for a file under lib/; null elsewhere. */
/** This project's rules, as `npm run deps` and its probe tests apply them. */
export function projectDataRules(): DataRules {
  return {
    owners: TABLE_OWNERS,
    columnOwners: COLUMN_OWNERS,
    systemImports: SYSTEM_IMPORTS,
    balanceColumns: BALANCE_COLUMNS,
    dynamicAllowlist: DYNAMIC_TABLE_ALLOWLIST,
    readAllowlist: READ_ALLOWLIST,
  };
}

export function layerOf(repoPath: string): Layer | null {
  const [top, area, system] = repoPath.split('/');
  if (top !== 'lib') return null;
  if (area === 'systems') return system && !system.includes('.') ? system : 'systems';
  return area ?? null;
}

export function mayRead(layer: Layer, owner: string, rules: DataRules): boolean {
  if (owner === 'platform' || owner === layer) return true;
  if (layer === 'platform') return false;
  return (rules.systemImports[layer] ?? []).includes(owner);
}

/** The findings of one access by production code of `layer` (a system or platform). */
export function judgeAccess(layer: Layer, access: TableAccess, rules: DataRules): Finding[] {
  const at = { file: access.file, line: access.line, layer };
  const owner = rules.owners[access.table];
  if (!owner)
    return [{ ...at, kind: 'table with no owner', message: `${access.table} has no owner in TABLE_OWNERS` }];
  const inMoney = access.file.startsWith(MONEY_FOLDER);
  const findings: Finding[] = [];
  if (access.access === 'read') {
    const allowed = rules.readAllowlist[access.file]?.tables.includes(access.table) ?? false;
    if (!allowed && !mayRead(layer, owner, rules))
      findings.push({
        ...at,
        kind: 'read of a table not below',
        message: `${layer} reads ${access.table} (${owner})`,
      });
    return findings;
  }
  if (access.table === LEDGER_TABLE) {
    if (!inMoney) findings.push({ ...at, kind: 'money', message: `${layer} writes ${LEDGER_TABLE}` });
    return findings;
  }
  const assigned = access.setColumns ?? [];
  const balances = assigned.filter((column) => rules.balanceColumns.includes(`${access.table}.${column}`));
  if (balances.length > 0 && !inMoney)
    findings.push({
      ...at,
      kind: 'money',
      message: `${layer} updates the balance ${balances.map((column) => `${access.table}.${column}`).join(', ')}`,
    });
  // A column another system owns is that system's to set, even in the table owner's own statement.
  const others = assigned.filter((column) => !balances.includes(column));
  const columnOwner = (column: string) => rules.columnOwners[`${access.table}.${column}`];
  const foreign = others.filter((column) => columnOwner(column) && columnOwner(column) !== layer);
  for (const column of foreign)
    findings.push({
      ...at,
      kind: 'write to another owner',
      message: `${layer} sets ${access.table}.${column} (${columnOwner(column)})`,
    });
  // core/money may set the balances in any table; the balances alone are the money finding above. An
  // UPDATE that sets only columns the layer owns (COLUMN_OWNERS) is the layer's own write.
  const onlyBalances = balances.length > 0 && others.length === 0;
  const onlyOwnColumns =
    access.update === true && others.length > 0 && others.every((column) => columnOwner(column) === layer);
  if (owner !== layer && !onlyBalances && !onlyOwnColumns && foreign.length === 0)
    findings.push({
      ...at,
      kind: 'write to another owner',
      message: `${layer} writes ${access.table} (${owner})`,
    });
  return findings;
}

export function isAllowedDynamic(dynamic: DynamicTable, rules: DataRules): boolean {
  return Object.keys(rules.dynamicAllowlist).some((prefix) => dynamic.file.startsWith(prefix));
}

export function judgeDynamic(layer: Layer, dynamic: DynamicTable, rules: DataRules): Finding[] {
  if (isAllowedDynamic(dynamic, rules)) return [];
  return [
    {
      kind: 'dynamic table',
      file: dynamic.file,
      line: dynamic.line,
      layer,
      message: `a table named at run time (${dynamic.expression.replace(/\s+/g, ' ').slice(0, 80)}); allowlist it in DYNAMIC_TABLE_ALLOWLIST with the reason`,
    },
  ];
}
