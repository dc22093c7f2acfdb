import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { Db } from '@/lib/platform/db';
import { notifyPrimaryResults } from './notify-election-results';
import {
  CAMPAIGN_SPENDING_SINK,
  CANVASS_ACTION_COST,
  CANVASS_EFFECT,
  NPP_CAMPAIGN_SPEND_SHARE,
  NPP_CANVASS_PER_TURN,
} from '../constants';

/**
 * Non-player candidates spend NPP_CAMPAIGN_SPEND_SHARE of their campaign funds each turn until the vote,
 * through the ledger into the CAMPAIGN_SPENDING_SINK. One posting (core/money's writer): the debit, the
 * candidacy's spend, ledger rows per character and one sink row per currency.
 */
export const spendNppCampaignsPhase = definePhase({
  id: 'spend-npp-campaigns',
  system: 'politics',
  async run(tx, ctx) {
    const transferId = `turn-${ctx.turn}-npp-campaigns`;
    await postLedger(tx, {
      with: sql`planned as (
        select distinct on (ec.character_id) ec.election_id, ec.character_id, co.currency_code,
               floor(c.campaign_funds_cents * ${NPP_CAMPAIGN_SPEND_SHARE}::float8)::bigint as amount
        from election_candidates ec
        join elections e on e.id = ec.election_id and e.status <> 'closed' and e.end_turn > ${ctx.turn}
        join characters c on c.id = ec.character_id and c.is_npp
        join countries co on co.id = c.country_id
        where not ec.eliminated_in_primary
        order by ec.character_id, ec.election_id),
      spent as (
        select planned.* from planned join characters c on c.id = planned.character_id
        where planned.amount > 0 and c.campaign_funds_cents >= planned.amount),
      credited as (
        update election_candidates ec set campaign_spend_cents = ec.campaign_spend_cents + spent.amount
        from spent where ec.election_id = spent.election_id and ec.character_id = spent.character_id
        returning ec.character_id),
      -- (data-modifying CTEs always run to completion, read or not)
      rows as (
        select 'character_funds' as account_type, character_id as account_id, currency_code, -amount as amount, 0 as grp
        from spent
        union all
        select 'system', ${CAMPAIGN_SPENDING_SINK}, currency_code, sum(amount), 1 from spent group by currency_code)`,
      entries: sql`
        select account_type, account_id, currency_code, amount as amount_cents
        from rows order by grp, account_id, currency_code`,
      transferId,
      reason: 'campaign_spending',
      turn: ctx.turn,
      accounts: ['character_funds'],
    });
    await nppCanvass(tx, ctx.turn, ctx.random.int(0, 2_147_483_646));
  },
});

/**
 * Non-player candidates canvass (NPP_CANVASS_PER_TURN) in every open race, set-based: a state race in its
 * state, a national race in a state drawn per candidate from `salt` (ctx.random), weighted by nothing but
 * the hash, so a replayed turn canvasses the same places. Diminishing returns do not arise (one a turn).
 */
export async function nppCanvass(tx: Db, turn: number, salt: number): Promise<void> {
  await tx.execute(sql`
    with candidates as (
      select ec.election_id, ec.character_id, e.state_id, e.country_id
      from election_candidates ec
      join elections e on e.id = ec.election_id and e.status <> 'closed' and e.end_turn > ${turn}
      where ec.is_npp and not ec.eliminated_in_primary),
    placed as (
      select c.election_id, c.character_id,
             coalesce(c.state_id, (
               select st.id from states st where st.country_id = c.country_id
               order by md5(${String(salt)} || ':' || c.character_id || ':' || st.id), st.id limit 1)) as state_id
      from candidates c)
    insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, effect, is_npp)
    select 'npp-' || ${turn} || '-' || p.election_id || '-' || p.character_id || '-' || k, p.election_id,
           p.character_id, 'canvass', p.state_id, ${turn}, ${CANVASS_ACTION_COST}, ${CANVASS_EFFECT}::float8 / k, true
    from placed p cross join generate_series(1, ${NPP_CANVASS_PER_TURN}::int) as k
    order by p.election_id, p.character_id, k`);
}

/**
 * Opens voting when the first vote starts, and runs the primaries when the general starts: within each
 * party (each independent stands alone) only the best `totalSeats` candidates by live share go on.
 */
export const advanceElectionsPhase = definePhase({
  id: 'advance-elections',
  system: 'politics',
  async run(tx, ctx) {
    await tx.execute(sql`
      update elections set status = 'open'
      where status = 'upcoming' and coalesce(primary_turn, general_turn) <= ${ctx.turn}`);
    await tx.execute(sql`
      with ranked as (
        select ec.election_id, ec.character_id, e.total_seats,
               row_number() over (
                 partition by ec.election_id, case when p.is_default or p.id is null then ec.character_id else p.id end
                 order by ec.vote_share desc, ec.character_id) as rn
        from election_candidates ec
        join elections e on e.id = ec.election_id
        left join parties p on p.id = ec.party_id
        where e.primary_turn is not null and e.general_turn = ${ctx.turn} and e.status <> 'closed'
          and not ec.eliminated_in_primary)
      update election_candidates ec set eliminated_in_primary = true
      from ranked
      where ranked.rn > ranked.total_seats
        and ec.election_id = ranked.election_id and ec.character_id = ranked.character_id`);
    await notifyPrimaryResults(tx, { turn: ctx.turn, now: ctx.now });
  },
});
