import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { AppError } from '@/lib/platform/errors';
import { characterOfUser } from '@/lib/systems/corporations/companies/accounts';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { MAX_PLAYER_CONTRACTED_SHARE } from './constants';
import { roundShare } from './grant-extraction-contract';
import {
  contractColumns,
  contractJoins,
  offerColumns,
  offerJoins,
  toContract,
  toOffer,
  type ContractRow,
  type OfferRow,
} from './rows';
import { contractIdInput, offerDecisionInput, type ContractView, type OfferView } from './schemas';
import { decidingSeatOf } from '@/lib/systems/politics/offices/resource-authorities';
import { activeContractedShare, lockState } from './state-authority';

/**
 * The state's authority accepts or rejects a pending offer. Acceptance inserts the contract inside the
 * same transaction as the ceiling check, under the state's row lock, so two acceptances at once cannot
 * together pass the player ceiling of contracted share.
 */
export async function decideExtractionOffer(
  db: Db,
  input: { userId: string; offerId: unknown; body: unknown },
): Promise<{ offer: OfferView; contract: ContractView | null }> {
  const { id } = parseInput(contractIdInput, { id: input.offerId });
  const { decision } = parseInput(offerDecisionInput, input.body);
  return withTx(db, async (tx) => {
    const character = await characterOfUser(tx, input.userId);
    const found = await tx.execute<{ state_id: string }>(
      sql`select state_id from extraction_offers where id = ${id}`,
    );
    if (!found.rows[0]) throw new AppError('NOT_FOUND', `No extraction offer ${id}.`);
    const state = await lockState(tx, found.rows[0].state_id);
    const offers = await tx.execute<{
      status: string;
      resource: string;
      share: number;
      corporation_id: string;
    }>(sql`
      select status, resource, share::float8 as share, corporation_id from extraction_offers
      where id = ${id} for update`);
    const offer = offers.rows[0]!;
    if (offer.status !== 'pending')
      throw new AppError('OFFER_NOT_PENDING', `This offer is already ${offer.status}.`);
    const seat = await decidingSeatOf(tx, state.id, character.id);
    if (!seat)
      throw new AppError('NOT_STATE_AUTHORITY', `You do not hold a seat that decides for ${state.name}.`);
    const turn = await currentTurn(tx);
    let contract: ContractView | null = null;
    if (decision === 'accept') {
      const total = roundShare(
        (await activeContractedShare(tx, state.id, offer.resource)) + Number(offer.share),
      );
      if (total > MAX_PLAYER_CONTRACTED_SHARE) {
        throw new AppError(
          'CONTRACTED_SHARE_LIMIT',
          `Accepting would contract ${Math.round(total * 1000) / 10}% of ${state.name}'s ${offer.resource}; the limit is ${MAX_PLAYER_CONTRACTED_SHARE * 100}%.`,
        );
      }
      const rows = await tx.execute<ContractRow>(sql`
        with ec as (
          insert into extraction_contracts (id, state_id, country_id, corporation_id, resource, share,
            granted_turn, granted_by, granted_by_level, offer_id)
          values (${newObjectId()}, ${state.id}, ${state.countryId}, ${offer.corporation_id}, ${offer.resource},
            ${offer.share}, ${turn}, ${seat.grantedBy}, ${seat.grantedByLevel}, ${id})
          returning *)
        select ${contractColumns} from ec ${contractJoins}`);
      contract = toContract(rows.rows[0]!);
    }
    const updated = await tx.execute<OfferRow>(sql`
      with eo as (
        update extraction_offers set status = ${decision === 'accept' ? 'accepted' : 'rejected'},
          decided_turn = ${turn}, decided_by_character_id = ${character.id}, contract_id = ${contract?.id ?? null}
        where id = ${id} returning *)
      select ${offerColumns} from eo ${offerJoins}`);
    // The player who made the offer and the corporation's CEO hear the decision (once if they are one).
    await notifyMany(tx, {
      turn,
      now: sql`now()`,
      source: sql`
        select distinct r.character_id, 'extraction_offer_decided' as kind, o.id as key,
               ${state.name}::text || case when o.status = 'accepted' then ' accepted ' else ' rejected ' end
                 || k.name || '''s ' || o.resource || ' offer' as title,
               'The offer to extract ' || to_char(o.share * 100, 'FM990.0') || '% of ' || ${state.name}::text
                 || '''s ' || o.resource || ' was ' || o.status || '.' as body,
               '/states/' || o.state_id || '/resources' as link
        from extraction_offers o
        join corporations k on k.id = o.corporation_id
        cross join lateral (values (o.offered_by_character_id), (k.ceo_character_id)) as r(character_id)
        where o.id = ${id} and r.character_id is not null and r.character_id <> ${character.id}`,
    });
    return { offer: toOffer(updated.rows[0]!), contract };
  });
}
