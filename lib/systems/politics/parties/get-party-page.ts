import { asc, desc, eq } from 'drizzle-orm';
import { characters, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { partyPageParams } from './membership-schemas';
import { PARTY_PAGE_MEMBERS } from './constants';
import { selectPartyRows, toPartySummary } from './party-rows';
import type { PartySummary } from './schemas';

export interface PartyPage {
  party: PartySummary & { chairCharacterId: string | null; chairName: string | null };
  members: {
    id: string;
    name: string;
    position: string;
    stateCode: string;
    politicalInfluence: number;
    isPlayer: boolean;
    profileUrl: string;
  }[];
  /** The signed-in viewer's relation to this party, for the join/leave buttons. */
  viewer: { hasCharacter: boolean; countryId: string | null; partyId: string | null } | null;
}

/** GET /api/parties/[id]: the party with its chair, treasury and members (most influential first). */
export async function getPartyPage(db: Db, input: { id: string; userId: string | null }): Promise<PartyPage> {
  const { id } = parseInput(partyPageParams, { id: input.id });
  const [row] = await selectPartyRows(db).where(eq(parties.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No party ${id}.`);
  const [members, viewerRows] = await Promise.all([
    db
      .select({
        id: characters.id,
        seq: characters.seq,
        name: characters.name,
        position: characters.position,
        stateCode: characters.stateId,
        politicalInfluence: characters.politicalInfluence,
        userId: characters.userId,
      })
      .from(characters)
      .where(eq(characters.partyId, row.id))
      .orderBy(desc(characters.politicalInfluence), asc(characters.seq))
      .limit(PARTY_PAGE_MEMBERS),
    input.userId
      ? db
          .select({ countryId: characters.countryId, partyId: characters.partyId })
          .from(characters)
          .where(eq(characters.userId, input.userId))
      : Promise.resolve(null),
  ]);
  const chair = row.chairCharacterId
    ? (
        await db
          .select({ name: characters.name })
          .from(characters)
          .where(eq(characters.id, row.chairCharacterId))
      )[0]
    : undefined;
  const viewerCharacter = viewerRows?.[0];
  return {
    party: { ...toPartySummary(row), chairCharacterId: row.chairCharacterId, chairName: chair?.name ?? null },
    members: members.map(({ seq, userId, ...member }) => ({
      ...member,
      isPlayer: userId !== null,
      profileUrl: characterProfileUrl(seq),
    })),
    viewer: viewerRows
      ? {
          hasCharacter: Boolean(viewerCharacter),
          countryId: viewerCharacter?.countryId ?? null,
          partyId: viewerCharacter?.partyId ?? null,
        }
      : null,
  };
}
