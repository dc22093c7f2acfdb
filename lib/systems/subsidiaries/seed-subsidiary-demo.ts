import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { createRandom } from '@/lib/platform/random';
import { recordOpeningBalances } from '@/lib/systems/core/money';
import {
  carveOutSector,
  insertCorporationHistorySql,
  insertCorporationSectorsSql,
  insertCorporationShareholdersSql,
  insertCorporationsSql,
} from '@/lib/systems/corporations/companies/corporation-writes';

/** The demo subsidiary's cap table: the parent ~60% of the votes, the minority player 25%. */
const DEMO_SHARES = { total: 1_000_000, parent: 600_000, minority: 250_000 } as const;
const DEMO_CASH_CENTS = 2_000_000 * 100;
const DEMO_CAPITAL_CENTS = 8_000_000 * 100;
const CORPORATION_COLUMNS = [
  'id',
  'name',
  'ticker_symbol',
  'type',
  'country_id',
  'currency_code',
  'headquarters_state_id',
  'ceo_kind',
  'ceo_npp_id',
  'total_shares',
  'float_shares',
  'share_price_cents',
  'previous_share_price_cents',
  'cash_cents',
  'marketing_strength',
  'logistics_strength',
  'credit_score',
  'credit_rating',
  'credit_components',
  'founded_turn',
];
const HISTORY_COLUMNS = [
  'corporation_id',
  'turn',
  'share_price_cents',
  'market_cap_cents',
  'cash_cents',
  'revenue_cents',
  'profit_cents',
];
/** Share of the parent's headquarters capital moved into a second sector type, so it can spin one off. */
const SECOND_SECTOR_SHARE = 0.2;

/**
 * Demo: the parent player's corporation holds about 60% of the voting power of a new private
 * corporation (not formalized), the minority player 25%, and a non-player person the rest and the
 * CEO seat. The parent also gets a second sector type, so every command can be tried at once.
 * Opening cash joins the world's 'seed' transfer, which the world seed balances afterwards.
 */
export async function seedSubsidiaryDemo(
  tx: Db,
  input: { seed: string; turn: number; parentCeoCharacterId: string; minorityCharacterId: string },
): Promise<void> {
  const parent = (
    await tx.execute<{
      id: string;
      type: string;
      country_id: string;
      currency_code: string;
      headquarters_state_id: string;
      state_name: string;
    }>(sql`
      select k.id, k.type, k.country_id, k.currency_code, k.headquarters_state_id, s.name as state_name
      from corporations k join states s on s.id = k.headquarters_state_id
      where k.ceo_character_id = ${input.parentCeoCharacterId} order by k.seq limit 1`)
  ).rows[0];
  if (!parent) return;
  const person = (
    await tx.execute<{ id: string }>(sql`
      select id from non_player_persons where country_id = ${parent.country_id} order by id limit 1`)
  ).rows[0];
  if (!person) return;
  const secondType = parent.type === 'logistics' ? 'retail' : 'logistics';
  const id = createRandom(`${input.seed}:subsidiary-demo`).objectId();
  const priceCents = Math.round((DEMO_CAPITAL_CENTS + DEMO_CASH_CENTS) / DEMO_SHARES.total);
  await tx.execute(sql`
    ${insertCorporationsSql(CORPORATION_COLUMNS)}
    select ${id}, ${`${parent.state_name} Freight Partners`}, 'FRTP', ${secondType}, k.country_id, k.currency_code,
      k.headquarters_state_id, 'npp', ${person.id}, ${DEMO_SHARES.total}, 0, ${priceCents}, ${priceCents},
      ${DEMO_CASH_CENTS}, greatest(10, k.marketing_strength - 20), greatest(10, k.logistics_strength - 20),
      k.credit_score, k.credit_rating, k.credit_components, ${input.turn}
    from corporations k where k.id = ${parent.id}`);
  await tx.execute(sql`
    ${insertCorporationShareholdersSql(['corporation_id', 'holder_kind', 'holder_id', 'shares'])} values
      (${id}, 'corporation', ${parent.id}, ${DEMO_SHARES.parent}),
      (${id}, 'character', ${input.minorityCharacterId}, ${DEMO_SHARES.minority}),
      (${id}, 'npp', ${person.id}, ${DEMO_SHARES.total - DEMO_SHARES.parent - DEMO_SHARES.minority})`);
  await tx.execute(sql`
    ${insertCorporationSectorsSql(['corporation_id', 'state_id', 'sector_type', 'capital_stock_cents'])}
    values (${id}, ${parent.headquarters_state_id}, ${secondType}, ${DEMO_CAPITAL_CENTS})`);
  // The parent's second sector type, carved out of its headquarters operations (capital is not cash).
  await carveOutSector(tx, {
    corporationId: parent.id,
    stateId: parent.headquarters_state_id,
    fromType: parent.type,
    toType: secondType,
    share: SECOND_SECTOR_SHARE,
  });
  await tx.execute(sql`
    ${insertCorporationHistorySql(HISTORY_COLUMNS)}
    values (${id}, 0, ${priceCents}, ${priceCents * DEMO_SHARES.total}, ${DEMO_CASH_CENTS}, 0, 0)`);
  await recordOpeningBalances(tx, {
    transferId: 'seed',
    reason: 'opening_balance',
    turn: input.turn,
    entries: sql`select 'corporation_cash' as account_type, ${id}::text as account_id,
      ${parent.currency_code}::text as currency_code, ${DEMO_CASH_CENTS}::bigint as amount_cents`,
  });
}
