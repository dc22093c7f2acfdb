import type {
  corporationHistory,
  corporationSectors,
  corporationShareholders,
  corporations,
  nonPlayerPersons,
  shareTransactions,
} from '@/models';
import { createRandom, type Random } from '@/lib/platform/random';
import {
  SEED_CAPITAL_SHARE_OF_STATE_GDP,
  SEED_CASH_SHARE_OF_CAPITAL,
  SEED_CORPORATIONS_PER_STATE,
  SEED_DIVIDEND_RATE_RANGE,
  SEED_MIN_CORPORATIONS_PER_COUNTRY,
  SEED_PUBLIC_SHARE,
  SEED_SHARE_PRICE_ANCHOR,
  SEED_STATE_OWNED_SHARE,
} from './constants';
import { openingCredit } from './credit-score';

export interface CorporationPlanInput {
  seed: string;
  scale: number;
  turn: number;
  countries: readonly {
    id: string;
    currencyCode: string;
    /** Local units per anchor unit. */
    forexRate: number;
    firstNames: readonly string[];
    lastNames: readonly string[];
  }[];
  states: readonly { id: string; countryId: string; name: string; gdpMillions: number }[];
  sectorTypes: readonly string[];
  /** Non-player characters per country, any order (sorted here for determinism). */
  npcIdsByCountry: Readonly<Record<string, readonly string[]>>;
  /** Demo players who each own one corporation in their home state. */
  playerOwners: readonly { characterId: string; countryId: string; stateId: string }[];
}

export interface CorporationPlan {
  persons: (typeof nonPlayerPersons.$inferInsert)[];
  corporations: (typeof corporations.$inferInsert)[];
  shareholders: (typeof corporationShareholders.$inferInsert)[];
  sectors: (typeof corporationSectors.$inferInsert)[];
  history: (typeof corporationHistory.$inferInsert)[];
  transactions: (typeof shareTransactions.$inferInsert)[];
}

const SECTOR_WORDS: Record<string, readonly string[]> = {
  financial: ['Capital', 'Bancorp', 'Trust', 'Financial'],
  media: ['Media', 'Broadcasting', 'Press'],
  manufacturing: ['Industries', 'Manufacturing', 'Works'],
  chemical_industries: ['Chemicals', 'Chemical Works', 'Polymers'],
  healthcare: ['Health', 'Medical', 'Pharma'],
  retail: ['Stores', 'Retail', 'Markets'],
  automobiles: ['Motors', 'Automotive', 'Motor Works'],
  technology: ['Technologies', 'Systems', 'Software'],
  energy: ['Energy', 'Power', 'Utilities'],
  agriculture: ['Farms', 'Agri', 'Harvest'],
  real_estate: ['Properties', 'Realty', 'Estates'],
  construction: ['Construction', 'Builders', 'Engineering'],
  defense: ['Defense Systems', 'Aerospace', 'Arms'],
  telecommunications: ['Telecom', 'Networks', 'Communications'],
  entertainment: ['Entertainment', 'Studios', 'Games'],
  logistics: ['Logistics', 'Freight', 'Shipping'],
  extraction: ['Mining', 'Resources', 'Minerals'],
};
const SUFFIXES = ['Corp', 'Group', 'Holdings', 'Inc', 'Co', 'Ltd'];

const between = (random: Random, [min, max]: readonly [number, number]) => min + random.float() * (max - min);
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function tickerOf(name: string, used: Set<string>): string {
  const letters = name
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  let base = letters
    .map((w) => w[0]!)
    .join('')
    .toUpperCase()
    .slice(0, 4);
  if (base.length < 3) base = (letters.join('').toUpperCase() + 'XXX').slice(0, 3);
  let ticker = base;
  for (let n = 2; used.has(ticker); n++) ticker = `${base.slice(0, 3)}${n}`;
  used.add(ticker);
  return ticker;
}

/**
 * The opening corporations of a world, derived only from its inputs: about one per two states of a
 * country (at least six), held by non-player persons, NPC characters, earlier corporations (so the
 * seeded ownership graph is acyclic), the state, or a demo player.
 */
