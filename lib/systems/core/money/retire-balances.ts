import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { moveMoney, type MoneyLeg } from './move-money';

/** The ledger reason of the money a deleted account's character leaves behind. */
export const ACCOUNT_RETIRED_REASON = 'account_retired';

/**
 * The rule for a deleted account's money (docs/accounts.md): its character's campaign funds and cash go to
 * its country's treasury; each foreign-currency holding goes to that currency's central bank. One posting.
 */
export async function retireCharacterBalances(
  tx: Db,
  input: { characterId: string; turn: number; transferId: string },
): Promise<{ currencyCode: string; cents: number }[]> {
  const [home] = (
    await tx.execute<{ country_id: string; currency_code: string; funds: string; cash: string }>(sql`
      select c.country_id, co.currency_code, c.campaign_funds_cents::text as funds, c.cash_on_hand_cents::text as cash
      from characters c join countries co on co.id = c.country_id where c.id = ${input.characterId} for update of c`)
  ).rows;
  if (!home) return [];
  const foreign = (
    await tx.execute<{ currency_code: string; cents: string }>(sql`
      select currency_code, balance_cents::text as cents from character_currency_balances
      where character_id = ${input.characterId} and balance_cents > 0 order by currency_code`)
  ).rows;
  const treasury = {
    kind: 'stored',
    accountType: 'treasury',
    id: home.country_id,
    currencyCode: home.currency_code,
  } as const;
  const legs: MoneyLeg[] = [];
  const funds = Number(home.funds);
  const cash = Number(home.cash);
  if (funds > 0) {
    legs.push({
      from: { kind: 'character_funds', characterId: input.characterId, currencyCode: home.currency_code },
      to: treasury,
      cents: funds,
    });
  }
  if (cash > 0) {
    legs.push({
      from: {
        kind: 'stored',
        accountType: 'character_cash',
        id: input.characterId,
        currencyCode: home.currency_code,
      },
      to: treasury,
      cents: cash,
    });
  }
  for (const f of foreign) {
    legs.push({
      from: { kind: 'character_currency', characterId: input.characterId, currencyCode: f.currency_code },
      to: { kind: 'central_bank', currencyCode: f.currency_code },
      cents: Number(f.cents),
    });
  }
  // A stored account may appear in one leg per posting, and the treasury takes two: one posting per leg
  // (a handful of legs, once per deleted account).
  const transfer = { id: input.transferId, reason: ACCOUNT_RETIRED_REASON, turn: input.turn };
  for (const leg of legs) await moveMoney(tx, transfer, [leg]);
  return legs.map((leg) => ({ currencyCode: leg.from.currencyCode, cents: leg.cents }));
}
