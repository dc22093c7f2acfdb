import { sql } from 'drizzle-orm';
import { projectedIncome } from '../../characters/projected-income';
import type { Db } from '../../db';
import { unitsToCents } from '../../money';
import { definePhase } from '../define-phase';

const CHUNK = 1_000;

interface Payee {
  id: string;
  currencyCode: string;
  cents: number;
}

async function credit(tx: Db, payees: Payee[], transferId: string, turn: number): Promise<void> {
  const values = sql.join(
    payees.map((p) => sql`(${p.id}::text, ${p.currencyCode}::text, ${p.cents}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    with income(id, currency_code, cents) as (values ${values}),
    credited as (
      update characters c set campaign_funds_cents = c.campaign_funds_cents + income.cents
      from income where c.id = income.id returning c.id)
    insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
    select ${transferId}, 'character_funds', income.id, income.currency_code, income.cents, 'fundraising', ${turn}
    from income join credited on credited.id = income.id`);
}

/**
 * Player characters receive one fundraise yield per turn (SPEC's projectedIncome), created as new
 * money: each credit has a ledger row, balanced by one issuance row per currency.
 */
export const payFundraisingIncome = definePhase({
  id: 'pay-fundraising-income',
  system: 'politics',
  async run(tx, ctx) {
    const players = await tx.execute<{
      id: string;
      currency_code: string;
      donor_base_level: number;
      political_influence: number;
    }>(sql`
      select c.id, co.currency_code, c.donor_base_level, c.political_influence
      from characters c join countries co on co.id = c.country_id
      where c.user_id is not null order by c.id`);
    const payees = players.rows.map((row) => ({
      id: row.id,
      currencyCode: row.currency_code,
      cents: unitsToCents(projectedIncome(row.donor_base_level, row.political_influence)),
    }));
    if (payees.length === 0) return;
    const transferId = `turn-${ctx.turn}-fundraising`;
    for (let start = 0; start < payees.length; start += CHUNK) {
      await credit(tx, payees.slice(start, start + CHUNK), transferId, ctx.turn);
    }
    await tx.execute(sql`
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${transferId}, 'system', 'issuance', currency_code, -sum(amount_cents), 'fundraising', ${ctx.turn}
      from ledger_entries where transfer_id = ${transferId} group by currency_code`);
  },
});
