import type { characters, countries, currencies, parties, states } from '@/models';
import { ACTIONS_CAP } from '@/lib/systems/core/characters/constants';
import { createRandom, type Random } from '@/lib/platform/random';
import { NPCS_PER_STATE } from './constants';
import type { CountryReference, PartyReference } from './reference';

export interface WorldPlan {
  countries: (typeof countries.$inferInsert)[];
  states: (typeof states.$inferInsert)[];
  currencies: (typeof currencies.$inferInsert)[];
  parties: (typeof parties.$inferInsert)[];
  npcs: (typeof characters.$inferInsert)[];
}

export function partyId(countryId: string, slug: string): string {
  return `${countryId}-${slug}`.toLowerCase();
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Independents are a small minority; real parties share the rest evenly. */
function partyWeights(partyList: readonly PartyReference[]): number[] {
  return partyList.map((party) => (party.isDefault ? 0.5 : 1));
}

function planNpc(
  random: Random,
  country: CountryReference,
  stateId: string,
  stateName: string,
): typeof characters.$inferInsert {
  const party = country.parties[random.weightedIndex(partyWeights(country.parties))]!;
  const name = `${random.pick(country.names.first)} ${random.pick(country.names.last)}`;
  // Influence is skewed low: most NPCs are minor figures, a few are heavyweights.
  const influence = Math.round(random.float() ** 2 * 60 * 10) / 10;
  return {
    id: random.objectId(),
    name,
    bio: `${party.isDefault ? 'Independent' : party.name} activist from ${stateName}.`,
    countryId: country.id,
    stateId,
    partyId: partyId(country.id, party.slug),
    politicalInfluence: influence,
    nationalInfluence: Math.round(influence * random.float() * 10) / 10,
    favorability: random.int(30, 70),
    donorBaseLevel: random.int(0, 10),
    actions: Math.floor(ACTIONS_CAP / 2),
    campaignFundsCents: random.int(10_000, 500_000) * 100,
    cashOnHandCents: random.int(5_000, 200_000) * 100,
    policyEconomic: clamp(party.economicPosition + random.int(-1, 1), -5, 5),
    policySocial: clamp(party.socialPosition + random.int(-1, 1), -5, 5),
  };
}

/** Every row of a new world, derived only from the reference data, the seed and the scale. */
export function planWorld(references: readonly CountryReference[], seed: string, scale: number): WorldPlan {
  const random = createRandom(seed);
  const plan: WorldPlan = { countries: [], states: [], currencies: [], parties: [], npcs: [] };
  const npcsPerState = Math.max(1, Math.round(NPCS_PER_STATE * scale));
  references.forEach((country, index) => {
    plan.countries.push({
      id: country.id,
      name: country.name,
      governmentType: country.governmentType,
      currencyCode: country.currencyCode,
      population: country.regions.reduce((sum, r) => sum + r.population, 0),
      gdpMillions: country.regions.reduce((sum, r) => sum + r.gdpMillions, 0),
      legislatureChamber: country.legislature.chamber,
      legislatureSeats: country.legislature.totalSeats,
      executiveTitle: country.executiveTitle,
      sortOrder: index,
    });
    plan.currencies.push({
      code: country.currencyCode,
      countryId: country.id,
      name: country.currencyName,
      rate: country.forexRate,
      baseRate: country.forexRate,
    });
    for (const party of country.parties) {
      plan.parties.push({
        id: partyId(country.id, party.slug),
        countryId: country.id,
        name: party.name,
        abbreviation: party.abbreviation,
        color: party.color,
        economicPosition: party.economicPosition,
        socialPosition: party.socialPosition,
        isDefault: party.isDefault,
      });
    }
    for (const region of country.regions) {
      plan.states.push({
        id: region.id,
        countryId: country.id,
        name: region.name,
        regionType: region.regionType,
        population: region.population,
        gdpMillions: region.gdpMillions,
      });
      for (let i = 0; i < npcsPerState; i++) plan.npcs.push(planNpc(random, country, region.id, region.name));
    }
  });
  return plan;
}
