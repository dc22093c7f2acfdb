import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { characterKey } from '@/lib/systems/core/characters/character-key';
import { characterIdParams } from '@/lib/systems/core/characters/schemas';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import type { GetCareerResult } from './schemas';

/** GET /api/public/v1/character/[id]/career: every office the character has held, most recent first. */
export async function getCareer(db: Db, input: z.input<typeof characterIdParams>): Promise<GetCareerResult> {
  const { id } = parseInput(characterIdParams, input);
  const key = characterKey(id);
  const missing: GetCareerResult = { found: false, characterId: null, characterName: null, career: [] };
  if (!key) return missing;
  const where = 'seq' in key ? sql`c.seq = ${key.seq}` : sql`c.id = ${key.id}`;
  const [character] = (
    await db.execute<{ id: string; name: string }>(sql`select c.id, c.name from characters c where ${where}`)
  ).rows;
  if (!character) return missing;
  const rows = await db.execute<{
    type: string;
    office_title: string;
    office_key: string;
    party_name: string | null;
    state_name: string | null;
    start_turn: number;
    end_turn: number | null;
    seat_state_name: string | null;
    election_id: string | null;
    seat_id: string | null;
  }>(sql`
    select cr.type, cr.office_title, o.office_key, cr.party_name, st.name as state_name, cr.start_turn, cr.end_turn,
      seat_state.name as seat_state_name, cr.seat_id,
      (select e.id from elections e join election_candidates ec on ec.election_id = e.id
        and ec.character_id = cr.character_id and ec.is_winner
        where cr.type = 'elected' and e.office_id = cr.office_id and e.end_turn = cr.start_turn
        order by e.id limit 1) as election_id
    from careers cr join offices o on o.id = cr.office_id
    left join seats s on s.id = cr.seat_id
    left join states st on st.id = coalesce(s.state_id, cr.state_id)
    left join states seat_state on seat_state.id = s.state_id
    where cr.character_id = ${character.id}
    order by cr.start_turn desc, cr.id desc`);
  return {
    found: true,
    characterId: character.id,
    characterName: character.name,
    career: rows.rows.map((r) => ({
      type: r.type,
      office: r.office_title,
      // A national seat (president, prime minister) represents no state.
      officeLabel: r.seat_state_name ? `${r.office_title} for ${r.seat_state_name}` : r.office_title,
      electionId: r.election_id,
      officeType: r.office_key,
      party: r.party_name,
      fromState: r.state_name,
      toState: r.state_name,
      startTurn: r.start_turn,
      endTurn: r.end_turn,
      seatId: r.seat_id,
    })),
  };
}
