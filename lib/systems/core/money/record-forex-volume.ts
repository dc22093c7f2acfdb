import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { currencyCodeParam } from './schemas';

const recordForexVolumeInput = z.object({
  currencyCode: currencyCodeParam,
  turn: z.number().int().min(0),
  /** Anchor units of this currency bought (it was the target of an exchange). */
  buyAnchor: z.number().min(0).default(0),
  /** Anchor units of this currency sold (it was the source). */
  sellAnchor: z.number().min(0).default(0),
});

/**
 * Adds one exchange's volume to a currency's turn bucket (the forex exchange endpoint calls it for
 * both sides of a trade, in its own transaction). The rate phase reads the last 24 turns as pressure.
 */
export async function recordForexVolume(
  db: Db,
  input: z.input<typeof recordForexVolumeInput>,
): Promise<void> {
  const { currencyCode, turn, buyAnchor, sellAnchor } = parseInput(recordForexVolumeInput, input);
  await db.execute(sql`
    insert into forex_volume (currency_code, turn, buy_anchor, sell_anchor)
    values (${currencyCode}, ${turn}, ${buyAnchor}, ${sellAnchor})
    on conflict (currency_code, turn) do update set
      buy_anchor = forex_volume.buy_anchor + excluded.buy_anchor,
      sell_anchor = forex_volume.sell_anchor + excluded.sell_anchor`);
}
