import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';
import { objectIdOf, retryingConflicts, withTx, type Db } from '@/lib/platform/db';
import { tickBatcher, type BatchOutcome } from '@/lib/platform/db/tick-batcher';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { formatMoney } from '@/lib/platform/browser/format';
import { notificationSteps } from '@/lib/systems/core/notifications/notify';
import { MIN_TRANSFER_UNITS, TRANSFER_REASON } from './constants';
import { runIdempotent, type Idempotent } from './idempotency';
import { ledgerPostingSteps } from './post-ledger';
import { transferBody, type TransferResult } from './schemas';
import { centsToUnits, unitsToCents } from './units';

/** Transfers sharing one statement at most: enough for a web process's pool under load. */
const MAX_BATCH = 100;
/** Times the facts are read again when they changed between the read and the move. */
const MAX_READS = 3;

interface TransferAsk {
  userId: string;
  targetId: string | null;
}

interface TransferFacts {
  senderId: string;
  senderName: string;
  countryId: string;
  currencyCode: string;
  targetId: string;
  targetName: string;
}

interface TransferMove {
  userId: string;
  facts: TransferFacts;
  cents: number;
  /** The payee's notification, worded here so the amount is formatted as the UI formats money. */
  title: string;
  body: string;
}

type FactsRow = {
  transfers_paused: boolean;
  sender_id: string | null;
  sender_name: string | null;
  sender_country: string | null;
  currency_code: string | null;
  target_id: string | null;
  target_name: string | null;
  target_country: string | null;
};

/** Every refusal but too little money, decided from facts read without locks. */
function checkFacts(row: FactsRow | undefined): TransferFacts {
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  if (!row.sender_id || !row.currency_code) {
    throw new AppError('CHARACTER_NOT_FOUND', 'You have no character yet.');
  }
  if (row.transfers_paused) throw new AppError('TRANSFERS_PAUSED');
  if (!row.target_id) throw new AppError('CHARACTER_NOT_FOUND', 'No character has that id.');
  if (row.target_id === row.sender_id) throw new AppError('SELF_TRANSFER');
  if (row.target_country !== row.sender_country) throw new AppError('DIFFERENT_COUNTRY');
  return {
    senderId: row.sender_id,
    senderName: row.sender_name!,
    countryId: row.sender_country!,
    currencyCode: row.currency_code,
    targetId: row.target_id,
    targetName: row.target_name!,
  };
}

