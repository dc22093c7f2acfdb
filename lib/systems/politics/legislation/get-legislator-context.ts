import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { BILL_PROPOSE_ACTION_COST, BILL_VOTE_ACTION_COST } from './constants';
import { findLegislator } from './find-legislator';

export interface LegislatorContext {
  legislator: { chamber: string; countryId: string; stateId: string | null; actions: number } | null;
  proposeCost: number;
  voteCost: number;
  /** The legislation types the legislator may propose, with their options; empty for non-legislators. */
  types: { id: string; name: string; nationalOnly: boolean; options: { index: number; name: string }[] }[];
  states: string[];
}

/** GET /api/legislation/me (client): whether the caller sits in a chamber, and what they may propose. */
export async function getLegislatorContext(db: Db, input: { userId: string }): Promise<LegislatorContext> {
  const base = { proposeCost: BILL_PROPOSE_ACTION_COST, voteCost: BILL_VOTE_ACTION_COST };
  const legislator = await findLegislator(db, input.userId);
  if (!legislator?.chamber_id) return { ...base, legislator: null, types: [], states: [] };
  const [types, states] = await Promise.all([
    db.execute<{
      id: string;
      name: string;
      national_only: boolean;
      options: { index: number; name: string }[];
    }>(sql`
      select lt.id, lt.name, lt.national_only,
        jsonb_agg(jsonb_build_object('index', o.option_index, 'name', o.name) order by o.option_index) as options
      from legislation_types lt join policy_options o on o.legislation_type_id = lt.id
      where ${legislator.country_id} = any(lt.countries)
      group by lt.id order by lt.name`),
    db.execute<{ id: string }>(
      sql`select id from states where country_id = ${legislator.country_id} order by id`,
    ),
  ]);
  return {
    ...base,
    legislator: {
      chamber: legislator.chamber_name!,
      countryId: legislator.country_id,
      stateId: legislator.seat_state_id,
      actions: legislator.actions,
    },
    types: types.rows.map((t) => ({
      id: t.id,
      name: t.name,
      nationalOnly: t.national_only,
      options: t.options,
    })),
    states: states.rows.map((s) => s.id),
  };
}
