import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { RECENT_DECISIONS_LIMIT } from './constants';
import { countryDecisionsInput, type CountryDecisionsResult, type DecisionView } from './schemas';
import type { DecisionSource } from './types';

type DecisionRow = {
  id: number;
  source: DecisionSource;
  title: string;
  body: string;
  country_id: string;
  state_id: string | null;
  options: { key: string; label: string; consequences: string }[];
  default_option: string;
  opened_turn: number;
  closes_turn: number;
  closes_at: Date | string;
  status: 'open' | 'decided';
  chosen_option: string | null;
  decided_by: 'player' | 'npc' | 'default' | null;
  decided_turn: number | null;
};

export const DECISION_COLUMNS = sql`d.id, d.source, d.title, d.body, d.country_id, d.state_id, d.options,
  d.default_option, d.opened_turn, d.closes_turn, d.closes_at, d.status, d.chosen_option, d.decided_by, d.decided_turn`;

export function toDecisionView(row: DecisionRow): DecisionView {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    body: row.body,
    countryId: row.country_id,
    stateId: row.state_id,
    options: row.options.map((o) => ({ key: o.key, label: o.label, consequences: o.consequences })),
    defaultOption: row.default_option,
    openedTurn: row.opened_turn,
    closesTurn: row.closes_turn,
    closesAt: new Date(row.closes_at).toISOString(),
    status: row.status,
    chosenOption: row.chosen_option,
    decidedBy: row.decided_by,
    decidedTurn: row.decided_turn,
  };
}

export async function selectDecisions(
  db: Db,
  where: SQL,
  order: SQL,
  limit: number,
): Promise<DecisionView[]> {
  const rows = await db.execute<DecisionRow>(sql`
    select ${DECISION_COLUMNS} from decisions d where ${where} order by ${order} limit ${limit}`);
  return rows.rows.map(toDecisionView);
}

/** The character a signed-in account plays, or null. */
export async function characterOfUser(db: Db, userId: string): Promise<{ id: string } | null> {
  const rows = await db.execute<{ id: string }>(sql`select id from characters where user_id = ${userId}`);
  return rows.rows[0] ?? null;
}

/**
 * GET /api/decisions: the decisions put to the player's character, the open ones first by deadline, then
 * the RECENT_DECISIONS_LIMIT most recently decided.
 */
export async function listMyDecisions(
  db: Db,
  input: { userId: string },
): Promise<{ currentTurn: number; open: DecisionView[]; recent: DecisionView[] }> {
  const character = await characterOfUser(db, input.userId);
  if (!character) throw new AppError('NOT_FOUND', 'You have no character yet.');
  const clock = await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state limit 1`);
  const mine = sql`d.addressee_character_id = ${character.id}`;
  const [open, recent] = await Promise.all([
    selectDecisions(db, sql`${mine} and d.status = 'open'`, sql`d.closes_turn, d.closes_at, d.id`, 50),
    selectDecisions(
      db,
      sql`${mine} and d.status = 'decided'`,
      sql`d.decided_turn desc, d.id desc`,
      RECENT_DECISIONS_LIMIT,
    ),
  ]);
  return { currentTurn: clock.rows[0]?.turn ?? 1, open, recent };
}

/** GET /api/public/v1/country/[code]/decisions: decided decisions in a country, newest first. */
export async function listCountryDecisions(db: Db, input: unknown): Promise<CountryDecisionsResult> {
  const { code, limit } = parseInput(countryDecisionsInput, input);
  const country = await db.execute<{ id: string }>(sql`select id from countries where id = ${code}`);
  if (!country.rows[0]) return { found: false, countryId: null, decisions: [] };
  const rows = await db.execute<
    DecisionRow & { addressee_character_id: string | null; addressee_name: string }
  >(sql`
    select ${DECISION_COLUMNS}, d.addressee_character_id, d.addressee_name from decisions d
    where d.country_id = ${code} and d.status = 'decided'
    order by d.decided_turn desc, d.id desc limit ${limit}`);
  return {
    found: rows.rows.length > 0,
    countryId: code,
    decisions: rows.rows.map((row) => {
      const chosen = row.options.find((o) => o.key === row.chosen_option);
      return {
        id: row.id,
        source: row.source,
        title: row.title,
        characterId: row.addressee_character_id,
        characterName: row.addressee_name,
        stateId: row.state_id,
        openedTurn: row.opened_turn,
        decidedTurn: row.decided_turn ?? row.opened_turn,
        decidedBy: row.decided_by ?? 'default',
        outcome: {
          option: row.chosen_option ?? '',
          label: chosen?.label ?? '',
          consequences: chosen?.consequences ?? '',
        },
      };
    }),
  };
}
