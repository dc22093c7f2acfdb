import { sql } from 'drizzle-orm';
import { openFirstRound } from './open-first-round';
import { spendActions } from '@/lib/systems/core/characters/actions';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { loadBillEffects, subjectKey } from './bill-effects';
import { selectBills, toBillSummary } from './bill-rows';
import { BILL_PROPOSE_ACTION_COST, BILL_VOTING_TURNS, FIRST_BILL_ACHIEVEMENT_ID } from './constants';
import { findLegislator } from './find-legislator';
import { billTitle } from './plan-bill';
import { proposeBillBody, type BillSummary } from './schemas';
import { newObjectId } from '@/lib/platform/ids';

export interface ProposeBillResult {
  success: true;
  bill: BillSummary;
  actions: number;
  actionCost: number;
  achievementAwarded: boolean;
}

type TypeRow = { id: string; name: string; national_only: boolean; countries: string[] };
type OptionRow = { name: string; in_force: boolean };

/**
 * POST /api/legislation/bills: a legislator proposes an option of a legislation type of their country,
 * nationally (national-only types) or for one state of it (the others), voted in their chamber for
 * BILL_VOTING_TURNS turns. The sponsor's own yes vote is cast with it. Costs BILL_PROPOSE_ACTION_COST
 * actions; the first proposal awards `first_bill`. One transaction; every refusal writes nothing.
 */
export async function proposeBill(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<ProposeBillResult> {
  const body = parseInput(proposeBillBody, input.body);
  return withTx(db, async (tx) => {
    const legislator = await findLegislator(tx, input.userId, { forUpdate: true });
    if (!legislator) throw new AppError('NOT_FOUND', 'You have no character yet.');
    if (!legislator.chamber_id) {
      throw new AppError('NOT_A_LEGISLATOR', 'Only a member of a legislature can propose a bill.');
    }
    const types = await tx.execute<TypeRow>(sql`
      select id, name, national_only, countries from legislation_types where id = ${body.legislationTypeId}`);
    const type = types.rows[0];
    if (!type || !type.countries.includes(legislator.country_id)) {
      throw new AppError('NOT_FOUND', `No legislation type ${body.legislationTypeId} in your country.`);
    }
    const stateId = body.stateId ?? null;
    if (stateId === null && !type.national_only) {
      throw new AppError('BAD_REQUEST', `${type.name} is legislated per state: give stateId.`);
    }
    if (stateId !== null) {
      if (type.national_only)
        throw new AppError('BAD_REQUEST', `${type.name} is national only: omit stateId.`);
      const known = await tx.execute(
        sql`select 1 from states where id = ${stateId} and country_id = ${legislator.country_id}`,
      );
      if (known.rows.length === 0) throw new AppError('NOT_FOUND', `No state ${stateId} in your country.`);
    }
    const scope = stateId === null ? 'national' : 'state';
    const options = await tx.execute<OptionRow>(sql`
      select o.name, exists (
        select 1 from enacted_policies ep where ep.active and ep.country_id = ${legislator.country_id}
          and ep.scope = ${scope} and ep.state_id is not distinct from ${stateId}::text
          and ep.legislation_type_id = o.legislation_type_id and ep.option_index = o.option_index) as in_force
      from policy_options o where o.legislation_type_id = ${type.id} and o.option_index = ${body.optionIndex}`);
    const option = options.rows[0];
    if (!option) throw new AppError('BAD_REQUEST', `${type.name} has no option ${body.optionIndex}.`);
    if (option.in_force) throw new AppError('CONFLICT', `${option.name} is already in force.`);
    const pending = await tx.execute(sql`
      select 1 from bills where status = 'pending' and country_id = ${legislator.country_id} and scope = ${scope}
        and coalesce(state_id, '') = ${stateId ?? ''} and legislation_type_id = ${type.id}`);
    if (pending.rows.length > 0) {
      throw new AppError('BILL_ALREADY_PENDING', `A bill on ${type.name} is already pending there.`);
    }
    const debited = await spendActions(
      tx,
      { id: legislator.character_id },
      BILL_PROPOSE_ACTION_COST,
      sql`actions`,
    );
    if (!debited) {
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `Proposing a bill costs ${BILL_PROPOSE_ACTION_COST} actions; you have ${legislator.actions}.`,
        { details: { required: BILL_PROPOSE_ACTION_COST, available: legislator.actions } },
      );
    }
    const subject = { legislationTypeId: type.id, optionIndex: body.optionIndex };
    const effects = (await loadBillEffects(tx, [subject])).get(subjectKey(subject)) ?? [];
    const id = newObjectId();
    const inserted = await tx.execute(sql`
      insert into bills (id, country_id, chamber_id, scope, state_id, legislation_type_id, option_index, title,
        sponsor_character_id, sponsor_name, sponsor_party_name, status, proposed_turn, voting_ends_turn, effects)
      select ${id}, ${legislator.country_id}, ${legislator.chamber_id}, ${scope}, ${stateId}::text, ${type.id},
        ${body.optionIndex}, ${billTitle(type.name, option.name, stateId)}, ${legislator.character_id},
        ${legislator.character_name}, ${legislator.party_name}::text, 'pending', g.current_turn,
        g.current_turn + ${BILL_VOTING_TURNS}, ${JSON.stringify(effects)}::jsonb
      from game_state g limit 1
      on conflict do nothing returning id`);
    if (inserted.rows.length === 0) {
      throw new AppError('BILL_ALREADY_PENDING', `A bill on ${type.name} is already pending there.`);
    }
    await openFirstRound(tx, sql`b.id = ${id}`, new Date());
    await tx.execute(sql`
      insert into bill_votes (bill_id, round, character_id, vote, turn)
      select ${id}, 1, ${legislator.character_id}, 'yes', proposed_turn from bills where id = ${id}`);
    await tx.execute(sql`update bills set yes_votes = 1 where id = ${id}`);
    await tx.execute(sql`update bill_rounds set yes_votes = 1 where bill_id = ${id} and round = 1`);
    const achievementAwarded = await awardAchievement(tx, {
      characterId: legislator.character_id,
      achievementId: FIRST_BILL_ACHIEVEMENT_ID,
    });
    const [row] = await selectBills(tx, sql`b.id = ${id}`, 1);
    return {
      success: true,
      bill: toBillSummary(row!),
      actions: debited.actions,
      actionCost: BILL_PROPOSE_ACTION_COST,
      achievementAwarded,
    };
  });
}
