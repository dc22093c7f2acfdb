import { sql, type SQL } from 'drizzle-orm';
import { economyReference } from '@/lib/systems/economy/macro/reference';
import { BONDS } from './constants';

/** The rating scale as a VALUES list (rating, spread over prime in percentage points). */
export const ratingSpreads: SQL = sql.join(
  economyReference.creditRatings.map((b) => sql`(${b.rating}::text, ${b.spreadOverPrimePp}::numeric)`),
  sql`, `,
);

/** The term premium steps as a VALUES list (turns, percentage points). */
export const termPremiums: SQL = sql.join(
  Object.entries(BONDS.termPremiumPp).map(([turns, pp]) => sql`(${Number(turns)}::int, ${pp}::numeric)`),
  sql`, `,
);
