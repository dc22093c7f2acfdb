import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorldRun } from '@/lib/testing/world-run';
import { LEADERSHIP_INTERVAL_TURNS } from './constants';

/** Member-run parties' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describePartiesOverTheRun(world: WorldRun) {
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await world.db().execute(query)).rows[0] as T;
  }

  describe(`member-run parties over ${world.turns} turns`, () => {
    it('holds leadership races, whips bills, and grants treasury money through the ledger', async () => {
      const counts = await one<{
        parties: number;
        races: number;
        decided: number;
        leaders_changed: number;
        whips: number;
        followed: number;
        broke: number;
        breaks: number;
        grants: number;
        granted: string;
        ledger_granted: string;
      }>(sql`
        select (select count(*)::int from parties where not is_default) as parties,
          (select count(*)::int from party_leadership_races) as races,
          (select count(*)::int from party_leadership_races where status = 'decided') as decided,
          (select count(*)::int from party_leadership_races r where r.status = 'decided' and exists (
            select 1 from party_leadership_races p where p.party_id = r.party_id and p.decided_turn < r.decided_turn
              and p.winner_character_id is distinct from r.winner_character_id)) as leaders_changed,
          (select count(*)::int from party_whips) as whips,
          (select count(*)::int from bill_votes v join characters c on c.id = v.character_id
             join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id and v.turn >= w.turn
           where v.vote = w.position) as followed,
          (select count(*)::int from bill_votes v join characters c on c.id = v.character_id
             join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id and v.turn >= w.turn
           where v.vote in ('yes', 'no') and v.vote <> w.position) as broke,
          (select count(*)::int from party_whip_breaks) as breaks,
          (select count(*)::int from party_grants) as grants,
          (select coalesce(sum(amount_cents), 0)::text from party_grants) as granted,
          (select coalesce(sum(amount_cents), 0)::text from ledger_entries
           where reason = 'party_grant' and account_type = 'character_funds') as ledger_granted`);
      process.stdout.write(`parties ${world.turns}-turn counts: ${JSON.stringify(counts)}\n`);
      // Every party with members holds a race each interval (lenient: at least one each over the run).
      expect(counts.decided).toBeGreaterThanOrEqual(
        Math.floor(
          counts.parties * Math.max(1, Math.floor(world.turns / LEADERSHIP_INTERVAL_TURNS) - 2) * 0.5,
        ),
      );
      expect(counts.whips).toBeGreaterThan(100);
      // Whipped legislators mostly follow (breaks, each costing standing once, are rare among non-players).
      expect(counts.followed).toBeGreaterThan(counts.broke * 3);
      expect(counts.grants).toBeGreaterThan(0);
      // Every grant is a ledger movement of the same amount (no money is made).
      expect(counts.granted).toBe(counts.ledger_granted);
    });
  });
}
