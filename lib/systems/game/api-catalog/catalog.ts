import { nameEndpoints, type EndpointEntry } from '@/lib/platform/public-api/define-endpoint';
import { SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';
import { metaEndpoints } from './endpoints/meta';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every manifest's v1 endpoints and the catalog's own (/meta, /openapi.json), keyed by id. */
type Declared = UnionToIntersection<(typeof SYSTEM_MANIFESTS)[number]['endpoints']> & typeof metaEndpoints;

function declaredEndpoints(): Declared {
  const all: Record<string, EndpointEntry> = {};
  for (const group of [...SYSTEM_MANIFESTS.map((m) => m.endpoints), metaEndpoints] as Record<
    string,
    EndpointEntry
  >[]) {
    for (const [id, entry] of Object.entries(group)) {
      if (id in all) throw new Error(`endpoint '${id}' is declared twice`);
      all[id] = entry;
    }
  }
  return all as Declared;
}

const declared = declaredEndpoints();

/**
 * The order /meta and /openapi.json have always listed endpoints in, so the documents (and the generated
 * client) stay stable. An endpoint not listed here follows, in manifest order.
 */
const LISTED_ORDER = [
  'game',
  'countries',
  'country',
  'countryRegions',
  'countryMetrics',
  'countryEconomy',
  'countryEconomyHistory',
  'countryBudget',
  'commodities',
  'commodity',
  'tradeTariffs',
  'tradeEmbargoes',
  'tradeFlows',
  'sovereigns',
  'forex',
  'forexCurrency',
  'corporations',
  'corporation',
  'corporationShareHistory',
  'market',
  'parties',
  'party',
  'character',
  'characterSearch',
  'characterById',
  'characterCareer',
  'charactersBulk',
  'countryHistory',
  'news',
  'referendums',
  'referendum',
  'characterAchievements',
  'leaderboard',
  'organizations',
  'organization',
  'conflicts',
  'countryBattles',
  'government',
  'countryExecutive',
  'elections',
  'electionArchives',
  'electionCalendar',
  'election',
  'bonds',
  'funds',
  'legislation',
  'countryLegislature',
  'transfer',
  'forexExchange',
  'meta',
  'openapi',
] as const satisfies readonly (keyof typeof declared)[];

function inListedOrder<T extends Record<string, EndpointEntry>>(entries: T): T {
  const listed: readonly string[] = LISTED_ORDER;
  const rest = Object.keys(entries).filter((id) => !listed.includes(id));
  return Object.fromEntries([...listed, ...rest].map((id) => [id, entries[id]])) as T;
}

/**
 * Every v1 endpoint, declared once beside its system (each manifest's `endpoints`). Routing validation,
 * /meta, /openapi.json and the contract test all read this object; an endpoint added to a manifest is
 * documented and contract-tested automatically.
 */
export const endpoints = nameEndpoints(inListedOrder(declared));

export type EndpointId = keyof typeof endpoints;