export function planCorporations(input: CorporationPlanInput): CorporationPlan {
  const random = createRandom(`${input.seed}:corporations`);
  const plan: CorporationPlan = {
    persons: [],
    corporations: [],
    shareholders: [],
    sectors: [],
    history: [],
    transactions: [],
  };
  const usedNames = new Set<string>();
  const usedTickers = new Set<string>();
  const types = [...input.sectorTypes];
  let typeCursor = random.int(0, types.length - 1);

  for (const country of input.countries) {
    const states = input.states.filter((s) => s.countryId === country.id);
    if (states.length === 0) continue;
    const count = Math.round(
      Math.max(SEED_MIN_CORPORATIONS_PER_COUNTRY, states.length * SEED_CORPORATIONS_PER_STATE) *
        Math.max(1, input.scale),
    );
    const npcs = [...(input.npcIdsByCountry[country.id] ?? [])].sort();
    const persons = Array.from({ length: Math.ceil(count / 2) + 2 }, () => ({
      id: random.objectId(),
      name: `${random.pick(country.firstNames)} ${random.pick(country.lastNames)}`,
      countryId: country.id,
    }));
    plan.persons.push(...persons);
    const players = input.playerOwners.filter((p) => p.countryId === country.id);
    const countryCorps: string[] = [];
    const stateWeights = states.map((s) => s.gdpMillions);

    for (let index = 0; index < count; index++) {
      const player = players[index];
      const hq = player
        ? states.find((s) => s.id === player.stateId)!
        : states[random.weightedIndex(stateWeights)]!;
      const type = types[typeCursor++ % types.length]!;
      let name = `${hq.name} ${random.pick(SECTOR_WORDS[type] ?? ['Enterprises'])} ${random.pick(SUFFIXES)}`;
      for (let n = 2; usedNames.has(name.toLowerCase()); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
      usedNames.add(name.toLowerCase());
      const id = random.objectId();
      // Player-owned demo corporations start small so a demo player's cash can move their price.
      const capitalShare = player
        ? SEED_CAPITAL_SHARE_OF_STATE_GDP[0] / 20
        : between(random, SEED_CAPITAL_SHARE_OF_STATE_GDP);
      const capitalCents = Math.round(hq.gdpMillions * 1_000_000 * capitalShare) * 100;
      const cashCents = Math.round(capitalCents * SEED_CASH_SHARE_OF_CAPITAL);
      const priceCents = Math.max(
        1,
        Math.round(between(random, SEED_SHARE_PRICE_ANCHOR) * country.forexRate * 100),
      );
      const totalShares = roundTo((capitalCents + cashCents) / priceCents, 1_000);
      const stateOwned = !player && random.float() < SEED_STATE_OWNED_SHARE;
      const isPublic = !player && !stateOwned ? random.float() < SEED_PUBLIC_SHARE : Boolean(player);
      const floatShares = isPublic ? roundTo(totalShares * between(random, [0.1, 0.3]), 1_000) : 0;
      const withSuper = !stateOwned && random.float() < 0.3;
      const superShares = withSuper ? roundTo(totalShares * 0.1, 1_000) : 0;
      const person = random.pick(persons);

      // Holders split what is neither float nor super-shares.
      let remaining = totalShares - floatShares - superShares;
      const holders: { kind: 'character' | 'npp' | 'corporation' | 'state'; id: string; shares: number }[] =
        [];
      const take = (share: number) => {
        const n = Math.min(remaining, roundTo(remaining * share, 1_000));
        remaining -= n;
        return n;
      };
      if (stateOwned)
        holders.push({ kind: 'state', id: country.id, shares: take(random.float() < 0.5 ? 1 : 0.6) });
      else if (player) holders.push({ kind: 'character', id: player.characterId, shares: take(0.7) });
      else holders.push({ kind: 'npp', id: person.id, shares: take(between(random, [0.3, 0.6])) });
      if (remaining > 0 && countryCorps.length > 0 && random.float() < 0.4) {
        holders.push({
          kind: 'corporation',
          id: random.pick(countryCorps),
          shares: take(between(random, [0.1, 0.3])),
        });
      }
      for (let n = random.int(1, 3); n > 0 && remaining > 0 && npcs.length > 0; n--) {
        const npc = random.pick(npcs);
        const shares = n === 1 ? remaining : take(between(random, [0.2, 0.5]));
        const existing = holders.find((h) => h.kind === 'character' && h.id === npc);
        if (existing) existing.shares += shares;
        else holders.push({ kind: 'character', id: npc, shares });
        if (n === 1) remaining = 0;
      }
      if (remaining > 0) holders[0]!.shares += remaining;

      const superHolder = holders[0]!;
      for (const holder of holders) {
        plan.shareholders.push({
          corporationId: id,
          holderKind: holder.kind,
          holderId: holder.id,
          shares: holder.shares,
          superShares: holder === superHolder ? superShares : 0,
        });
      }
      const ceo = player
        ? ({ ceoKind: 'character', ceoCharacterId: player.characterId, ceoPersonId: null } as const)
        : random.float() < 0.85
          ? ({ ceoKind: 'npp', ceoCharacterId: null, ceoPersonId: person.id } as const)
          : ({ ceoKind: 'vacant', ceoCharacterId: null, ceoPersonId: null } as const);
      const credit = openingCredit({ cashCents, equityCents: capitalCents + cashCents });
      plan.corporations.push({
        id,
        name,
        tickerSymbol: tickerOf(name, usedTickers),
        type,
        countryId: country.id,
        currencyCode: country.currencyCode,
        headquartersStateId: hq.id,
        ...ceo,
        founderCharacterId: player?.characterId ?? null,
        isPublic,
        isStateOwned: stateOwned,
        totalShares,
        floatShares,
        superShareMultiplier: withSuper ? 10 : 1,
        sharePriceCents: priceCents,
        previousSharePriceCents: priceCents,
        cashCents,
        dividendRatePct: Math.round(between(random, SEED_DIVIDEND_RATE_RANGE)),
        marketingStrength: Math.round(between(random, [30, 70]) * 10) / 10,
        logisticsStrength: Math.round(between(random, [30, 70]) * 10) / 10,
        creditScore: credit.score,
        creditRating: credit.rating,
        creditComponents: credit.components,
        foundedTurn: input.turn,
      });
      // Operations: the headquarters state plus up to two more, capital split by state GDP.
      const operated = [
        hq,
        ...states.filter((s) => s.id !== hq.id && random.float() < 2 / states.length).slice(0, 2),
      ];
      const weightSum = operated.reduce((sum, s) => sum + s.gdpMillions, 0);
      let capitalLeft = capitalCents;
      operated.forEach((state, i) => {
        const part =
          i === operated.length - 1
            ? capitalLeft
            : Math.round((capitalCents * state.gdpMillions) / weightSum);
        capitalLeft -= part;
        plan.sectors.push({
          corporationId: id,
          stateId: state.id,
          sectorType: type,
          capitalStockCents: part,
        });
      });
      plan.history.push({
        corporationId: id,
        turn: 0,
        sharePriceCents: priceCents,
        marketCapCents: BigInt(priceCents) * BigInt(totalShares),
        cashCents,
        revenueCents: 0,
        profitCents: 0,
      });
      plan.transactions.push({
        corporationId: id,
        kind: 'founding',
        turn: input.turn,
        shares: totalShares,
        pricePerShareCents: priceCents,
        totalCents: 0,
        pricePerShareAnchor: priceCents / 100 / country.forexRate,
        totalAnchor: 0,
        corpCurrencyCode: country.currencyCode,
        fromKind: null,
        fromId: null,
        toKind: superHolder.kind,
        toId: superHolder.id,
        note: 'Shares created at founding',
      });
      countryCorps.push(id);
    }
  }
  return plan;
}
