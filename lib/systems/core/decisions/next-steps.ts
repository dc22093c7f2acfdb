import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '../manifest';

/** Open decisions put to the player, each a step with its deadline (they sort before steps without one). */
export async function decisionNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const rows = await db.execute<{
    id: number;
    title: string;
    closes_turn: number;
    closes_at: Date | string;
    options: number;
  }>(sql`
    select d.id, d.title, d.closes_turn, d.closes_at, jsonb_array_length(d.options) as options
    from decisions d where d.addressee_character_id = ${character.id} and d.status = 'open'
    order by d.closes_turn, d.closes_at, d.id limit 10`);
  return rows.rows.map((d) => ({
    kind: 'decision',
    label: d.title,
    detail: `${d.options} options; without your answer the default applies.`,
    action: 'Decide',
    href: `/decisions#decision-${d.id}`,
    deadlineTurn: d.closes_turn,
    deadlineAt: new Date(d.closes_at).toISOString(),
    priority: 0,
  }));
}