function outcomeOf<T>(compute: () => T): BatchOutcome<T> {
  try {
    return { ok: true, value: compute() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Who pays whom in what, for every ask at once. */
async function readFacts(db: Db, asks: TransferAsk[]): Promise<BatchOutcome<TransferFacts>[]> {
  const loaded = await db.execute<FactsRow & { idx: number }>(sql`
    select r.idx, gs.transfers_paused,
      s.id as sender_id, s.name as sender_name, s.country_id as sender_country, co.currency_code,
      t.id as target_id, t.name as target_name, t.country_id as target_country
    from jsonb_to_recordset(${JSON.stringify(asks.map((ask, idx) => ({ ...ask, idx })))}::jsonb)
        as r(idx int, "userId" text, "targetId" text)
      join game_state gs on gs.id = ${GAME_STATE_ID}
      left join characters s on s.user_id = r."userId"
      left join countries co on co.id = s.country_id
      left join characters t on t.id = r."targetId"`);
  const byIdx = new Map(loaded.rows.map((row) => [row.idx, row]));
  return asks.map((_ask, idx) => outcomeOf(() => checkFacts(byIdx.get(idx))));
}

/** Null when the facts changed since they were read: the caller reads them again. */
type MoveResult = { senderBalanceCents: number } | null;

/**
 * Moves every transfer of a round in ONE statement: lock the characters in id order, keep the transfers
 * whose facts still hold under those locks (the sender is still the caller's, both still in that country,
 * transfers not paused) and whose sender has the money (read from the locked rows), then core/money's
 * set-based writer posts them (the debits, the credits, two ledger rows per transfer) and the payees are
 * notified. A character appears in at most one transfer of a round, so no row is updated twice. Sent on
 * its own the statement is its own transaction: row locks last one round trip.
 */
async function moveRound(db: Db, moves: TransferMove[]): Promise<BatchOutcome<MoveResult>[]> {
  const rows = moves.map((move, idx) => ({
    idx,
    userId: move.userId,
    senderId: move.facts.senderId,
    targetId: move.facts.targetId,
    countryId: move.facts.countryId,
    currencyCode: move.facts.currencyCode,
    cents: move.cents,
    transferId: `transfer-${newObjectId()}`,
    notificationKey: newObjectId(),
    title: move.title,
    body: move.body,
  }));
  // The writer's steps post the funded transfers: two rows each, in request order.
  const posting = ledgerPostingSteps({
    with: sql`req as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        idx int, "userId" text, "senderId" text, "targetId" text, "countryId" text, "currencyCode" text,
        cents bigint, "transferId" text, "notificationKey" text, title text, body text)),
    locked as (
      select id, user_id, country_id, campaign_funds_cents from characters
      where id in (select "senderId" from req union all select "targetId" from req)
      order by id for update),
    clock as (
      select current_turn as turn from game_state where id = ${GAME_STATE_ID} and not transfers_paused),
    held as (
      select req.* from req
      where exists (select 1 from clock)
        and exists (select 1 from locked s
                    where s.id = req."senderId" and s.user_id = req."userId" and s.country_id = req."countryId")
        and exists (select 1 from locked t where t.id = req."targetId" and t.country_id = req."countryId")),
    -- The locked rows are the latest versions: a sender short of money is refused here, alone.
    moved as (
      select held.* from held join locked s on s.id = held."senderId" where s.campaign_funds_cents >= held.cents)`,
    entries: sql`
      select moved."transferId" as transfer_id, 'character_funds' as account_type, leg.account_id,
        moved."currencyCode" as currency_code, leg.amount_cents
      from moved cross join lateral (values (1, moved."senderId", -moved.cents), (2, moved."targetId", moved.cents))
        as leg(ord, account_id, amount_cents)
      order by moved.idx, leg.ord`,
    reason: TRANSFER_REASON,
    turn: sql`(select turn from clock)`,
    accounts: ['character_funds'],
  });
  const result = await db.execute<{ idx: number; facts_hold: boolean; balance: number | null }>(sql`
    with ${posting.steps},
    ${notificationSteps({
      source: sql`select "targetId" as character_id, 'money_received'::text as kind,
        "notificationKey" as key, title, body, '/money'::text as link
        from moved`,
      turn: sql`(select turn from clock)`,
      now: sql`now()`,
    })}
    select req.idx, held.idx is not null as facts_hold, b.balance, ${posting.check} as refused
    from req left join held using (idx) left join moved using (idx)
      left join ${posting.balances} b on b.account_type = 'character_funds' and b.account_id = moved."senderId"`);
  const byIdx = new Map(result.rows.map((row) => [row.idx, row]));
  return moves.map((_move, idx) => {
    const row = byIdx.get(idx)!;
    if (!row.facts_hold) return { ok: true, value: null };
    if (row.balance === null) return { ok: false, error: new AppError('INSUFFICIENT_FUNDS') };
    return { ok: true, value: { senderBalanceCents: Number(row.balance) } };
  });
}

/** Splits moves into rounds in which no character appears twice, keeping their order. */
function roundsWithoutSharedCharacters(moves: TransferMove[]): number[][] {
  const rounds: { indexes: number[]; characters: Set<string> }[] = [];
  moves.forEach((move, index) => {
    const { senderId, targetId } = move.facts;
    let round = rounds.find((r) => !r.characters.has(senderId) && !r.characters.has(targetId));
    if (!round) rounds.push((round = { indexes: [], characters: new Set() }));
    round.indexes.push(index);
    round.characters.add(senderId).add(targetId);
  });
  return rounds.map((round) => round.indexes);
}

async function moveTransfers(db: Db, moves: TransferMove[]): Promise<BatchOutcome<MoveResult>[]> {
  const outcomes: BatchOutcome<MoveResult>[] = new Array(moves.length);
  for (const round of roundsWithoutSharedCharacters(moves)) {
    // A lost deadlock (with a turn's phase) rolled the whole round back, so it runs again as a whole.
    const answers = await retryingConflicts(db, () =>
      moveRound(
        db,
        round.map((index) => moves[index]!),
      ),
    );
    round.forEach((index, i) => (outcomes[index] = answers[i]!));
  }
  return outcomes;
}

/** How a transfer reads and moves: batched with others arriving together, or alone in a transaction. */
interface TransferSteps {
  read: (db: Db, ask: TransferAsk) => Promise<TransferFacts>;
  move: (db: Db, move: TransferMove) => Promise<MoveResult>;
}

const TOGETHER: TransferSteps = {
  read: tickBatcher(readFacts, { maxBatch: MAX_BATCH }),
  move: tickBatcher(moveTransfers, { maxBatch: MAX_BATCH }),
};

const ALONE: TransferSteps = {
  read: (db, ask) => readFacts(db, [ask]).then(([outcome]) => unwrap(outcome!)),
  move: (db, move) => moveRound(db, [move]).then(([outcome]) => unwrap(outcome!)),
};

/**
 * POST /api/v1/transfer and the transfer form: campaign funds from the caller's character to another
 * of the same country. The facts are read first, then moved by a statement that re-checks them under
 * its row locks, so parallel transfers can never overdraw and a change in between is read again.
 * Transfers arriving together share both statements (tickBatcher); with an Idempotency-Key the claim,
 * the move and the stored answer are one transaction of their own.
 */
export async function transferFunds(
  db: Db,
  input: { userId: string; body: unknown; idempotencyKey?: string | null },
): Promise<Idempotent<TransferResult>> {
  const body = parseInput(transferBody, input.body);
  // Null (no such sequential number) matches no row, so it answers like an unknown ObjectId.
  const targetId = await objectIdOf(db, 'characters', body.targetCharacterId);
  const apply = async (handle: Db, steps: TransferSteps): Promise<TransferResult> => {
    if (body.amount < MIN_TRANSFER_UNITS) throw new AppError('TRANSFER_BELOW_MINIMUM');
    const ask = { userId: input.userId, targetId };
    for (let read = 1; read <= MAX_READS; read += 1) {
      const facts = await steps.read(handle, ask);
      const formatted = formatMoney(body.amount, facts.currencyCode, 'en-US');
      const move: TransferMove = {
        userId: input.userId,
        facts,
        cents: unitsToCents(body.amount),
        title: `${facts.senderName} sent you ${formatted}`,
        body: `${facts.senderName} transferred ${formatted} to your campaign funds.`,
      };
      const moved = await steps.move(handle, move);
      if (moved) {
        return {
          found: true,
          success: true as const,
          amount: body.amount,
          currency: facts.currencyCode,
          senderRemainingFunds: centsToUnits(moved.senderBalanceCents),
          targetName: facts.targetName,
        };
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'The transfer kept changing while it ran; try again.');
  };
  if (input.idempotencyKey === null || input.idempotencyKey === undefined) {
    return { payload: await apply(db, TOGETHER), replayed: false };
  }
  return withTx(db, (tx) =>
    runIdempotent(
      tx,
      { userId: input.userId, key: input.idempotencyKey, operation: 'transfer', request: body },
      () => apply(tx, ALONE),
    ),
  );
}

function unwrap<T>(outcome: BatchOutcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
