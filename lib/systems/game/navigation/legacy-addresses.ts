import { COUNTRY_CODE_ALIASES } from '@/lib/systems/core/countries/constants';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { partyId } from '@/lib/systems/core/world-plan/plan-world';

/**
 * The original game's page addresses (A House Divided), which its desktop clients (ahd-client, AHDClient)
 * open from their menus, tray and briefing, and where each one lives here. One table drives the 308s that
 * proxy.ts answers, the table test and the e2e check; docs/compatibility.md explains it.
 *
 * A target naming `/me/...` is resolved per player by app/me/[...path]/route.ts (a menu's "my profile" has
 * no fixed address here). The client's "My Election" opens `/elections/<seat id>`: seat and election ids are
 * both slugs, so no pattern tells them apart here; the election page sends an id that is a seat, not an
 * election, to app/elections/seat/[seatId]/route.ts.
 */

/** Which of the original's programs open the address. */
export type LegacyClient = 'ahd-client' | 'AHDClient';

export interface LegacyAddress {
  /** The original's address: ':name' matches one segment, ':name*' the rest of the path (maybe none). */
  from: string;
  /** Our address, from the segments and the query; null when they name nothing here (a 404 then). */
  to: (params: Record<string, string>, query: URLSearchParams) => string | null;
  /** A real address the tests request (the seeded world has what it names). */
  example: string;
  clients: readonly LegacyClient[];
}

const COUNTRY_IDS = new Set(countryReferences.map((c) => c.id));
const REGION_COUNTRY = new Map(countryReferences.flatMap((c) => c.regions.map((r) => [r.id, c.id] as const)));
const PARTY_COUNTRY = new Map(
  countryReferences.flatMap((c) => c.parties.map((p) => [partyId(c.id, p.slug), c.id] as const)),
);

/** Our country code for the original's lowercase one ('us' -> 'US', 'gb' -> 'UK'); null for one we lack. */
function country(code: string | undefined): string | null {
  const upper = (code ?? '').toUpperCase();
  const id = COUNTRY_CODE_ALIASES[upper] ?? upper;
  return COUNTRY_IDS.has(id) ? id : null;
}

/**
 * Our state id for the region segment. The client takes the country from a `UK_`-style prefix of the home
 * state's id, which ours lack (UKI, JP-KNT), so it may put any country before it: the region decides.
 */
function region(code: string | undefined): { id: string; countryId: string } | null {
  const upper = (code ?? '').toUpperCase();
  for (const id of [upper, upper.replace(/^[A-Z]{2}_/, '')]) {
    const countryId = REGION_COUNTRY.get(id);
    if (countryId) return { id, countryId };
  }
  return null;
}

function partyPage(id: string | undefined): string | null {
  const lower = (id ?? '').toLowerCase();
  const countryId = PARTY_COUNTRY.get(lower);
  return countryId ? `/countries/${countryId}/parties/${lower}` : null;
}

/** A page of the country named in the path, or null when we have no such country. */
const inCountry =
  (suffix = '') =>
  ({ cc }: Record<string, string>) => {
    const id = country(cc);
    return id ? `/countries/${id}${suffix}` : null;
  };

const fixed = (target: string) => () => target;
const ELECTRON: readonly LegacyClient[] = ['ahd-client'];
const BOTH: readonly LegacyClient[] = ['ahd-client', 'AHDClient'];

