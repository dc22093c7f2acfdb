import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { cashLeg, currentTurn, debitCash, postCash, resolveActor } from './accounts';
import { FOUNDING_CAPITAL_INVESTED, SHARES } from './constants';
import { openingCredit } from './credit-score';
import { recordShareTransaction } from './move-shares';
import { foundCorporationInput } from './schemas';

export interface FoundCorporationResult {
  success: true;
  corporation: {
    id: string;
    sequentialId: number;
    name: string;
    type: string;
    countryId: string;
    currencyCode: string;
  };
}

/**
 * Founds a private corporation in the caller's home state: the capital leaves the caller's cash for
 * the corporation's, part of it is invested in productive capital (the sink 'capital_investment'),
 * and the founder holds every share and sits as CEO.
 */
export async function foundCorporation(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<FoundCorporationResult> {
  const body = parseInput(foundCorporationInput, input.body);
  const capitalCents = Math.round(body.capital * 100);
  if (capitalCents < SHARES.minFoundingCapitalCents) {
    throw new AppError('BAD_REQUEST', `capital: at least ${SHARES.minFoundingCapitalCents / 100} is needed.`);
  }
  return withTx(db, async (tx) => {
    const founder = await resolveActor(tx, input.userId);
    const type = await tx.execute(sql`select id from sector_types where id = ${body.type}`);
    if (type.rows.length === 0) throw new AppError('BAD_REQUEST', 'type: not a sector type.');
    const home = await tx.execute<{ country_id: string; state_id: string }>(sql`
      select country_id, state_id from characters where id = ${founder.id}`);
    const { country_id: countryId, state_id: stateId } = home.rows[0]!;
    const taken = await tx.execute(sql`select 1 from corporations where lower(name) = lower(${body.name})`);
    if (taken.rows.length > 0) throw new AppError('CONFLICT', 'A corporation with that name already exists.');
    const turn = await currentTurn(tx);
    const id = newObjectId();
    await debitCash(tx, founder, capitalCents, 'the founding capital', {
      transferId: `found-${id}`,
      reason: 'corporation_founding',
      turn,
    });
    const investedCents = Math.round(capitalCents * FOUNDING_CAPITAL_INVESTED);
    const cashCents = capitalCents - investedCents;
    const shares = SHARES.foundingShares;
    const priceCents = Math.max(1, Math.round(capitalCents / shares));
    const credit = openingCredit({ cashCents, equityCents: capitalCents });
    const ticker = body.name
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 4)
      .padEnd(3, 'X');
    const inserted = await tx.execute<{ seq: number }>(sql`
      insert into corporations (id, name, ticker_symbol, type, country_id, currency_code, headquarters_state_id,
        ceo_kind, ceo_character_id, founder_character_id, total_shares, float_shares, share_price_cents,
        previous_share_price_cents, cash_cents, marketing_strength, logistics_strength, credit_score,
        credit_rating, credit_components, founded_turn, last_action_turn)
      values (${id}, ${body.name}, ${ticker}, ${body.type}, ${countryId}, ${founder.currencyCode}, ${stateId},
        'character', ${founder.id}, ${founder.id}, ${shares}, 0, ${priceCents}, ${priceCents}, 0,
        50, 50, ${credit.score}, ${credit.rating}, ${JSON.stringify(credit.components)}::jsonb, ${turn}, ${turn})
      on conflict do nothing
      returning seq`);
    if (inserted.rows.length === 0)
      throw new AppError('CONFLICT', 'A corporation with that name already exists.');
    await tx.execute(sql`
      insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
      values (${id}, 'character', ${founder.id}, ${shares})`);
    await tx.execute(sql`
      insert into corporation_sectors (corporation_id, state_id, sector_type, capital_stock_cents)
      values (${id}, ${stateId}, ${body.type}, ${investedCents})`);
    await tx.execute(sql`
      insert into corporation_history (corporation_id, turn, share_price_cents, market_cap_cents, cash_cents,
        revenue_cents, profit_cents)
      values (${id}, ${turn}, ${priceCents}, ${priceCents * shares}, ${cashCents}, 0, 0)
      on conflict do nothing`);
    await recordShareTransaction(tx, {
      corporationId: id,
      kind: 'founding',
      turn,
      shares,
      pricePerShareCents: priceCents,
      currencyCode: founder.currencyCode,
      rate: founder.rate,
      from: null,
      to: { kind: 'character', id: founder.id },
      note: 'Shares created at founding',
    });
    const corporationCash = {
      kind: 'corporation' as const,
      id,
      currencyCode: founder.currencyCode,
      rate: founder.rate,
    };
    // The founder's debit is posted above; the corporation's cash arrives with its rows (inserted at 0).
    await postCash(tx, { transferId: `found-${id}`, reason: 'corporation_founding', turn }, [
      cashLeg(corporationCash, capitalCents),
      cashLeg(corporationCash, -investedCents),
      {
        accountType: 'system',
        accountId: 'capital_investment',
        currencyCode: founder.currencyCode,
        cents: investedCents,
      },
    ]);
    return {
      success: true,
      corporation: {
        id,
        sequentialId: inserted.rows[0]!.seq,
        name: body.name,
        type: body.type,
        countryId,
        currencyCode: founder.currencyCode,
      },
    };
  });
}
