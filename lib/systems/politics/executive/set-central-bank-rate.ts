import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import {
  recordChairRateDecision,
  type ChairRateDecision,
} from '@/lib/systems/economy/macro/chair-rate-decision';
import { currentTurn, playerCharacter } from './office-holder';
import { setRateBody, setRateParams } from './schemas';

/**
 * POST /api/central-bank/[countryCode]/rate {rate}: the central bank's chair decides the prime rate, which
 * the next turn's rate phase applies. 404 unknown country, 403 NOT_OFFICE_HOLDER when the caller is not the
 * chair, 400 RATE_OUT_OF_BOUNDS naming the bounds, 409 RATE_COOLDOWN; a refusal writes nothing.
 */
export async function setCentralBankRate(
  db: Db,
  input: { userId: string; countryCode: unknown; rate: unknown },
): Promise<ChairRateDecision & { appliesOnTurn: number }> {
  const { countryCode } = parseInput(setRateParams, { countryCode: input.countryCode });
  const { rate } = parseInput(setRateBody, { rate: input.rate });
  const countryId = countryCode.toUpperCase();
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const chair = await tx.execute<{ holder: string | null }>(sql`
      select s.holder_character_id as holder from seats s join offices o on o.id = s.office_id
      where s.country_id = ${countryId} and o.role = 'central_bank' limit 1`);
    if (!chair.rows[0]) throw new AppError('NOT_FOUND', 'No such country or central bank.');
    if (chair.rows[0].holder !== character.id) {
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the central bank’s chair can set its rate.');
    }
    const turn = await currentTurn(tx);
    const decision = await recordChairRateDecision(tx, { countryId, rate, turn });
    return { ...decision, appliesOnTurn: turn };
  });
}
