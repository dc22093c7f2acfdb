import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { parties } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { partyMemberCount, selectPartyRows, toPartySummary } from './party-rows';
import { listPartiesQuery, type ListPartiesResult } from './schemas';

/** Parties of one country (or of all), largest membership first. */
export async function listParties(
  db: Db,
  input: z.input<typeof listPartiesQuery>,
): Promise<ListPartiesResult> {
  const { country } = parseInput(listPartiesQuery, input);
  const rows = await selectPartyRows(db)
    .where(country === undefined ? undefined : eq(parties.countryId, country))
    .orderBy(desc(partyMemberCount), asc(parties.countryId), asc(parties.name));
  return { found: rows.length > 0, parties: rows.map(toPartySummary) };
}
