import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { CONVERSION_ACCOUNT, EXCHANGE_REASON, SPREAD_SINK_ACCOUNT } from './constants';
import { quoteExchange } from './conversion';
import { runIdempotent, type Idempotent } from './idempotency';
import { characterHolding, moveMoney, type MoneyLeg } from './move-money';
import { exchangeBody, type ExchangeResult } from './schemas';
import { centsToUnits, unitsToCents } from './units';

type ExchangeRow = {
  forex_enabled: boolean;
  turn: number;
  character_id: string | null;
  country_status: string | null;
  home_currency: string | null;
  from_rate: string | null;
  to_rate: string | null;
};

/**
 * POST /api/v1/forex/exchange and the exchange form: sells `amount` of one currency the character
 * holds for another at amount × rate(to) ÷ rate(from), less the 0.275% spread. Half the spread goes
 * to the target currency's central bank, half to the named sink. The trade feeds both currencies'
 * 24-turn volume. One transaction; the character row is locked first.
 */
export async function exchangeCurrency(
  db: Db,
  input: { userId: string; body: unknown; idempotencyKey?: string | null },
): Promise<Idempotent<ExchangeResult>> {
  const body = parseInput(exchangeBody, input.body);
  return withTx(db, (tx) =>
    runIdempotent(
      tx,
      { userId: input.userId, key: input.idempotencyKey, operation: 'forex_exchange', request: body },
      async () => {
        if (body.fromCurrency === body.toCurrency) throw new AppError('SAME_CURRENCY');
        const loaded = await tx.execute<ExchangeRow>(sql`
          with locked as (select id from characters where user_id = ${input.userId} for update)
          select gs.forex_enabled, gs.current_turn as turn, c.id as character_id,
            co.status as country_status, co.currency_code as home_currency,
            (select rate::text from currencies where code = ${body.fromCurrency}) as from_rate,
            (select rate::text from currencies where code = ${body.toCurrency}) as to_rate
          from game_state gs
            left join characters c on c.id in (select id from locked)
            left join countries co on co.id = c.country_id
          where gs.id = ${GAME_STATE_ID}`);
        const row = loaded.rows[0];
        if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
        if (!row.forex_enabled) throw new AppError('FOREX_DISABLED');
        if (!row.character_id || !row.home_currency) {
          throw new AppError('CHARACTER_NOT_FOUND', 'You have no character yet.');
        }
        if (row.country_status !== 'active') throw new AppError('INACTIVE_COUNTRY');
        if (row.from_rate === null)
          throw new AppError('CURRENCY_NOT_FOUND', `No currency ${body.fromCurrency}.`);
        if (row.to_rate === null) throw new AppError('CURRENCY_NOT_FOUND', `No currency ${body.toCurrency}.`);
        const fromRate = Number(row.from_rate);
        const toRate = Number(row.to_rate);
        const quote = quoteExchange(unitsToCents(body.amount), fromRate, toRate);
        if (quote.toCents < 1) throw new AppError('EXCHANGE_TOO_SMALL');

        const from = body.fromCurrency;
        const to = body.toCurrency;
        const conversion = (currencyCode: string) =>
          ({ kind: 'system', name: CONVERSION_ACCOUNT, currencyCode }) as const;
        const legs: MoneyLeg[] = [
          {
            from: characterHolding(row.character_id, row.home_currency, from),
            to: conversion(from),
            cents: quote.fromCents,
          },
          {
            from: conversion(to),
            to: characterHolding(row.character_id, row.home_currency, to),
            cents: quote.toCents,
          },
          {
            from: conversion(to),
            to: { kind: 'central_bank', currencyCode: to },
            cents: quote.centralBankCents,
          },
          {
            from: conversion(to),
            to: { kind: 'system', name: SPREAD_SINK_ACCOUNT, currencyCode: to },
            cents: quote.destroyedCents,
          },
        ].filter((leg) => leg.cents > 0) as MoneyLeg[];
        await moveMoney(tx, { id: `forex-${newObjectId()}`, reason: EXCHANGE_REASON, turn: row.turn }, legs);
        await recordTradeVolume(tx, row.turn, { from, to, anchor: centsToUnits(quote.fromCents) / fromRate });
        return {
          found: true,
          success: true as const,
          trade: {
            fromCurrency: from,
            toCurrency: to,
            fromAmount: centsToUnits(quote.fromCents),
            toAmount: centsToUnits(quote.toCents),
            effectiveRate: quote.effectiveRate,
            spreadCharged: centsToUnits(quote.spreadCents),
          },
        };
      },
    ),
  );
}

/**
 * Adds the trade to both currencies' turn buckets of forex_volume (the rate phase reads the last 24
 * turns): the source is sold, the target bought. One statement, rows in code order, so two opposite
 * trades lock the two rows in the same order.
 */
async function recordTradeVolume(
  tx: Db,
  turn: number,
  trade: { from: string; to: string; anchor: number },
): Promise<void> {
  const rows = [
    { code: trade.from, buy: 0, sell: trade.anchor },
    { code: trade.to, buy: trade.anchor, sell: 0 },
  ].sort((a, b) => a.code.localeCompare(b.code));
  await tx.execute(sql`
    insert into forex_volume (currency_code, turn, buy_anchor, sell_anchor)
    values ${sql.join(
      rows.map((r) => sql`(${r.code}, ${turn}, ${r.buy}, ${r.sell})`),
      sql`, `,
    )}
    on conflict (currency_code, turn) do update set
      buy_anchor = forex_volume.buy_anchor + excluded.buy_anchor,
      sell_anchor = forex_volume.sell_anchor + excluded.sell_anchor`);
}
