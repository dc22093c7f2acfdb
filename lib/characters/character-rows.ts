import { eq } from 'drizzle-orm';
import { characters, countries, parties, states } from '@/models';
import type { Db } from '../db';
import { centsToUnits } from '../money';
import { characterProfileUrl } from './profile-url';
import type { CharacterDetail, CharacterSummary } from './schemas';

/** Columns every public character view needs, joined with state, party and home currency. */
export const characterRowColumns = {
  id: characters.id,
  seq: characters.seq,
  userId: characters.userId,
  name: characters.name,
  bio: characters.bio,
  countryId: characters.countryId,
  currencyCode: countries.currencyCode,
  partyId: characters.partyId,
  partyName: parties.name,
  partyColor: parties.color,
  stateName: states.name,
  stateCode: characters.stateId,
  position: characters.position,
  politicalInfluence: characters.politicalInfluence,
  nationalInfluence: characters.nationalInfluence,
  favorability: characters.favorability,
  infamy: characters.infamy,
  donorBaseLevel: characters.donorBaseLevel,
  campaignFundsCents: characters.campaignFundsCents,
  cashOnHandCents: characters.cashOnHandCents,
  policyEconomic: characters.policyEconomic,
  policySocial: characters.policySocial,
  createdAt: characters.createdAt,
};

/** A dynamic select of character rows; callers add where, order and limit. */
export function selectCharacterRows(db: Db) {
  return db
    .select(characterRowColumns)
    .from(characters)
    .innerJoin(states, eq(states.id, characters.stateId))
    .innerJoin(countries, eq(countries.id, characters.countryId))
    .leftJoin(parties, eq(parties.id, characters.partyId))
    .$dynamic();
}

export type CharacterRow = Awaited<ReturnType<typeof selectCharacterRows>>[number];

export function toCharacterSummary(row: CharacterRow): CharacterSummary {
  return {
    id: row.id,
    sequentialId: row.seq,
    name: row.name,
    bio: row.bio,
    countryId: row.countryId,
    party: row.partyName,
    partyId: row.partyId,
    partyColor: row.partyColor,
    state: row.stateName,
    stateCode: row.stateCode,
    position: row.position,
    politicalInfluence: row.politicalInfluence,
    nationalInfluence: row.nationalInfluence,
    favorability: row.favorability,
    campaignFunds: centsToUnits(row.campaignFundsCents),
    netWorth: centsToUnits(row.campaignFundsCents + row.cashOnHandCents),
    // Corporations and elections do not exist yet; these become real when they do.
    isCeo: false,
    profileUrl: characterProfileUrl(row.seq),
    activeElection: null,
  };
}

export function toCharacterDetail(row: CharacterRow): CharacterDetail {
  return {
    ...toCharacterSummary(row),
    currencyCode: row.currencyCode,
    cashOnHand: centsToUnits(row.cashOnHandCents),
    infamy: row.infamy,
    donorBaseLevel: row.donorBaseLevel,
    policies: { economic: row.policyEconomic, social: row.policySocial },
    isNpc: row.userId === null,
    createdAt: row.createdAt.toISOString(),
  };
}
