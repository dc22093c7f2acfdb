import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { characterOfUser } from '@/lib/systems/corporations/companies/accounts';
import { assertCanManage, lockCorporation } from '@/lib/systems/corporations/companies/corporation-authority';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';
import { MAX_PLAYER_CONTRACTED_SHARE } from './constants';
import { roundShare } from './grant-extraction-contract';
import { offerColumns, offerJoins, toOffer, type OfferRow } from './rows';
import { offerContractInput, type OfferView } from './schemas';
import { activeContractedShare, lockState } from './state-authority';

/**
 * A corporation (its CEO or controlling holder) offers for a share of a state's resource. The state's
 * authority decides later; an offer that could not fit under the player ceiling today is refused now.
 */
export async function offerExtractionContract(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<{ offer: OfferView }> {
  const body = parseInput(offerContractInput, input.body);
  const share = roundShare(body.share);
  return withTx(db, async (tx) => {
    const character = await characterOfUser(tx, input.userId);
    const state = await lockState(tx, body.stateId);
    const corporation = await lockCorporation(tx, await corporationIdFrom(tx, body.corporationId));
    await assertCanManage(tx, corporation, character.id);
    const capacity = await tx.execute<{ capacity: number | null }>(sql`
      select (resources ->> ${body.resource})::float8 as capacity
      from state_resource_capacity where state_id = ${state.id}`);
    if (!capacity.rows[0] || !(Number(capacity.rows[0].capacity) > 0)) {
      throw new AppError('BAD_REQUEST', `${state.name} has no ${body.resource} capacity to contract.`);
    }
    const total = roundShare((await activeContractedShare(tx, state.id, body.resource)) + share);
    if (total > MAX_PLAYER_CONTRACTED_SHARE) {
      throw new AppError(
        'CONTRACTED_SHARE_LIMIT',
        `${state.name}'s ${body.resource} would be ${Math.round(total * 1000) / 10}% contracted; player contracts stop at ${MAX_PLAYER_CONTRACTED_SHARE * 100}%.`,
      );
    }
    const rows = await tx.execute<OfferRow>(sql`
      with eo as (
        insert into extraction_offers (id, state_id, country_id, corporation_id, resource, share, offered_turn,
          offered_by_character_id)
        values (${newObjectId()}, ${state.id}, ${state.countryId}, ${corporation.id}, ${body.resource}, ${share},
          ${await currentTurn(tx)}, ${character.id})
        returning *)
      select ${offerColumns} from eo ${offerJoins}`);
    return { offer: toOffer(rows.rows[0]!) };
  });
}
