import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { BALANCE_ACCOUNT_LIST, type BalanceAccount, type BalanceAccountType } from './balance-accounts';

/**
 * A set of ledger movements posted in one statement (docs/money.md, "The writer").
 *
 * `entries` is the caller's select of `account_type, account_id, currency_code, amount_cents` (extra
 * columns are ignored); rows are written to the ledger in its order, so give it an ORDER BY. Where
 * `transferId`, `reason` or `turn` is left out, the select supplies a column of that name per row.
 * Amounts are not filtered: a zero row is written if the select returns one.
 */
export interface LedgerPosting {
  /**
   * CTEs (`name as (…)`, comma-separated) that `entries` reads. They may modify other tables, but no row
   * the posting changes: PostgreSQL applies only one of two updates of a row in one statement.
   */
  with?: SQL;
  entries: SQL;
  transferId?: string | SQL;
  reason?: string | SQL;
  turn?: number | SQL;
  /**
   * The stored-balance account types the entries may hold (default: every one). Naming them keeps the
   * statement to the tables it writes; a row of another non-system type is refused.
   */
  accounts?: readonly BalanceAccountType[];
  /** The error for a debit that would leave a balance below zero; default AppError INSUFFICIENT_FUNDS. */
  insufficient?: () => Error;
  /**
   * Other columns of one balance table (keyed by id alone), set in the same update as the balances: a row
   * changes only once per statement, and every further write of a row in a turn costs the turn its
   * foreign-key checks. `rows` (a CTE's name) has `account_id` and at most one row per account: every
   * account the entries move must be among them, others may be (their balance stays). `set` is the
   * assignments, reading those rows as `x` and the old row as `t`.
   */
  alsoSet?: { table: string; rows: SQL; set: SQL };
}

/** What a refused posting raises inside its statement, so nothing of it is written. */
const REFUSED = 'money: refused';

interface TableGroup {
  table: string;
  key: string;
  currencyKey?: string;
  accounts: { accountType: BalanceAccountType; balance: string }[];
}

function tableGroups(accounts: readonly BalanceAccountType[] | undefined): TableGroup[] {
  const wanted = accounts ? new Set(accounts) : null;
  const groups = new Map<string, TableGroup>();
  for (const account of BALANCE_ACCOUNT_LIST) {
    if (wanted && !wanted.has(account.accountType)) continue;
    const spec: BalanceAccount = account;
    const group = groups.get(spec.table) ?? {
      table: spec.table,
      key: spec.key,
      currencyKey: spec.currencyKey,
      accounts: [],
    };
    group.accounts.push({ accountType: account.accountType, balance: spec.balance });
    groups.set(spec.table, group);
  }
  return [...groups.values()];
}

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);
const name = (text: string) => sql.raw(text);

function column(value: string | number | SQL | undefined, fallback: string, cast: string): SQL {
  if (value === undefined) return sql.raw(`e.${fallback}`);
  if (typeof value === 'string' || typeof value === 'number') return sql`${value}::${sql.raw(cast)}`;
  return value;
}

/**
 * One table's balance changes: the net delta per account (a table holding two account types, such as
 * characters' funds and cash, changes each row once), then the conditional update: a debit that would
 * leave a balance below zero changes nothing, and the account is listed as refused. A holding keyed by
 * currency is created by its first credit.
 */
