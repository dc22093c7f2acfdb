import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  REFERENDUM_POLL_MAX,
  REFERENDUM_POLL_MIN,
  REFERENDUM_POLL_NOISE,
  REFERENDUM_POLL_REVERSION,
} from '../constants';

/**
 * Opens voting on referendums whose campaign is over, then polls every open referendum: the Yes share
 * moves REFERENDUM_POLL_REVERSION of the way back to its baseline plus noise drawn from ctx.random
 * (one draw per referendum, in id order), and the poll is appended to pollHistory. Two statements.
 */
export const pollReferendums = definePhase({
  id: 'poll-referendums',
  system: 'politics',
  async run(tx, ctx) {
    await tx.execute(sql`
      update referendums set status = 'active'
      where status = 'proposed' and voting_opens_turn <= ${ctx.turn}`);
    const open = await tx.execute<{ id: number }>(sql`
      select id from referendums
      where status <> 'resolved' and proposed_turn < ${ctx.turn} order by id`);
    if (open.rows.length === 0) return;
    const values = sql.join(
      open.rows.map(
        (row) => sql`(${row.id}::int, ${(ctx.random.float() * 2 - 1) * REFERENDUM_POLL_NOISE}::float8)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with noise(id, delta) as (values ${values}),
      polled as (
        select r.id, greatest(${REFERENDUM_POLL_MIN}::float8, least(${REFERENDUM_POLL_MAX}::float8,
          r.current_yes + ${REFERENDUM_POLL_REVERSION} * (r.baseline_yes - r.current_yes) + noise.delta)) as yes
        from referendums r join noise on noise.id = r.id)
      update referendums r set current_yes = polled.yes,
        poll_history = r.poll_history
          || jsonb_build_array(jsonb_build_object('turn', ${ctx.turn}::int, 'yes', round(polled.yes::numeric, 4)))
      from polled where polled.id = r.id`);
  },
});
