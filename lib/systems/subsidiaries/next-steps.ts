import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { CEO_CORPORATIONS_LISTED } from '@/lib/systems/corporations/companies/next-steps';

/** A corporation the CEO runs with a divestiture pending their decision. */
export async function subsidiaryNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const rows = await db.execute<{ seq: number; name: string }>(sql`
    select seq, name from (
      select seq, name, pending_divestiture from corporations
      where ceo_character_id = ${character.id} order by seq limit ${CEO_CORPORATIONS_LISTED}) k
    where k.pending_divestiture is not null
    order by seq`);
  return rows.rows.map((k) => ({
    kind: 'subsidiary-divestiture',
    label: k.name,
    detail: 'A divestiture is pending your decision.',
    action: 'Decide',
    href: `/corporations/${k.seq}`,
    priority: 30,
  }));
}
