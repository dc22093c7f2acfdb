import { sql } from 'drizzle-orm';
import { chamberId, OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { formGovernment } from '../form-government';

/**
 * Politics phase, after the elections resolve: a parliamentary country whose primary chamber was elected
 * this turn forms a new government; a presidential country forms one when its presidency changed hands.
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
    for (const countryId of [...countries].sort()) {
      await formGovernment(tx, {
        countryId,
        turn: ctx.turn,
        now: ctx.now,
        startingYear: ctx.state.startingYear,
      });
    }
  },
});
