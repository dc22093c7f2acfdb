import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import {
  characterOfUser,
  currentTurn,
  debitCash,
  postCash,
} from '@/lib/systems/corporations/companies/accounts';
import {
  createSpunOffCorporation,
  moveCorporationSectors,
  recordCorporationAction,
} from '@/lib/systems/corporations/companies/corporation-writes';
import { recordShareTransaction } from '@/lib/systems/corporations/companies/move-shares';
import { parseInput } from '@/lib/platform/validation';
import { assertCooldownOver, characterRunsCorporation, lockSubsidiaryCorporationOrThrow } from './authority';
import { chooseCeo } from './choose-ceo';
import { SUBSIDIARY } from './constants';
import { assertSubsidiariesEnabled } from './flag';
import { spinOffBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';

export interface SpinOffResult {
  success: true;
  parentCorporationId: string;
  corporation: { id: string; sequentialId: number; name: string; tickerSymbol: string; type: string };
  sectorsMoved: number;
  costCents: number;
  currencyCode: string;
  nextSpinOffTurn: number;
}

const ineligible = (message: string) => new AppError('SUBSIDIARY_NOT_ELIGIBLE', message);

/**
 * [id] is the parent. Moves every operation of one sector type into a new private corporation the
 * parent wholly owns, formalized at once. Costs 500,000 plus 100,000 per operation moved (to the sink
 * 'spin_off_costs'), once per 168 turns per parent. The new corporation starts with no cash: the
 * parent funds it by capital injection.
 */
export async function spinOffSubsidiary(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<SpinOffResult> {
  const parentId = await corporationIdFrom(db, input.corporationId);
  const body = parseInput(spinOffBody, input.body);
  return withTx(db, async (tx) => {
    await assertSubsidiariesEnabled(tx);
    const character = await characterOfUser(tx, input.userId);
    const parent = await lockSubsidiaryCorporationOrThrow(tx, parentId);
    if (!(await characterRunsCorporation(tx, parent, character.id)))
      throw new AppError('NOT_SUBSIDIARY_PARENT');
    if (parent.isStateOwned) throw ineligible('A state-owned corporation cannot spin off subsidiaries.');
    if (parent.subsidiaryFormalizedAtTurn !== null) {
      throw ineligible('A formalized subsidiary cannot spin off: chains are not allowed.');
    }
    const turn = await currentTurn(tx);
    assertCooldownOver('Spin-off', parent.lastSpinOffTurn, SUBSIDIARY.spinOff.cooldownTurns, turn);
    const sectors = await tx.execute<{ state_id: string; capital: string; other: string }>(sql`
      select s.state_id, s.capital_stock_cents as capital,
        (select count(*) from corporation_sectors o where o.corporation_id = s.corporation_id
          and o.sector_type <> ${body.sectorType}) as other
      from corporation_sectors s where s.corporation_id = ${parentId} and s.sector_type = ${body.sectorType}
      order by s.capital_stock_cents desc, s.state_id`);
    if (sectors.rows.length === 0) throw ineligible('The parent has no operations in that sector type.');
    if (Number(sectors.rows[0]!.other) === 0) {
      throw ineligible('The parent must keep at least one other sector type.');
    }
    const taken = await tx.execute(sql`select 1 from corporations where lower(name) = lower(${body.name})`);
    if (taken.rows.length > 0) throw new AppError('CONFLICT', 'A corporation with that name already exists.');
    const ceo = await chooseCeo(tx, {
      ceoType: body.appointedCeoType,
      characterId: body.appointedCeoCharacterId,
      forcedNppId: body.forcedNppId,
      countryId: parent.countryId,
    });
    const moved = sectors.rows.length;
    const costCents = SUBSIDIARY.spinOff.baseCostCents + SUBSIDIARY.spinOff.costPerSectorCents * moved;
    const payer = {
      kind: 'corporation' as const,
      id: parentId,
      currencyCode: parent.currencyCode,
      rate: parent.rate,
    };
    const id = newObjectId();
    const transfer = { transferId: `spin-off-${id}`, reason: 'spin_off', turn };
    await debitCash(tx, payer, costCents, 'the spin-off', transfer);
    const capitalCents = sectors.rows.reduce((sum, row) => sum + Number(row.capital), 0);
    const shares = SUBSIDIARY.spinOff.shares;
    const priceCents = Math.max(1, Math.round(capitalCents / shares));
    const ticker =
      body.tickerSymbol ??
      body.name
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 4)
        .padEnd(3, 'X');
    const seq = await createSpunOffCorporation(tx, {
      id,
      parentId,
      name: body.name,
      tickerSymbol: ticker,
      sectorType: body.sectorType,
      headquartersStateId: sectors.rows[0]!.state_id,
      ceo,
      shares,
      priceCents,
      turn,
    });
    if (seq === null) throw new AppError('CONFLICT', 'A corporation with that name already exists.');
    await moveCorporationSectors(tx, {
      fromCorporationId: parentId,
      toCorporationId: id,
      sectorType: body.sectorType,
    });
    await tx.execute(sql`update corporations set last_spin_off_turn = ${turn} where id = ${parentId}`);
    await recordCorporationAction(tx, parentId, turn);
    await recordShareTransaction(tx, {
      corporationId: id,
      kind: 'founding',
      turn,
      shares,
      pricePerShareCents: priceCents,
      currencyCode: parent.currencyCode,
      rate: parent.rate,
      from: null,
      to: { kind: 'corporation', id: parentId },
      note: `Spun off from ${parent.name}`,
    });
    // The parent's debit is posted above; its sink's row completes the transfer.
    await postCash(tx, transfer, [
      {
        accountType: 'system',
        accountId: 'spin_off_costs',
        currencyCode: parent.currencyCode,
        cents: costCents,
      },
    ]);
    return {
      success: true,
      parentCorporationId: parentId,
      corporation: {
        id,
        sequentialId: seq,
        name: body.name,
        tickerSymbol: ticker,
        type: body.sectorType,
      },
      sectorsMoved: moved,
      costCents,
      currencyCode: parent.currencyCode,
      nextSpinOffTurn: turn + SUBSIDIARY.spinOff.cooldownTurns,
    };
  });
}
