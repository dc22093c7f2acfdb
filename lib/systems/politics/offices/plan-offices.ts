import type { careers, chambers, characters, governments, offices, seats } from '@/models';
import { createRandom, type Random } from '@/lib/platform/random';
import type {
  CountryReference,
  PartyReference,
  RegionReference,
} from '@/lib/systems/core/world-plan/reference';
import { partyId } from '@/lib/systems/core/world-plan/plan-world';
import { positionAppeal } from './appeal';
import { apportionSeats } from './apportion-seats';
import { planParliamentaryGovernment } from '@/lib/systems/politics/government/plan-government';
import {
  cabinetPortfolio,
  CENTRAL_BANK_TERM_TURNS,
  chamberId,
  OFFICE_CATALOG,
  officeId,
  type OfficeDefinition,
  type SeatLayout,
} from './catalog';
import * as k from './constants';

export interface Lean {
  economic: number;
  social: number;
}

export interface OfficesPlan {
  chambers: (typeof chambers.$inferInsert)[];
  offices: (typeof offices.$inferInsert)[];
  seats: (typeof seats.$inferInsert)[];
  npps: (typeof characters.$inferInsert)[];
  careers: (typeof careers.$inferInsert)[];
  governments: (typeof governments.$inferInsert)[];
}

/** Rank of an office title on a character: the most senior office they hold names their position. */
const ROLE_SENIORITY: Record<OfficeDefinition['role'], number> = {
  head: 4,
  cabinet: 3,
  central_bank: 3,
  regional_head: 2,
  legislator: 1,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const between = (random: Random, [min, max]: readonly [number, number]) => random.int(min, max);

/** The regions a layout puts seats in, with how many each. */
export function seatsPerRegion(
  layout: SeatLayout,
  regions: readonly RegionReference[],
): Map<string | null, number> {
  const eligible = (types?: readonly string[]) =>
    regions.filter((r) => !types || types.includes(r.regionType));
  switch (layout.kind) {
    case 'national':
      return new Map([[null, layout.count]]);
    case 'per_region': {
      const chosen = eligible(layout.regionTypes).filter(
        (r) => !layout.regionNames || layout.regionNames.includes(r.name),
      );
      return new Map(chosen.map((r) => [r.id, layout.perRegion]));
    }
    case 'population_tiers':
      return new Map(
        regions.map((r) => [r.id, layout.tiers.find(([floor]) => r.population > floor)?.[1] ?? 0] as const),
      );
    case 'apportioned': {
      const result = new Map<string | null, number>(
        apportionSeats(eligible(layout.regionTypes), layout.total),
      );
      for (const r of eligible(layout.delegateRegionTypes ?? []))
        if (layout.delegateRegionTypes) result.set(r.id, 1);
      return result;
    }
  }
}

/** The turn a seeded seat's term ends: classes spread over the opening cycle (see FIRST_ELECTION_OFFSET_TURNS). */
export function firstTermEnd(cycleTurns: number, staggerClasses: number, staggerClass: number): number {
  return k.FIRST_ELECTION_OFFSET_TURNS + Math.round((cycleTurns * (staggerClass + 0.5)) / staggerClasses);
}

function realParties(country: CountryReference): PartyReference[] {
  return country.parties.filter((p) => !p.isDefault);
}

/**
 * Party weights in a region: the appeal of the party's positions to the region's leans, sharpened so that
 * winner-take-all seats mostly go to the closest parties. Independents sit at the centre, so their weight is
 * a small share of the best party's instead of their own appeal.
 */
function partyWeights(country: CountryReference, lean: Lean, sharpness = 1): number[] {
  const weights = country.parties.map((p) =>
    p.isDefault
      ? 0
      : positionAppeal({ economic: p.economicPosition, social: p.socialPosition }, lean) ** sharpness,
  );
  const best = Math.max(...weights);
  return weights.map((w, i) => (country.parties[i]!.isDefault ? best * k.SEED_INDEPENDENT_WEIGHT : w));
}

/**
 * Every office, seat and seated non-player politician of a new world, plus a pool of challengers, derived only
 * from the reference data, the seed and the regions' leans. Parliamentary heads and cabinets come from the
 * largest party of the primary chamber; a presidential cabinet comes from outside the legislature.
 */
export function planOffices(
  references: readonly CountryReference[],
  leans: ReadonlyMap<string, Lean>,
  seed: string,
  turn: number,
): OfficesPlan {
  const random = createRandom(`${seed}:offices`);
  const plan: OfficesPlan = { chambers: [], offices: [], seats: [], npps: [], careers: [], governments: [] };
  const regionName = new Map(references.flatMap((c) => c.regions.map((r) => [r.id, r.name] as const)));

  for (const country of references) {
    const catalog = OFFICE_CATALOG[country.id];
    if (!catalog) continue;
    const countryLean = meanLean(country, leans);
    catalog.chambers.forEach((chamber, index) =>
      plan.chambers.push({
        id: chamberId(country.id, chamber.key),
        countryId: country.id,
        chamberKey: chamber.key,
        name: chamber.name,
        seats: chamber.seats,
        sortOrder: index,
      }),
    );
    const holders = new Map<string, { npp: typeof characters.$inferInsert; seniority: number }>();
    const newNpp = (stateId: string, party: PartyReference) => {
      const npp = planNpp(random, country, stateId, regionName.get(stateId) ?? stateId, party);
      plan.npps.push(npp);
      return npp;
    };
    const seat = (
      office: OfficeDefinition,
      stateId: string | null,
      seatNumber: number,
      holder: typeof characters.$inferInsert,
      staggerClass = 0,
      isVoting = true,
    ) => {
      const id = `${officeId(country.id, office.key)}-${(stateId ?? 'nat').toLowerCase()}-${seatNumber}`;
      const chairTerm = office.role === 'central_bank' ? CENTRAL_BANK_TERM_TURNS[country.id] : undefined;
      const termEndTurn = office.cycleTurns
        ? firstTermEnd(office.cycleTurns, office.staggerClasses ?? 1, staggerClass)
        : chairTerm
          ? turn + Math.ceil(chairTerm / 2)
          : null;
      plan.seats.push({
        id,
        officeId: officeId(country.id, office.key),
        countryId: country.id,
        stateId,
        seatNumber,
        staggerClass,
        isVoting,
        holderCharacterId: holder.id!,
        partyId: holder.partyId!,
        termStartTurn: turn,
        termEndTurn,
        portfolio: office.role === 'cabinet' ? (cabinetPortfolio(country.id, seatNumber)?.key ?? null) : null,
      });
      plan.careers.push({
        characterId: holder.id!,
        countryId: country.id,
        officeId: officeId(country.id, office.key),
        seatId: id,
        type: 'seeded',
        officeTitle: office.title,
        partyId: holder.partyId!,
        partyName: country.parties.find((p) => partyId(country.id, p.slug) === holder.partyId)?.name ?? null,
        stateId: holder.stateId!,
        startTurn: turn,
      });
      const seniority = ROLE_SENIORITY[office.role];
      const current = holders.get(holder.id!);
      if (!current || current.seniority < seniority) {
        holder.position = office.title;
        holders.set(holder.id!, { npp: holder, seniority });
      }
    };

    const primaryChamberSeats: { holder: typeof characters.$inferInsert; party: PartyReference }[] = [];
    const electedPerRegion = new Map<string, number>();
    catalog.offices.forEach((office, index) => {
      plan.offices.push({
        id: officeId(country.id, office.key),
        countryId: country.id,
        officeKey: office.key,
        title: office.title,
        scope: office.scope,
        role: office.role,
        filledBy: office.filledBy,
        chamberId: office.chamberKey ? chamberId(country.id, office.chamberKey) : null,
        cycleTurns: office.cycleTurns ?? null,
        staggerClasses: office.staggerClasses ?? 1,
        hasPrimary: office.hasPrimary ?? false,
        votingSystem: office.votingSystem ?? null,
        sortOrder: index,
      });
      if (office.filledBy === 'parliament' || office.role === 'cabinet') return; // formed after the legislature
      if (office.appointed) return; // appointed chambers: below, from their own random stream
      const delegateTypes =
        office.layout.kind === 'apportioned' ? (office.layout.delegateRegionTypes ?? []) : [];
      for (const [stateId, count] of seatsPerRegion(office.layout, country.regions)) {
        const lean = stateId ? (leans.get(stateId) ?? countryLean) : countryLean;
        const home = stateId ?? capitalRegion(country).id;
        const isVoting = !country.regions.some(
          (r) => r.id === stateId && delegateTypes.includes(r.regionType),
        );
        if (stateId) electedPerRegion.set(stateId, (electedPerRegion.get(stateId) ?? 0) + count);
        for (let n = 1; n <= count; n++) {
          // A national seat goes to the party closest to the whole country; regional seats are drawn.
          const weights = partyWeights(country, lean, k.SEED_SEAT_SHARPNESS);
          const pick = stateId ? random.weightedIndex(weights) : weights.indexOf(Math.max(...weights));
          const party = country.parties[pick]!;
          const holder = newNpp(home, party);
          // The seats of one state fall in different classes, as the two US senators of a state do.
          const staggerClass = (n - 1 + (stateId ? hashIndex(stateId) : 0)) % (office.staggerClasses ?? 1);
          seat(office, stateId, n, holder, staggerClass, isVoting);
          if (office.chamberKey === catalog.primaryChamberKey && isVoting)
            primaryChamberSeats.push({ holder, party });
        }
      }
    });

    // Government at world start: the head and cabinet (the politics phases re-form it after elections).
    const head = catalog.offices.find((o) => o.role === 'head')!;
    const cabinet = catalog.offices.find((o) => o.role === 'cabinet');
    const chamberSeats = primaryChamberSeats.length;
    const presidentialGovernment = (headCharacter: typeof characters.$inferInsert) => {
      const held = primaryChamberSeats.filter(
        (s) => partyId(country.id, s.party.slug) === headCharacter.partyId,
      ).length;
      const threshold = Math.floor(chamberSeats / 2) + 1;
      plan.governments.push({
        countryId: country.id,
        regime: 'presidential',
        kind: 'presidential',
        headCharacterId: headCharacter.id!,
        headPartyId: headCharacter.partyId!,
        partyIds: [headCharacter.partyId!],
        seatsHeld: held,
        chamberSeats,
        majorityThreshold: threshold,
        formedTurn: turn,
      });
    };
    if (catalog.governmentType === 'parliamentary') {
      // The same formation the politics phases run after each election.
      const byId = new Map(primaryChamberSeats.map((s) => [s.holder.id!, s.holder]));
      const government = planParliamentaryGovernment(
        primaryChamberSeats.map((s) => ({
          characterId: s.holder.id!,
          partyId: s.holder.partyId!,
          influence: s.holder.politicalInfluence!,
        })),
        new Map(
          country.parties.map((p) => [
            partyId(country.id, p.slug),
            {
              id: partyId(country.id, p.slug),
              economic: p.economicPosition,
              social: p.socialPosition,
              isDefault: p.isDefault,
              chairCharacterId: null,
            },
          ]),
        ),
        cabinet && cabinet.layout.kind === 'national' ? cabinet.layout.count : 0,
      )!;
      const leader = byId.get(government.headCharacterId)!;
      seat(head, null, 1, leader);
      plan.governments.push({
        countryId: country.id,
        regime: 'parliamentary',
        kind: government.kind,
        headCharacterId: leader.id!,
        headPartyId: leader.partyId!,
        partyIds: government.partyIds,
        seatsHeld: government.seatsHeld,
        chamberSeats: government.chamberSeats,
        majorityThreshold: government.majorityThreshold,
        formedTurn: turn,
      });
      if (cabinet) {
        government.cabinetCharacterIds.forEach((id, index) => seat(cabinet, null, index + 1, byId.get(id)!));
      }
    } else if (cabinet && cabinet.layout.kind === 'national') {
      const presidentParty = plan.npps.find(
        (c) =>
          c.id === plan.seats.find((s) => s.officeId === officeId(country.id, head.key))?.holderCharacterId,
      );
      const party =
        country.parties.find((p) => partyId(country.id, p.slug) === presidentParty?.partyId) ??
        realParties(country)[0]!;
      for (let n = 1; n <= cabinet.layout.count; n++) {
        seat(cabinet, null, n, newNpp(random.pick(country.regions).id, party));
      }
      if (presidentParty) presidentialGovernment(presidentParty);
    }

    // Challengers wait in every region, more where more seats are elected.
    for (const region of country.regions) {
      const lean = leans.get(region.id) ?? countryLean;
      const weights = partyWeights(country, lean);
      const total = weights.reduce((a, b) => a + b, 0);
      const pool = Math.ceil((electedPerRegion.get(region.id) ?? 0) * k.CHALLENGERS_PER_SEAT);
      country.parties.forEach((party, index) => {
        if (party.isDefault) return;
        const count = k.MIN_CHALLENGERS_PER_PARTY_PER_STATE + Math.round((pool * weights[index]!) / total);
        for (let n = 0; n < count; n++) newNpp(region.id, party);
      });
    }

    // Appointed chambers (the Lords, the Bundesrat) draw from their own stream, so adding them left every
    // other seeded politician as it was.
    const appointedRandom = createRandom(`${seed}:offices:appointed:${country.id}`);
    for (const office of catalog.offices) {
      const rule = office.appointed;
      if (!rule) continue;
      const memberOf = (region: string, party: PartyReference) => {
        const npp = planNpp(appointedRandom, country, region, regionName.get(region) ?? region, party);
        plan.npps.push(npp);
        return npp;
      };
      if (rule.kind === 'party_seats') {
        let n = 0;
        for (const party of country.parties) {
          for (let i = 0; i < (rule.seats[party.slug] ?? 0); i++) {
            seat(office, null, ++n, memberOf(appointedRandom.pick(country.regions).id, party));
          }
        }
        continue;
      }
      const headOffice = catalog.offices.find((o) => o.role === 'regional_head');
      for (const [stateId, count] of seatsPerRegion(office.layout, country.regions)) {
        if (!stateId) continue;
        const headSeat = plan.seats.find(
          (s) => headOffice && s.officeId === officeId(country.id, headOffice.key) && s.stateId === stateId,
        );
        const party =
          country.parties.find((p) => partyId(country.id, p.slug) === headSeat?.partyId) ??
          realParties(country)[0]!;
        for (let n = 1; n <= count; n++) seat(office, stateId, n, memberOf(stateId, party));
      }
    }
  }
  return plan;
}

function planNpp(
  random: Random,
  country: CountryReference,
  stateId: string,
  stateName: string,
  party: PartyReference,
): typeof characters.$inferInsert {
  // One integer draw, as before, so the rest of the seeded sequence (names, ids) stays the same.
  const [low, high] = k.NPP_INFLUENCE_RANGE;
  const influence = random.int(low * 100, high * 100) / 100;
  return {
    id: random.objectId(),
    isNpp: true,
    name: `${random.pick(country.names.first)} ${random.pick(country.names.last)}`,
    bio: `${party.isDefault ? 'Independent' : party.name} politician from ${stateName}.`,
    countryId: country.id,
    stateId,
    partyId: partyId(country.id, party.slug),
    politicalInfluence: influence,
    nationalInfluence: Math.round(influence * random.float() * 10) / 10,
    favorability: between(random, k.NPP_FAVORABILITY_RANGE),
    donorBaseLevel: random.int(2, 10),
    actions: 0,
    campaignFundsCents: between(random, k.NPP_CAMPAIGN_FUNDS_RANGE) * 100,
    cashOnHandCents: between(random, k.NPP_CASH_RANGE) * 100,
    policyEconomic: clamp(party.economicPosition + random.int(-1, 1), -5, 5),
    policySocial: clamp(party.socialPosition + random.int(-1, 1), -5, 5),
  };
}

function meanLean(country: CountryReference, leans: ReadonlyMap<string, Lean>): Lean {
  const population = country.regions.reduce((sum, r) => sum + r.population, 0);
  const weighted = (axis: keyof Lean) =>
    country.regions.reduce((sum, r) => sum + (leans.get(r.id)?.[axis] ?? 0) * r.population, 0) / population;
  return { economic: weighted('economic'), social: weighted('social') };
}

/** The most populous region hosts national officials who need a home state. */
function capitalRegion(country: CountryReference): RegionReference {
  return country.regions.reduce((best, r) => (r.population > best.population ? r : best));
}

function hashIndex(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
