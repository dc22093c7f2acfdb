import { sql } from 'drizzle-orm';
import { chamberId, OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { advanceCoalitionTalks, openCoalitionTalks } from '../coalitions';
import { formGovernment, planParliamentary } from '../form-government';

/**
 * Politics phase, after the elections resolve: a parliamentary country whose primary chamber was elected
 * this turn forms a new government when one party holds a majority, and opens coalition talks when none
 * does (docs/parties.md); a presidential country forms one when its presidency changed hands. Then the open
 * coalition talks move on, and those that end form their government.
 */
export const formGovernmentsPhase = definePhase({
  id: 'form-governments',
  system: 'politics',
  async run(tx, ctx) {
    const decided = await tx.execute<{
      country_id: string;
      chamber_id: string | null;
      role: string;
      head_changed: boolean;
    }>(sql`
      select distinct e.country_id, o.chamber_id, o.role,
             exists (select 1 from careers cr where cr.office_id = o.id and cr.start_turn = ${ctx.turn}
                     and cr.type = 'elected') as head_changed
      from elections e join offices o on o.id = e.office_id
      where e.end_turn = ${ctx.turn} and e.finalized and e.kind = 'regular'
      order by e.country_id`);
    const countries = new Set<string>();
    for (const row of decided.rows) {
      const catalog = OFFICE_CATALOG[row.country_id];
      if (!catalog) continue;
      const parliamentary =
        catalog.governmentType === 'parliamentary' &&
        row.chamber_id === chamberId(row.country_id, catalog.primaryChamberKey);
      const presidential =
        catalog.governmentType === 'presidential' && row.role === 'head' && row.head_changed;
      if (parliamentary || presidential) countries.add(row.country_id);
    }
    const at = { turn: ctx.turn, now: ctx.now, startingYear: ctx.state.startingYear };
    for (const countryId of [...countries].sort()) {
      if (OFFICE_CATALOG[countryId]!.governmentType === 'parliamentary') {
        const cabinet = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from seats s join offices o on o.id = s.office_id
          where s.country_id = ${countryId} and o.role = 'cabinet'`);
        const plan = await planParliamentary(tx, countryId, cabinet.rows[0]?.n ?? 0, {});
        if (plan && plan.kind !== 'majority') {
          await openCoalitionTalks(tx, { countryId, turn: ctx.turn, now: ctx.now, plan });
          continue;
        }
      }
      await formGovernment(tx, { countryId, ...at });
    }
    await advanceCoalitionTalks(
      tx,
      { turn: ctx.turn, now: ctx.now, salt: ctx.random.int(0, 2_147_483_646) },
      (countryId, coalition) => formGovernment(tx, { countryId, ...at, choice: { coalition } }),
    );
  },
});