function tableSteps(
  group: TableGroup,
  index: number,
  alsoSet?: LedgerPosting['alsoSet'],
): { steps: SQL; refused: SQL; balances: SQL[]; moved: SQL } {
  const delta = name(`money_delta_${index}`);
  const applied = name(`money_applied_${index}`);
  const table = name(group.table);
  const key = name(group.key);
  const types = sql.join(
    group.accounts.map((a) => literal(a.accountType)),
    sql`, `,
  );
  const keyColumns = group.currencyKey ? sql`account_id, currency_code` : sql`account_id`;
  const sums = group.accounts.map(
    (a, i) =>
      sql`coalesce(sum(amount_cents) filter (where account_type = ${literal(a.accountType)}), 0)::bigint as ${name(`d${i}`)}`,
  );
  const deltas = sql`${delta} as (
    select ${keyColumns}, ${sql.join(sums, sql`, `)} from money_entries
    where account_type in (${types}) group by ${keyColumns}
    having ${sql.join(
      group.accounts.map(
        (a) =>
          sql`coalesce(sum(amount_cents) filter (where account_type = ${literal(a.accountType)}), 0) <> 0`,
      ),
      sql` or `,
    )})`;
  let update: SQL;
  let matches: SQL;
  if (group.currencyKey) {
    // One balance per (key, currency): a credit is an upsert (a new holding comes from a credit); a debit
    // is an update, since a CHECK applies to the row an upsert proposes before its conflict is resolved.
    const [account] = group.accounts;
    const balance = name(account!.balance);
    const currencyKey = name(group.currencyKey);
    const credited = name(`money_credited_${index}`);
    const debited = name(`money_debited_${index}`);
    update = sql`${credited} as (
      insert into ${table} as t (${key}, ${currencyKey}, ${balance})
      select d.account_id, d.currency_code, d.d0 from ${delta} d where d.d0 > 0
      on conflict (${key}, ${currencyKey}) do update set ${balance} = t.${balance} + excluded.${balance}
      returning t.${key} as account_id, t.${currencyKey} as currency_code, t.${balance} as b0),
    ${debited} as (
      update ${table} t set ${balance} = t.${balance} + d.d0 from ${delta} d
      where d.d0 < 0 and t.${key} = d.account_id and t.${currencyKey} = d.currency_code and t.${balance} + d.d0 >= 0
      returning t.${key} as account_id, t.${currencyKey} as currency_code, t.${balance} as b0),
    ${applied} as (select * from ${credited} union all select * from ${debited})`;
    matches = sql`u.account_id = d.account_id and u.currency_code = d.currency_code`;
  } else if (alsoSet) {
    // The rows to write drive the update; an account without a movement keeps its balance.
    const sets = group.accounts.map(
      (a, i) => sql`${name(a.balance)} = t.${name(a.balance)} + coalesce(d.${name(`d${i}`)}, 0)`,
    );
    const floors = group.accounts.map(
      (a, i) => sql`(coalesce(d.${name(`d${i}`)}, 0) >= 0 or t.${name(a.balance)} + d.${name(`d${i}`)} >= 0)`,
    );
    const returned = group.accounts.map((a, i) => sql`t.${name(a.balance)} as ${name(`b${i}`)}`);
    update = sql`${applied} as (
      update ${table} t set ${sql.join(sets, sql`, `)}, ${alsoSet.set}
      from ${alsoSet.rows} x left join ${delta} d on d.account_id = x.account_id
      where t.${key} = x.account_id and ${sql.join(floors, sql` and `)}
      returning t.${key} as account_id, null::text as currency_code, ${sql.join(returned, sql`, `)},
        d.account_id is not null as moved)`;
    matches = sql`u.account_id = d.account_id`;
  } else {
    const sets = group.accounts.map(
      (a, i) => sql`${name(a.balance)} = t.${name(a.balance)} + d.${name(`d${i}`)}`,
    );
    const floors = group.accounts.map(
      (a, i) => sql`(d.${name(`d${i}`)} >= 0 or t.${name(a.balance)} + d.${name(`d${i}`)} >= 0)`,
    );
    const returned = group.accounts.map((a, i) => sql`t.${name(a.balance)} as ${name(`b${i}`)}`);
    update = sql`${applied} as (
      update ${table} t set ${sql.join(sets, sql`, `)} from ${delta} d
      where t.${key} = d.account_id and ${sql.join(floors, sql` and `)}
      returning t.${key} as account_id, null::text as currency_code, ${sql.join(returned, sql`, `)})`;
    matches = sql`u.account_id = d.account_id`;
  }
  // A holding keyed by currency that does not exist yet is simply short.
  // With alsoSet, an account the entries move but the rows leave out is a caller's bug, reported as missing.
  const missing = group.currencyKey
    ? sql`false`
    : alsoSet
      ? sql`(not exists (select 1 from ${table} x where x.${key} = d.account_id)
          or not exists (select 1 from ${alsoSet.rows} x where x.account_id = d.account_id))`
      : sql`not exists (select 1 from ${table} x where x.${key} = d.account_id)`;
  const refused = sql`
    select ${literal(group.table)} || ':' || d.account_id
      || case when ${missing} then ' (missing)' else '' end as account
    from ${delta} d where not exists (select 1 from ${applied} u where ${matches})`;
  const balances = group.accounts.map(
    (a, i) => sql`select ${literal(a.accountType)}::text as account_type, u.account_id, u.currency_code,
      u.${name(`b${i}`)} as balance from ${applied} u${alsoSet ? sql` where u.moved` : sql``}`,
  );
  // The accounts moved: every applied row, or with alsoSet those with a movement.
  const moved = alsoSet
    ? sql`(select count(*) from ${applied} where moved)`
    : sql`(select count(*) from ${applied})`;
  return { steps: sql`${deltas}, ${update}`, refused, balances, moved };
}

