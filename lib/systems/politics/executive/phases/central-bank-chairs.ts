import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { markPlayerRateChairs } from '@/lib/systems/economy/macro/chair-rate-decision';

/**
 * Politics phase: tells the economy's rate phase which central banks have a player in the chair (there the
 * chair decides and the Taylor rule stands aside; elsewhere the rule runs as before).
 */
export const centralBankChairsPhase = definePhase({
  id: 'central-bank-chairs',
  system: 'politics',
  async run(tx) {
    const players = await tx.execute<{ country_id: string }>(sql`
      select s.country_id from seats s join offices o on o.id = s.office_id
      join characters c on c.id = s.holder_character_id
      where o.role = 'central_bank' and c.user_id is not null order by s.country_id`);
    await markPlayerRateChairs(
      tx,
      players.rows.map((r) => r.country_id),
    );
  },
});
