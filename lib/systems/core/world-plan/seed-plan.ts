import { characters, countries, currencies, parties, states } from '@/models';
import type { Db } from '@/lib/platform/db';
import { insertChunked } from './insert-chunked';
import type { SeedContext } from './seed-context';

/** The planned countries, states, currencies, parties and non-player characters. */
export async function seedPlannedWorld(tx: Db, { plan }: SeedContext): Promise<void> {
  await tx.insert(countries).values(plan.countries);
  await tx.insert(states).values(plan.states);
  await tx.insert(currencies).values(plan.currencies);
  await tx.insert(parties).values(plan.parties);
  await insertChunked(plan.npcs, (chunk) => tx.insert(characters).values(chunk));
}
