import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { VACANCY_RULES } from '@/lib/systems/politics/vacancies/constants';
import { PARTY_LIST_SHOWN } from './constants';
import { standingSql } from './party-actor';

/**
 * The party list's order (docs/parties.md), as an ORDER BY over characters `c` of party `partyId`: standing
 * first, then political influence, then seniority (the older character, the lower seq). The vacancy phase's
 * "next name on the list" and the party page use this one order.
 */
export function partyListOrderSql(partyId: SQL, c: SQL): SQL {
  return sql`${standingSql(partyId, sql`${c}.id`)} desc, ${c}.political_influence desc, ${c}.seq`;
}

/** Countries with list seats: those whose vacancy rules send a seat to the party list. */
export const LIST_COUNTRIES = [
  ...new Set(
    Object.entries(VACANCY_RULES)
      .filter(([, rule]) => rule.fill === 'list' || rule.listShare !== undefined)
      .map(([officeId]) => officeId.split('-')[0]!.toUpperCase()),
  ),
].sort();

export interface PartyListEntry {
  characterId: string;
  name: string;
  profileUrl: string;
  standing: number;
  politicalInfluence: number;
  isPlayer: boolean;
}

/** The head of the party list: its members holding no seat, in list order (empty where no seat is a list seat). */
export async function partyList(
  db: Db,
  input: { partyId: string; countryId: string },
): Promise<PartyListEntry[]> {
  if (!LIST_COUNTRIES.includes(input.countryId.toUpperCase())) return [];
  const rows = await db.execute<{
    id: string;
    name: string;
    seq: number;
    standing: number;
    political_influence: number;
    user_id: string | null;
  }>(sql`
    select c.id, c.name, c.seq, ${standingSql(sql`${input.partyId}`, sql`c.id`)} as standing, c.political_influence, c.user_id
    from characters c
    where c.party_id = ${input.partyId} and not exists (select 1 from seats s where s.holder_character_id = c.id)
    order by ${partyListOrderSql(sql`${input.partyId}`, sql`c`)}
    limit ${PARTY_LIST_SHOWN}`);
  return rows.rows.map((r) => ({
    characterId: r.id,
    name: r.name,
    profileUrl: characterProfileUrl(r.seq),
    standing: Number(r.standing),
    politicalInfluence: Number(r.political_influence),
    isPlayer: r.user_id !== null,
  }));
}
