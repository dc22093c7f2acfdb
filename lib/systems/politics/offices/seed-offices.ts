import { careers, chambers, governments, offices, seats, stateDemographics } from '@/models';
import type { Db } from '@/lib/platform/db';
import { seedCharacters } from '@/lib/systems/core/characters/seed-characters';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { planOffices, type Lean } from './plan-offices';

/** Rows per INSERT: keeps each statement well under Postgres's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Seeds chambers, offices, seats and the non-player politicians who hold them (and wait to challenge them),
 * with a career row per seat. Runs inside the world seed after the policy system (it reads the leans) and
 * before opening balances enter the ledger.
 */
export async function seedOffices(
  tx: Db,
  input: { seed: string; turn: number },
): Promise<{ npps: number; seats: number }> {
  const leanRows = await tx.select().from(stateDemographics);
  const leans = new Map<string, Lean>(
    leanRows.map((r) => [r.stateId, { economic: r.economicLean, social: r.socialLean }]),
  );
  const plan = planOffices(countryReferences, leans, input.seed, input.turn);
  await tx.insert(chambers).values(plan.chambers);
  await tx.insert(offices).values(plan.offices);
  await seedCharacters(tx, plan.npps);
  await insertChunked(plan.seats, (chunk) => tx.insert(seats).values(chunk));
  await insertChunked(plan.careers, (chunk) => tx.insert(careers).values(chunk));
  await tx.insert(governments).values(plan.governments);
  return { npps: plan.npps.length, seats: plan.seats.length };
}
