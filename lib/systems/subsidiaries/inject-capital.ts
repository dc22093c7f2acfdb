import { sql } from 'drizzle-orm';
import { notifySubsidiaryCommand } from './notify-subsidiary-command';
import { withTx, type Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/browser/format';
import { AppError } from '@/lib/platform/errors';
import { convertCents, payBetween, type CashParty } from '@/lib/systems/corporations/companies/accounts';
import { parseInput } from '@/lib/platform/validation';
import { assertCooldownOver, authorizeParent } from './authority';
import { SUBSIDIARY } from './constants';
import { capitalInjectionBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';

export interface CapitalInjectionResult {
  success: true;
  subsidiaryId: string;
  parentCorporationId: string;
  amount: number;
  currencyCode: string;
  receivedAmount: number;
  receivedCurrencyCode: string;
  nextInjectionTurn: number;
}

/**
 * The parent moves cash into its subsidiary: at most 25% of the parent's cash, once per 24 turns
 * per subsidiary, converted at the stored forex rates through the 'forex_conversion' account when the
 * currencies differ. The cooldown anchor is written conditionally, so parallel calls inject once.
 */
export async function injectCapital(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<CapitalInjectionResult> {
  const id = await corporationIdFrom(db, input.corporationId);
  const { amount } = parseInput(capitalInjectionBody, input.body);
  const cents = Math.round(amount * 100);
  return withTx(db, async (tx) => {
    const { turn, subsidiary, parent } = await authorizeParent(tx, {
      userId: input.userId,
      subsidiaryId: id,
    });
    const { cooldownTurns, maxShareOfParentCash } = SUBSIDIARY.capitalInjection;
    assertCooldownOver('Capital injection', subsidiary.lastCapitalInjectionTurn, cooldownTurns, turn);
    const maxCents = Math.floor(parent.cashCents * maxShareOfParentCash);
    if (cents > maxCents) {
      throw new AppError(
        'BAD_REQUEST',
        `amount: at most 25% of the parent's cash, ${(maxCents / 100).toFixed(2)} ${parent.currencyCode}.`,
      );
    }
    const received = convertCents(cents, parent.rate, subsidiary.rate, 'down');
    if (received <= 0) throw new AppError('BAD_REQUEST', 'amount: too small to convert.');
    const anchored = await tx.execute(sql`
      update corporations set last_capital_injection_turn = ${turn}
      where id = ${id} and (last_capital_injection_turn is null
        or last_capital_injection_turn + ${cooldownTurns} <= ${turn}) returning id`);
    if (anchored.rows.length === 0) throw new AppError('SUBSIDIARY_COOLDOWN');
    const party = (k: typeof parent): CashParty => ({
      kind: 'corporation',
      id: k.id,
      currencyCode: k.currencyCode,
      rate: k.rate,
    });
    await payBetween(tx, {
      payer: party(parent),
      payee: party(subsidiary),
      payerCents: cents,
      payeeCents: received,
      what: 'the capital injection',
      transfer: { transferId: `capital-injection-${id}-${turn}`, reason: 'capital_injection', turn },
    });
    await notifySubsidiaryCommand(tx, {
      subsidiaryId: id,
      parentCorporationId: parent.id,
      actorUserId: input.userId,
      command: 'capital injected',
      body: `The parent corporation moved ${formatMoney(received / 100, subsidiary.currencyCode, 'en-US')} into your corporation's cash.`,
    });
    return {
      success: true,
      subsidiaryId: id,
      parentCorporationId: parent.id,
      amount: cents / 100,
      currencyCode: parent.currencyCode,
      receivedAmount: received / 100,
      receivedCurrencyCode: subsidiary.currencyCode,
      nextInjectionTurn: turn + cooldownTurns,
    };
  });
}