export const LEGACY_ADDRESSES: readonly LegacyAddress[] = [
  // The player's own pages: resolved per session under /me.
  { from: '/profile', to: fixed('/me/character'), example: '/profile', clients: BOTH },
  { from: '/politician', to: fixed('/me/character'), example: '/politician', clients: ELECTRON },
  { from: '/achievements', to: fixed('/me/character'), example: '/achievements', clients: ELECTRON },
  { from: '/corporation', to: fixed('/me/character#corporations'), example: '/corporation', clients: BOTH },
  {
    from: '/corporation/new',
    to: fixed('/corporations/new'),
    example: '/corporation/new',
    clients: ELECTRON,
  },
  { from: '/state', to: fixed('/me/state'), example: '/state', clients: ELECTRON },
  { from: '/country', to: fixed('/me/country'), example: '/country', clients: ELECTRON },
  { from: '/budget', to: fixed('/me/country/economy'), example: '/budget', clients: ELECTRON },
  { from: '/central-bank', to: fixed('/me/country/economy'), example: '/central-bank', clients: ELECTRON },
  { from: '/map', to: fixed('/me/country'), example: '/map', clients: ELECTRON },
  { from: '/parties', to: fixed('/me/country'), example: '/parties', clients: ELECTRON },
  { from: '/metrics', to: fixed('/me/country'), example: '/metrics', clients: ELECTRON },
  { from: '/national-metrics', to: fixed('/me/country'), example: '/national-metrics', clients: ELECTRON },
  { from: '/politicians', to: fixed('/characters'), example: '/politicians', clients: ELECTRON },
  {
    // "?country=us" in the client's older menus.
    from: '/elections',
    to: (_, query) => {
      const id = country(query.get('country') ?? undefined);
      return id ? `/countries/${id}/elections` : '/me/country/elections';
    },
    example: '/elections',
    clients: BOTH,
  },

  // The campaign headquarters, the actions hub and polls: the desk is where a player acts.
  { from: '/campaign', to: fixed('/'), example: '/campaign', clients: ELECTRON },
  { from: '/campaign/:rest*', to: fixed('/'), example: '/campaign/fundraise', clients: ELECTRON },
  { from: '/actions', to: fixed('/'), example: '/actions', clients: BOTH },
  { from: '/poll', to: fixed('/'), example: '/poll', clients: ELECTRON },

  // A corporation by its public number, with or without the original's tab ("/ceo").
  {
    from: '/corporation/:seq/:rest*',
    to: ({ seq = '' }) => (/^\d{1,9}$/.test(seq) ? `/corporations/${seq}` : null),
    example: '/corporation/1/ceo',
    clients: BOTH,
  },
  { from: '/stockmarket', to: fixed('/market'), example: '/stockmarket', clients: ELECTRON },
  { from: '/stockmarket/:rest*', to: fixed('/market'), example: '/stockmarket/global', clients: ELECTRON },

  // The legislature, before the client's country-aware menus.
  { from: '/legislature', to: fixed('/legislation'), example: '/legislature', clients: ELECTRON },
  { from: '/bills', to: fixed('/legislation'), example: '/bills', clients: ELECTRON },

  // The nation menu: /country/{cc}/...
  { from: '/country/:cc', to: inCountry(), example: '/country/us', clients: BOTH },
  {
    from: '/country/:cc/executive',
    to: inCountry('/politics'),
    example: '/country/uk/executive',
    clients: BOTH,
  },
  {
    from: '/country/:cc/legislature',
    to: ({ cc }) => {
      const id = country(cc);
      return id ? `/legislation?country=${id}` : null;
    },
    example: '/country/us/legislature',
    clients: BOTH,
  },
  { from: '/country/:cc/budget', to: inCountry('/economy'), example: '/country/us/budget', clients: BOTH },
  {
    from: '/country/:cc/central-bank',
    to: inCountry('/economy'),
    example: '/country/jp/central-bank',
    clients: BOTH,
  },
  { from: '/country/:cc/economy', to: inCountry('/economy'), example: '/country/de/economy', clients: BOTH },
  { from: '/country/:cc/map', to: inCountry('/regions'), example: '/country/us/map', clients: BOTH },
  { from: '/country/:cc/parties', to: inCountry('/politics'), example: '/country/us/parties', clients: BOTH },
  {
    from: '/country/:cc/parties/:party',
    to: ({ party }) => partyPage(party),
    example: '/country/us/parties/us-dem',
    clients: BOTH,
  },
  {
    from: '/country/:cc/party/:party',
    to: ({ party }) => partyPage(party),
    example: '/country/uk/party/uk-lab',
    clients: BOTH,
  },
  {
    from: '/country/:cc/elections',
    to: inCountry('/elections'),
    example: '/country/us/elections',
    clients: BOTH,
  },
  { from: '/country/:cc/metrics', to: inCountry(), example: '/country/us/metrics', clients: BOTH },
  {
    from: '/country/:cc/policy',
    to: ({ cc }) => (country(cc) ? '/policy' : null),
    example: '/country/us/policy',
    clients: BOTH,
  },
  {
    from: '/country/:cc/politicians',
    to: ({ cc }) => (country(cc) ? '/characters' : null),
    example: '/country/us/politicians',
    clients: BOTH,
  },
  {
    from: '/country/:cc/history',
    to: inCountry('/history'),
    example: '/country/us/history',
    clients: BOTH,
  },

  // The state menu: /country/{cc}/region/{state}/...
  {
    from: '/country/:cc/region/:region',
    to: ({ region: code }) => {
      const state = region(code);
      return state ? `/states/${state.id}/resources` : null;
    },
    example: '/country/us/region/UKI',
    clients: BOTH,
  },
  {
    from: '/country/:cc/region/:region/legislature',
    to: ({ region: code }) => {
      const state = region(code);
      return state ? `/legislation?country=${state.countryId}` : null;
    },
    example: '/country/us/region/TX/legislature',
    clients: BOTH,
  },
  {
    from: '/country/:cc/region/:region/elections',
    to: ({ region: code }) => {
      const state = region(code);
      return state ? `/countries/${state.countryId}/elections` : null;
    },
    example: '/country/jp/region/JP-KNT/elections',
    clients: ['AHDClient'],
  },
  {
    from: '/country/:cc/region/:region/party/:party',
    to: ({ region: code, party }) => (region(code) ? partyPage(party) : null),
    example: '/country/us/region/CA/party/us-dem',
    clients: BOTH,
  },

  // Help and administration.
  { from: '/wiki', to: fixed('/docs'), example: '/wiki', clients: BOTH },
  { from: '/wiki/:rest*', to: fixed('/docs'), example: '/wiki/getting-started', clients: BOTH },
  { from: '/roadmap', to: fixed('/changelog'), example: '/roadmap', clients: ELECTRON },
  { from: '/admin/elections', to: fixed('/admin'), example: '/admin/elections', clients: ELECTRON },
  { from: '/admin/users', to: fixed('/admin'), example: '/admin/users', clients: ELECTRON },
  { from: '/admin/turns', to: fixed('/admin'), example: '/admin/turns', clients: ELECTRON },
];

