import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface ShareSide {
  kind: 'character' | 'npp' | 'corporation' | 'state';
  id: string;
}

/** Adds shares to a holder's cap-table row (creating it), updating the average cost. */
export async function addShares(
  tx: Db,
  input: { corporationId: string; holder: ShareSide; shares: number; pricePerShareCents: number },
): Promise<void> {
  await tx.execute(sql`
    insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares, avg_cost_cents)
    values (${input.corporationId}, ${input.holder.kind}, ${input.holder.id}, ${input.shares}, ${input.pricePerShareCents})
    on conflict (corporation_id, holder_kind, holder_id) do update set
      avg_cost_cents = round((corporation_shareholders.avg_cost_cents::numeric * corporation_shareholders.shares
        + ${input.pricePerShareCents}::numeric * ${input.shares}) / (corporation_shareholders.shares + ${input.shares})),
      shares = corporation_shareholders.shares + ${input.shares}`);
}

/**
 * Takes filled shares out of a seller's row: they were reserved by the open order, so both the
 * holding and the reservation shrink. A row left empty is removed.
 */
export async function removeReservedShares(
  tx: Db,
  input: { corporationId: string; holder: ShareSide; shares: number },
): Promise<void> {
  const result = await tx.execute(sql`
    update corporation_shareholders set shares = shares - ${input.shares}, reserved_shares = reserved_shares - ${input.shares}
    where corporation_id = ${input.corporationId} and holder_kind = ${input.holder.kind} and holder_id = ${input.holder.id}
      and reserved_shares >= ${input.shares} returning shares, super_shares, reserved_shares`);
  if (result.rows.length === 0) throw new AppError('CONFLICT', 'The seller no longer holds those shares.');
  await tx.execute(sql`
    delete from corporation_shareholders where corporation_id = ${input.corporationId}
      and holder_kind = ${input.holder.kind} and holder_id = ${input.holder.id}
      and shares = 0 and super_shares = 0 and reserved_shares = 0`);
}

/** Records one share movement; a null side is the public float. Prices are also kept in anchor units. */
export async function recordShareTransaction(
  tx: Db,
  input: {
    corporationId: string;
    kind: 'trade' | 'issuance' | 'founding';
    turn: number;
    shares: number;
    pricePerShareCents: number;
    currencyCode: string;
    rate: number;
    from: ShareSide | null;
    to: ShareSide | null;
    note: string | null;
  },
): Promise<void> {
  const totalCents = input.shares * input.pricePerShareCents;
  await tx.execute(sql`
    insert into share_transactions (corporation_id, kind, turn, shares, price_per_share_cents, total_cents,
      price_per_share_anchor, total_anchor, corp_currency_code, from_kind, from_id, to_kind, to_id, note)
    values (${input.corporationId}, ${input.kind}, ${input.turn}, ${input.shares}, ${input.pricePerShareCents},
      ${totalCents}, round(${input.pricePerShareCents}::numeric / 100 / ${input.rate}::numeric, 6),
      round(${totalCents}::numeric / 100 / ${input.rate}::numeric, 4), ${input.currencyCode},
      ${input.from?.kind ?? null}, ${input.from?.id ?? null}, ${input.to?.kind ?? null}, ${input.to?.id ?? null},
      ${input.note})`);
}