export interface PostingSteps {
  /** CTEs to put after `with`: the caller's, the entries, the ledger insert and the balance updates. */
  steps: SQL;
  /**
   * A scalar to select once: 0, or an error raised inside the statement when an account was refused (a
   * debit below zero, a missing account, an unknown account type), so nothing of the statement is written.
   */
  check: SQL;
  /** The CTE `money_balances (account_type, account_id, currency_code, balance)`: every changed balance. */
  balances: SQL;
}

/**
 * The set-based writer as CTEs, for a statement that posts among its own steps (the transfer's batched
 * move). postLedger runs them alone; see LedgerPosting.
 */
export function ledgerPostingSteps(posting: LedgerPosting): PostingSteps {
  const groups = tableGroups(posting.accounts);
  const known = [...groups.flatMap((g) => g.accounts.map((a) => a.accountType)), 'system'];
  const also = posting.alsoSet;
  if (also) {
    const group = groups.find((g) => g.table === also.table);
    if (!group || group.currencyKey)
      throw new Error(`postLedger: alsoSet's table ${also.table} is not a balance table keyed by id alone`);
  }
  const tables = groups.map((group, index) =>
    tableSteps(group, index, also && group.table === also.table ? also : undefined),
  );
  const entries = sql`money_entries as materialized (
    select ${column(posting.transferId, 'transfer_id', 'text')} as transfer_id, e.account_type::text as account_type,
      e.account_id::text as account_id, e.currency_code::text as currency_code,
      e.amount_cents::bigint as amount_cents, ${column(posting.reason, 'reason', 'text')} as reason,
      ${column(posting.turn, 'turn', 'int')} as turn
    from (${posting.entries}) e)`;
  const ledger = sql`money_ledger as (
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn from money_entries)`;
  const unknown = sql`select account_type || ':' || account_id || ' (no stored balance)' as account from money_entries
    where account_type not in (${sql.join(
      known.map((type) => literal(type)),
      sql`, `,
    )})`;
  const refused = sql`money_refused as (${sql.join(
    [...tables.map((t) => t.refused), unknown],
    sql` union all `,
  )})`;
  const balanceRows = tables.flatMap((t) => t.balances);
  const balances = sql`money_balances as (${
    balanceRows.length > 0
      ? sql.join(balanceRows, sql` union all `)
      : sql`select null::text as account_type, null::text as account_id, null::text as currency_code,
          null::bigint as balance where false`
  })`;
  const steps = sql.join(
    [
      ...(posting.with ? [posting.with] : []),
      entries,
      ledger,
      ...tables.map((t) => t.steps),
      refused,
      balances,
    ],
    sql`, `,
  );
  // Counting is enough to know nothing was refused (one applied row per account that moved); the list
  // of refused accounts, an anti-join, is built only to word the error.
  const allApplied = sql.join(
    [
      ...tables.map((t, index) => sql`(select count(*) from ${name(`money_delta_${index}`)}) = ${t.moved}`),
      sql`not exists (${unknown})`,
    ],
    sql` and `,
  );
  const check = sql`(select case when ${allApplied} then 0
      else (${REFUSED} || ' ' || (select string_agg(account, ', ') from (select account from money_refused limit 10) r))::int end)`;
  return { steps, check, balances: sql`money_balances` };
}

/** The refused accounts when `error` is a posting's refusal, else null. */
function refusedAccounts(error: unknown): string | null {
  // Only the database's own error counts: a wrapper's message also lists the statement's parameters.
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (code === '22P02' && typeof message === 'string' && message.includes(REFUSED)) {
      const start = message.indexOf(REFUSED) + REFUSED.length;
      return message.slice(start).replace(/"$/, '').trim();
    }
  }
  return null;
}

/**
 * The error a refused posting throws: a missing account or an unknown type is a bug (Error); a debit
 * that would go below zero is the caller's `insufficient()` or INSUFFICIENT_FUNDS.
 */
export function postingError(error: unknown, insufficient?: () => Error): unknown {
  const accounts = refusedAccounts(error);
  if (accounts === null) return error;
  if (accounts.includes('(missing)') || accounts.includes('(no stored balance)')) {
    return new Error(`ledger posting refused: ${accounts}`);
  }
  return insufficient ? insufficient() : new AppError('INSUFFICIENT_FUNDS');
}

/**
 * The set-based writer: ONE statement inserts the ledger rows of `entries`, in their order, and moves every
 * stored balance they name (BALANCE_ACCOUNTS) by its net amount. A debit that would leave a balance below
 * zero, or an account that does not exist, refuses the whole statement: nothing of it is written and the
 * caller's transaction is aborted (a turn rolls back). Rows of `system` accounts are ledger rows only.
 */
