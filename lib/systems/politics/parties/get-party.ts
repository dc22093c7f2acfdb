import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { characters, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { PARTY_TOP_MEMBERS } from './constants';
import { selectPartyRows, toPartySummary } from './party-rows';
import { getPartyQuery, type GetPartyResult } from './schemas';

export type GetPartyInput = z.input<typeof getPartyQuery>;

/** One party of one country, with its chair and most influential members; a miss is found:false. */
export async function getParty(db: Db, input: GetPartyInput): Promise<GetPartyResult> {
  const { id, country } = parseInput(getPartyQuery, input);
  const [row] = await selectPartyRows(db).where(and(eq(parties.id, id), eq(parties.countryId, country)));
  if (!row) return { found: false, party: null };

  const members = await db
    .select({
      id: characters.id,
      seq: characters.seq,
      name: characters.name,
      position: characters.position,
      stateCode: characters.stateId,
      politicalInfluence: characters.politicalInfluence,
      nationalInfluence: characters.nationalInfluence,
    })
    .from(characters)
    .where(eq(characters.partyId, row.id))
    .orderBy(desc(characters.politicalInfluence), asc(characters.seq))
    .limit(PARTY_TOP_MEMBERS);
  let chairName: string | null = null;
  if (row.chairCharacterId) {
    const [chair] = await db
      .select({ name: characters.name })
      .from(characters)
      .where(eq(characters.id, row.chairCharacterId));
    chairName = chair?.name ?? null;
  }

  return {
    found: true,
    party: {
      ...toPartySummary(row),
      chairName,
      topMembers: members.map(({ seq, ...member }) => ({
        ...member,
        sequentialId: seq,
        profileUrl: characterProfileUrl(seq),
      })),
    },
  };
}
