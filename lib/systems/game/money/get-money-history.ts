import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { centsToUnits } from '@/lib/systems/core/money';
import { ledgerReasonLabel, PLAYER_ACCOUNT_LABELS } from './ledger-labels';

/** Rows per page of the money history. */
export const MONEY_HISTORY_PAGE_SIZE = 25;

export const moneyHistoryQuery = z.object({
  kind: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_-]*$/, 'kind is a ledger reason code')
    .optional()
    .transform((kind) => kind || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export interface MoneyHistoryEntry {
  id: number;
  turn: number;
  at: string;
  kind: string;
  kindLabel: string;
  /** Signed: money in is positive. In the row's currency's major units. */
  amount: number;
  currencyCode: string;
  account: string;
  /** Who was on the other side, in words: a character, a party, a corporation, a fund, or null (the game). */
  counterparty: string | null;
}

export interface MoneyHistory {
  hasCharacter: boolean;
  entries: MoneyHistoryEntry[];
  kinds: { kind: string; label: string; count: number }[];
  kind: string | null;
  page: number;
  pageSize: number;
  total: number;
}

const PLAYER_ACCOUNTS = Object.keys(PLAYER_ACCOUNT_LABELS);

/**
 * The signed-in player's ledger, newest first, a page at a time and optionally one kind (reason): every row
 * that moved one of their character's own balances, with the other side of the movement named.
 */
export async function getMoneyHistory(
  db: Db,
  input: { userId: string; query: unknown },
): Promise<MoneyHistory> {
  const { kind, page } = parseInput(moneyHistoryQuery, input.query);
  const [me] = (
    await db.execute<{ id: string; party_id: string | null }>(
      sql`select id, party_id from characters where user_id = ${input.userId}`,
    )
  ).rows;
  const empty = {
    entries: [],
    kinds: [],
    kind: kind ?? null,
    page,
    pageSize: MONEY_HISTORY_PAGE_SIZE,
    total: 0,
  };
  if (!me) return { hasCharacter: false, ...empty };
  const mine = sql`l.account_id = ${me.id} and l.account_type in (${sql.join(
    PLAYER_ACCOUNTS.map((a) => sql`${a}`),
    sql`, `,
  )})`;
  const [kinds, rows] = await Promise.all([
    db.execute<{ reason: string; count: number }>(sql`
      select l.reason, count(*)::int as count from ledger_entries l where ${mine}
      group by l.reason order by count(*) desc, l.reason`),
    db.execute<{
      id: number;
      turn: number;
      created_at: string;
      reason: string;
      amount_cents: number;
      currency_code: string;
      account_type: string;
      counterparty: string | null;
      total: number;
    }>(sql`
      select l.id, l.turn, l.created_at, l.reason, l.amount_cents, l.currency_code, l.account_type,
             other.name as counterparty, count(*) over ()::int as total
      from ledger_entries l
      -- The other side, named when it is certain. A turn's batched movements (its dues, its dividends) share
      -- one transfer among every payer and payee, so the first opposite row may be someone else's: there
      -- the player's own party, or the corporations they hold, are the other side.
      left join lateral (
        select coalesce(
          case when cardinality(two.names) = 1 then two.names[1] end,
          (select p.name from ledger_entries o join parties p on p.id = o.account_id
           where o.transfer_id = l.transfer_id and o.account_type = 'party_treasury'
             and o.account_id = ${me.party_id} and sign(o.amount_cents) = -sign(l.amount_cents)
           limit 1),
          case when held.count = 1 then held.name when held.count > 1 then held.count || ' corporations' end
        ) as name
        from (
          select array_agg(n.name) as names from (
            select distinct o.account_type, o.account_id, coalesce(c.name, p.name, co.name, f.name) as name
            from ledger_entries o
            left join characters c on o.account_type in ('character_funds', 'character_cash', 'character_currency')
                                   and c.id = o.account_id
            left join parties p on o.account_type = 'party_treasury' and p.id = o.account_id
            left join corporations co on o.account_type = 'corporation_cash' and co.id = o.account_id
            left join index_funds f on o.account_type = 'fund_cash' and f.id = o.account_id
            where o.transfer_id = l.transfer_id and o.account_id <> l.account_id
              and sign(o.amount_cents) = -sign(l.amount_cents)
              and coalesce(c.name, p.name, co.name, f.name) is not null
            limit 2) n) two,
        lateral (
          select count(*)::int as count, min(co.name) as name
          from ledger_entries o
          join corporations co on co.id = o.account_id
          join corporation_shareholders h on h.corporation_id = co.id and h.holder_kind = 'character'
            and h.holder_id = ${me.id}
          where o.transfer_id = l.transfer_id and o.account_type = 'corporation_cash'
            and sign(o.amount_cents) = -sign(l.amount_cents)) held
      ) other on true
      where ${mine} ${kind ? sql`and l.reason = ${kind}` : sql``}
      order by l.id desc
      limit ${MONEY_HISTORY_PAGE_SIZE} offset ${(page - 1) * MONEY_HISTORY_PAGE_SIZE}`),
  ]);
  let total = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && page > 1) {
    total = kinds.rows.filter((k) => !kind || k.reason === kind).reduce((sum, k) => sum + k.count, 0);
  }
  return {
    hasCharacter: true,
    ...empty,
    total,
    kinds: kinds.rows.map((k) => ({ kind: k.reason, label: ledgerReasonLabel(k.reason), count: k.count })),
    entries: rows.rows.map((r) => ({
      id: Number(r.id),
      turn: r.turn,
      at: new Date(r.created_at).toISOString(),
      kind: r.reason,
      kindLabel: ledgerReasonLabel(r.reason),
      amount: centsToUnits(Number(r.amount_cents)),
      currencyCode: r.currency_code,
      account: PLAYER_ACCOUNT_LABELS[r.account_type] ?? r.account_type,
      counterparty: r.counterparty,
    })),
  };
}
