import { sql, type SQL } from 'drizzle-orm';
import { TARIFF_LEGISLATION_TYPES } from '@/lib/systems/economy/trade/apply-tariff-bills';

/**
 * The tariff bills passed this turn with the rate their option names ("2%", "3.5%"; null without one):
 * `id, country_id, title, rate`, the query economy's `applyTariffBills` sets tariffs from.
 */
export function enactedTariffBills(turn: number): SQL {
  return sql`
      select b.id, b.country_id, b.title, substring(o.name from '^([0-9]+(?:\\.[0-9]+)?)%')::numeric as rate
      from bills b
      join policy_options o on o.legislation_type_id = b.legislation_type_id and o.option_index = b.option_index
      where b.resolved_turn = ${turn} and b.status = 'passed'
        and b.legislation_type_id in (${sql.join(
          TARIFF_LEGISLATION_TYPES.map((id) => sql`${id}`),
          sql`, `,
        )})`;
}