export async function postLedger(tx: Db, posting: LedgerPosting): Promise<void> {
  const { steps, check } = ledgerPostingSteps(posting);
  try {
    await tx.execute(sql`with ${steps} select ${check} as refused`);
  } catch (error) {
    throw postingError(error, posting.insufficient);
  }
}

/** One ledger row of a single movement: a stored balance of the registry, or a `system` source or sink. */
export interface LedgerRow {
  accountType: BalanceAccountType | 'system';
  accountId: string;
  currencyCode: string;
  /** Signed whole minor units: negative leaves the account. */
  cents: number;
}

/** A balance after a posting; `currencyCode` only for holdings keyed by currency. */
export interface PostedBalance {
  accountType: BalanceAccountType;
  accountId: string;
  currencyCode: string | null;
  balanceCents: number;
}

/**
 * The writer for one movement given as rows, in one statement: the verbs that move money between
 * stored balances and named accounts. Rows of zero are left out. Returns every changed balance. A debit
 * that would go below zero writes nothing and throws `insufficient()` (default INSUFFICIENT_FUNDS); the
 * caller's transaction rolls the rest back. Rows of one transfer may be posted by several calls; the
 * transfer sums to zero per currency once all are written.
 */
export async function postLedgerRows(
  tx: Db,
  transfer: { id: string; reason: string; turn: number },
  rows: readonly LedgerRow[],
  options: { insufficient?: () => Error } = {},
): Promise<PostedBalance[]> {
  const kept = rows.filter((row) => row.cents !== 0);
  for (const row of kept) {
    if (!Number.isSafeInteger(row.cents))
      throw new Error(`postLedgerRows: ${row.cents} is not whole minor units`);
  }
  if (kept.length === 0) return [];
  const values = kept.map(
    (row, i) =>
      sql`(${row.accountType}::text, ${row.accountId}::text, ${row.currencyCode}::text, ${row.cents}::bigint, ${i}::int)`,
  );
  const types = [...new Set(kept.map((row) => row.accountType))].filter(
    (type): type is BalanceAccountType => type !== 'system',
  );
  const { steps, check } = ledgerPostingSteps({
    transferId: transfer.id,
    reason: transfer.reason,
    turn: transfer.turn,
    accounts: types,
    entries: sql`select * from (values ${sql.join(values, sql`, `)})
      as v(account_type, account_id, currency_code, amount_cents, ord) order by ord`,
  });
  try {
    const result = await tx.execute<{
      balances:
        | {
            account_type: BalanceAccountType;
            account_id: string;
            currency_code: string | null;
            balance: string;
          }[]
        | null;
    }>(sql`with ${steps} select ${check} as refused, (select json_agg(b) from money_balances b) as balances`);
    return (result.rows[0]!.balances ?? []).map((b) => ({
      accountType: b.account_type,
      accountId: b.account_id,
      currencyCode: b.currency_code,
      balanceCents: Number(b.balance),
    }));
  } catch (error) {
    throw postingError(error, options.insufficient);
  }
}

/** The balance of one account after a posting (postLedgerRows' answer). */
export function balanceAfter(
  balances: readonly PostedBalance[],
  accountType: BalanceAccountType,
  accountId: string,
  currencyCode?: string,
): number {
  const found = balances.find(
    (b) =>
      b.accountType === accountType &&
      b.accountId === accountId &&
      (b.currencyCode === null || currencyCode === undefined || b.currencyCode === currencyCode),
  );
  if (!found) throw new Error(`no balance came back for ${accountType}:${accountId}`);
  return found.balanceCents;
}

/**
 * Seeding: rows inserted with their opening balance get their ledger rows (ledger only; balances are
 * not moved), in the order of `entries`. balanceOpenings then balances the transfer.
 */
export async function recordOpeningBalances(
  tx: Db,
  opening: { transferId: string; reason: string; turn: number; entries: SQL },
): Promise<void> {
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select ${opening.transferId}::text, e.account_type, e.account_id, e.currency_code, e.amount_cents,
      ${opening.reason}::text, ${opening.turn}::int
    from (${opening.entries}) e`);
}

/** The system `source`'s row per currency that brings an opening transfer's rows to zero. */
export async function balanceOpenings(
  tx: Db,
  opening: { transferId: string; reason: string; turn: number; source: string },
): Promise<void> {
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select ${opening.transferId}::text, 'system', ${opening.source}::text, currency_code, -sum(amount_cents),
      ${opening.reason}::text, ${opening.turn}::int
    from ledger_entries where transfer_id = ${opening.transferId} group by currency_code`);
}