interface CompiledAddress {
  entry: LegacyAddress;
  segments: string[];
}

function compile(entry: LegacyAddress): CompiledAddress {
  return { entry, segments: entry.from.split('/').filter(Boolean) };
}

/** Segment names with a ':' bind; a trailing ':rest*' takes whatever is left (maybe nothing). */
function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part.endsWith('*')) {
      params[part.slice(1, -1)] = path.slice(i).join('/');
      return params;
    }
    const value = path[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return path.length === pattern.length ? params : null;
}

/** Patterns grouped by first segment, so a request for one of our own pages costs a map lookup. */
const BY_FIRST_SEGMENT = new Map<string, CompiledAddress[]>();
for (const compiled of LEGACY_ADDRESSES.map(compile)) {
  const first = compiled.segments[0] ?? '';
  BY_FIRST_SEGMENT.set(first, [...(BY_FIRST_SEGMENT.get(first) ?? []), compiled]);
}

/**
 * Where one of the original's addresses lives here, or null when the path is not one of them (or names
 * something we do not have). Exact patterns are tried before ':rest*' ones, in table order.
 */
export function resolveLegacyAddress(pathname: string, search = ''): string | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // malformed escapes: not an address of ours to translate
  }
  const candidates = BY_FIRST_SEGMENT.get(segments[0] ?? '');
  if (!candidates) return null;
  const query = new URLSearchParams(search);
  const ordered = [
    ...candidates.filter((c) => !c.entry.from.includes('*')),
    ...candidates.filter((c) => c.entry.from.includes('*')),
  ];
  for (const { entry, segments: pattern } of ordered) {
    const params = matchSegments(pattern, segments);
    if (params) {
      const target = entry.to(params, query);
      if (target !== null) return target;
    }
  }
  return null;
}
