import type { Db } from '@/lib/platform/db';
import { seedCharacters } from '@/lib/systems/core/characters/seed-characters';
import { seedCountries } from '@/lib/systems/core/countries/seed-countries';
import type { SeedContext } from './seed-context';

/** The planned countries, states, currencies and non-player characters (politics seeds their parties). */
export async function seedPlannedWorld(tx: Db, { plan }: SeedContext): Promise<void> {
  await seedCountries(tx, plan);
  await seedCharacters(tx, plan.npcs);
}
