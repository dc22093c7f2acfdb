import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { choiceWindowClosed } from '@/lib/platform/player-window';
import { parseInput } from '@/lib/platform/validation';
import { TURN_LOCK_KEY } from '@/lib/systems/core/turn/constants';
import { DECISION_COLUMNS, toDecisionView } from './list-decisions';
import { decideSql, recordDecided } from './open-decisions';
import { decideBody, decisionIdParams, type DecisionView } from './schemas';

/**
 * POST /api/decisions/[id] {option}: the addressee chooses an option; its effects apply from the next turn
 * the engine runs. Taken under the turn's lock (shared: answers do not wait on each other, only on a running
 * turn) and the decision's row lock, so concurrent answers, and an answer racing the turn's default, have
 * one winner. Refusals write nothing: 404 unknown, 403 NOT_ADDRESSEE, 409 DECISION_CLOSED (decided, or the
 * window has closed and the default is due), 400 UNKNOWN_OPTION naming the options.
 */
export async function decideDecision(
  db: Db,
  input: { userId: string; decisionId: unknown; option: unknown; now?: Date },
): Promise<{ decision: DecisionView }> {
  const { id } = parseInput(decisionIdParams, { id: input.decisionId });
  const { option } = parseInput(decideBody, { option: input.option });
  const now = input.now ?? new Date();
  return withTx(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${TURN_LOCK_KEY})`);
    const who = await tx.execute<{ id: string }>(
      sql`select id from characters where user_id = ${input.userId}`,
    );
    const character = who.rows[0];
    if (!character) throw new AppError('NOT_FOUND', 'You have no character yet.');
    const rows = await tx.execute<{
      addressee_character_id: string | null;
      status: string;
      closes_turn: number;
      closes_at: Date | string;
      options: { key: string; label: string }[];
      turn: number;
    }>(sql`
      select d.addressee_character_id, d.status, d.closes_turn, d.closes_at, d.options,
        (select current_turn from game_state limit 1) as turn
      from decisions d where d.id = ${id} for update of d`);
    const decision = rows.rows[0];
    if (!decision) throw new AppError('NOT_FOUND', 'No such decision.');
    if (decision.addressee_character_id !== character.id) {
      throw new AppError('NOT_ADDRESSEE', 'This decision is put to someone else.');
    }
    const closed = choiceWindowClosed(
      { closesTurn: decision.closes_turn, closesAt: new Date(decision.closes_at) },
      { turn: decision.turn, now },
    );
    if (decision.status !== 'open' || closed) {
      throw new AppError('DECISION_CLOSED', 'This decision has been made or its deadline has passed.');
    }
    if (!decision.options.some((o) => o.key === option)) {
      const keys = decision.options.map((o) => o.key);
      throw new AppError('UNKNOWN_OPTION', `Choose one of: ${keys.join(', ')}.`, {
        details: { options: keys },
      });
    }
    const chosen = sql`(select ${id}::int as id, ${option}::text as option_key)`;
    // The next turn the engine runs is the clock's current turn: the effects start there.
    await tx.execute(sql`${decideSql(sql`${chosen}`, sql`'player'`, decision.turn, decision.turn, now)}`);
    await recordDecided(tx, { ids: [id], turn: decision.turn, now });
    const after = await tx.execute<Parameters<typeof toDecisionView>[0]>(sql`
      select ${DECISION_COLUMNS} from decisions d where d.id = ${id}`);
    return { decision: toDecisionView(after.rows[0]!) };
  });
}
