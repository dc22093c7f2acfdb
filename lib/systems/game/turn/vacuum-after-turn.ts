import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { log } from '@/lib/platform/log';

/**
 * The tables a turn rewrites row by row: each corporation several times a turn (one write per corporations
 * phase), every commodity market, sector, bond and metric once. Measured at WORLD_SCALE=100 by
 * pg_stat_user_tables' dead tuples after back-to-back turns.
 */
export const TURN_REWRITTEN_TABLES = [
  'corporations',
  'corporation_sectors',
  'corporate_bonds',
  'commodity_markets',
  'state_sectors',
  'state_metrics',
  'election_candidates',
  'characters',
] as const;

/**
 * Vacuums the tables the turn rewrote, after the turn commits and outside its transaction (VACUUM blocks no
 * reader or writer). PostgreSQL keeps every old row version until a vacuum, and autovacuum looks at most once
 * a minute: turns closer together than that (an admin advancing, a worker catching up, the bench) otherwise
 * left each next turn scanning the dead versions of the last (corporations grew to 50,000 pages for 4,551
 * rows over a dozen turns at WORLD_SCALE=100, and the turn from 2.1 s to 3.2 s). Returns its time in ms; a
 * failure is logged, never thrown, since the turn itself has already committed.
 */
export async function vacuumAfterTurn(db: Db): Promise<number> {
  const started = performance.now();
  try {
    await db.execute(sql.raw(`vacuum ${TURN_REWRITTEN_TABLES.join(', ')}`));
  } catch (error) {
    log.warn({ err: error }, 'vacuum after the turn failed');
  }
  return Math.round(performance.now() - started);
}
