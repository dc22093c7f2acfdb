import { countries, currencies, states } from '@/models';
import type { Db } from '@/lib/platform/db';

/** World seeding: the planned countries, their states and their currencies. */
export async function seedCountries(
  tx: Db,
  plan: {
    countries: (typeof countries.$inferInsert)[];
    states: (typeof states.$inferInsert)[];
    currencies: (typeof currencies.$inferInsert)[];
  },
): Promise<void> {
  await tx.insert(countries).values(plan.countries);
  await tx.insert(states).values(plan.states);
  await tx.insert(currencies).values(plan.currencies);
}
