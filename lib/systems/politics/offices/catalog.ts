import * as k from './constants';

/** How the seats of an office are laid out over a country's regions. */
export type SeatLayout =
  /** `count` seats for the whole country. */
  | { kind: 'national'; count: number }
  /** `perRegion` seats in every region whose type is listed (all regions when `regionTypes` is absent). */
  | {
      kind: 'per_region';
      perRegion: number;
      regionTypes?: readonly string[];
      regionNames?: readonly string[];
    }
  /** Seats per region by population: the first tier whose floor the population exceeds (Bundesrat, Art. 51(2)). */
  | { kind: 'population_tiers'; tiers: readonly (readonly [number, number])[] }
  /** `total` seats apportioned by population (Huntington–Hill), at least one per eligible region. */
  | {
      kind: 'apportioned';
      total: number;
      regionTypes?: readonly string[];
      delegateRegionTypes?: readonly string[];
    };

export interface OfficeDefinition {
  key: string;
  title: string;
  scope: 'national' | 'state';
  /** `central_bank`: the central bank's chair, named by each new head of government. */
  role: 'head' | 'legislator' | 'regional_head' | 'cabinet' | 'central_bank';
  filledBy: 'election' | 'parliament' | 'appointment';
  chamberKey?: string;
  cycleTurns?: number;
  staggerClasses?: number;
  hasPrimary?: boolean;
  votingSystem?: string;
  layout: SeatLayout;
  /**
   * How an appointed chamber is composed: `party_seats` gives each party (by slug) its number of seats
   * (the Lords); `regional_government` seats members of the party holding the region's regional head
   * (the Bundesrat, whose members the Land governments appoint, Art. 51(1)).
   */
  appointed?:
    { kind: 'party_seats'; seats: Readonly<Record<string, number>> } | { kind: 'regional_government' };
  /** A region's seats vote as one block, as its government decides (the Bundesrat, Art. 51(3)). */
  blockVote?: boolean;
}

export interface ChamberDefinition {
  key: string;
  name: string;
  seats: number;
}

export interface CountryOffices {
  governmentType: 'presidential' | 'parliamentary';
  /** The chamber whose majority forms a parliamentary government (and the legislature composition shown). */
  primaryChamberKey: string;
  chambers: readonly ChamberDefinition[];
  offices: readonly OfficeDefinition[];
}

/** politics.json restated with named constants; offices.test.ts checks it against the reference file. */
export const OFFICE_CATALOG: Readonly<Record<string, CountryOffices>> = {
  US: {
    governmentType: 'presidential',
    primaryChamberKey: 'house',
    chambers: [
      { key: 'senate', name: 'Senate', seats: k.US_SENATORS_PER_STATE * 50 },
      { key: 'house', name: 'House of Representatives', seats: k.US_HOUSE_SEATS },
    ],
    offices: [
      {
        key: 'president',
        title: 'President',
        scope: 'national',
        role: 'head',
        filledBy: 'election',
        cycleTurns: k.US_PRESIDENT_CYCLE_TURNS,
        hasPrimary: true,
        votingSystem: 'electoral_college',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'senator',
        title: 'Senator',
        scope: 'state',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'senate',
        cycleTurns: k.US_SENATOR_CYCLE_TURNS,
        staggerClasses: k.US_SENATE_STAGGER_CLASSES,
        hasPrimary: true,
        votingSystem: 'fptp',
        layout: { kind: 'per_region', perRegion: k.US_SENATORS_PER_STATE, regionTypes: ['state'] },
      },
      {
        key: 'representative',
        title: 'Representative',
        scope: 'state',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'house',
        cycleTurns: k.US_REPRESENTATIVE_CYCLE_TURNS,
        hasPrimary: true,
        votingSystem: 'fptp',
        layout: {
          kind: 'apportioned',
          total: k.US_HOUSE_SEATS,
          regionTypes: ['state'],
          delegateRegionTypes: ['district'],
        },
      },
      {
        key: 'governor',
        title: 'Governor',
        scope: 'state',
        role: 'regional_head',
        filledBy: 'election',
        cycleTurns: k.US_GOVERNOR_CYCLE_TURNS,
        hasPrimary: true,
        votingSystem: 'fptp',
        layout: { kind: 'per_region', perRegion: 1, regionTypes: ['state'] },
      },
      {
        key: 'cabinet',
        title: 'Cabinet secretary',
        scope: 'national',
        role: 'cabinet',
        filledBy: 'appointment',
        layout: { kind: 'national', count: k.US_CABINET_SIZE },
      },
      {
        key: 'central_bank_chair',
        title: 'Federal Reserve Chair',
        scope: 'national',
        role: 'central_bank',
        filledBy: 'appointment',
        layout: { kind: 'national', count: 1 },
      },
    ],
  },
  UK: {
    governmentType: 'parliamentary',
    primaryChamberKey: 'commons',
    chambers: [
      { key: 'commons', name: 'House of Commons', seats: k.UK_COMMONS_SEATS },
      { key: 'lords', name: 'House of Lords', seats: k.UK_LORDS_SEATS },
    ],
    offices: [
      {
        key: 'mp',
        title: 'Member of Parliament',
        scope: 'state',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'commons',
        cycleTurns: k.UK_MP_CYCLE_TURNS,
        votingSystem: 'fptp',
        layout: { kind: 'apportioned', total: k.UK_COMMONS_SEATS },
      },
      {
        key: 'prime_minister',
        title: 'Prime Minister',
        scope: 'national',
        role: 'head',
        filledBy: 'parliament',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'first_minister',
        title: 'First Minister',
        scope: 'state',
        role: 'regional_head',
        filledBy: 'election',
        cycleTurns: k.UK_FIRST_MINISTER_CYCLE_TURNS,
        votingSystem: 'additional_member',
        layout: { kind: 'per_region', perRegion: 1, regionNames: k.UK_FIRST_MINISTER_REGIONS },
      },
      {
        key: 'cabinet',
        title: 'Secretary of State',
        scope: 'national',
        role: 'cabinet',
        filledBy: 'appointment',
        layout: { kind: 'national', count: k.UK_CABINET_SIZE },
      },
      {
        key: 'central_bank_chair',
        title: 'Governor of the Bank of England',
        scope: 'national',
        role: 'central_bank',
        filledBy: 'appointment',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'peer',
        title: 'Member of the House of Lords',
        scope: 'national',
        role: 'legislator',
        filledBy: 'appointment',
        chamberKey: 'lords',
        layout: { kind: 'national', count: k.UK_LORDS_SEATS },
        appointed: { kind: 'party_seats', seats: k.UK_LORDS_PARTY_SEATS },
      },
    ],
  },
  DE: {
    governmentType: 'parliamentary',
    primaryChamberKey: 'bundestag',
    chambers: [
      { key: 'bundestag', name: 'Bundestag', seats: k.DE_BUNDESTAG_SEATS },
      { key: 'bundesrat', name: 'Bundesrat', seats: k.DE_BUNDESRAT_SEATS },
    ],
    offices: [
      {
        key: 'mdb',
        title: 'Member of the Bundestag',
        scope: 'national',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'bundestag',
        cycleTurns: k.DE_MDB_CYCLE_TURNS,
        votingSystem: 'mixed_member_proportional',
        layout: { kind: 'apportioned', total: k.DE_BUNDESTAG_SEATS },
      },
      {
        key: 'chancellor',
        title: 'Chancellor',
        scope: 'national',
        role: 'head',
        filledBy: 'parliament',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'minister_president',
        title: 'Minister-President',
        scope: 'state',
        role: 'regional_head',
        filledBy: 'election',
        cycleTurns: k.DE_MINISTER_PRESIDENT_CYCLE_TURNS,
        votingSystem: 'mixed_member_proportional',
        layout: { kind: 'per_region', perRegion: 1 },
      },
      {
        key: 'cabinet',
        title: 'Federal Minister',
        scope: 'national',
        role: 'cabinet',
        filledBy: 'appointment',
        layout: { kind: 'national', count: k.DE_CABINET_SIZE },
      },
      {
        key: 'central_bank_chair',
        title: 'President of the ECB',
        scope: 'national',
        role: 'central_bank',
        filledBy: 'appointment',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'bundesrat_member',
        title: 'Member of the Bundesrat',
        scope: 'state',
        role: 'legislator',
        filledBy: 'appointment',
        chamberKey: 'bundesrat',
        layout: { kind: 'population_tiers', tiers: k.DE_BUNDESRAT_VOTE_TIERS },
        appointed: { kind: 'regional_government' },
        blockVote: true,
      },
    ],
  },
  JP: {
    governmentType: 'parliamentary',
    primaryChamberKey: 'representatives',
    chambers: [
      { key: 'representatives', name: 'House of Representatives', seats: k.JP_REPRESENTATIVES_SEATS },
      { key: 'councillors', name: 'House of Councillors', seats: k.JP_COUNCILLORS_SEATS },
    ],
    offices: [
      {
        key: 'representative',
        title: 'Member of the House of Representatives',
        scope: 'national',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'representatives',
        cycleTurns: k.JP_REPRESENTATIVE_CYCLE_TURNS,
        votingSystem: 'parallel',
        layout: { kind: 'apportioned', total: k.JP_REPRESENTATIVES_SEATS },
      },
      {
        key: 'councillor',
        title: 'Member of the House of Councillors',
        scope: 'national',
        role: 'legislator',
        filledBy: 'election',
        chamberKey: 'councillors',
        cycleTurns: k.JP_COUNCILLOR_CYCLE_TURNS,
        staggerClasses: k.JP_COUNCILLOR_STAGGER_CLASSES,
        votingSystem: 'parallel',
        layout: { kind: 'apportioned', total: k.JP_COUNCILLORS_SEATS },
      },
      {
        key: 'prime_minister',
        title: 'Prime Minister',
        scope: 'national',
        role: 'head',
        filledBy: 'parliament',
        layout: { kind: 'national', count: 1 },
      },
      {
        key: 'governor',
        title: 'Regional governor',
        scope: 'state',
        role: 'regional_head',
        filledBy: 'election',
        cycleTurns: k.JP_GOVERNOR_CYCLE_TURNS,
        votingSystem: 'fptp',
        layout: { kind: 'per_region', perRegion: 1 },
      },
      {
        key: 'cabinet',
        title: 'Minister of State',
        scope: 'national',
        role: 'cabinet',
        filledBy: 'appointment',
        layout: { kind: 'national', count: k.JP_CABINET_SIZE },
      },
      {
        key: 'central_bank_chair',
        title: 'Governor of the Bank of Japan',
        scope: 'national',
        role: 'central_bank',
        filledBy: 'appointment',
        layout: { kind: 'national', count: 1 },
      },
    ],
  },
};

/** Chambers whose members vote as their region's block (the catalog's `blockVote` offices). */
export const BLOCK_VOTE_CHAMBERS: readonly string[] = Object.entries(OFFICE_CATALOG).flatMap(([country, c]) =>
  c.offices.filter((o) => o.blockVote && o.chamberKey).map((o) => chamberId(country, o.chamberKey!)),
);

export function officeId(countryId: string, officeKey: string): string {
  return `${countryId}-${officeKey}`.toLowerCase();
}

export function chamberId(countryId: string, chamberKey: string): string {
  return `${countryId}-${chamberKey}`.toLowerCase();
}

export interface Portfolio {
  key: string;
  title: string;
}

const p = (key: string, title: string): Portfolio => ({ key, title });

/**
 * The cabinet's portfolios, one per cabinet seat in seat order (seat n holds the n-th). Every country has
 * finance, foreign affairs, defence and interior first; the rest are each government's own departments.
 */
export const CABINET_PORTFOLIOS: Readonly<Record<string, readonly Portfolio[]>> = {
  // The 15 executive departments.
  US: [
    p('finance', 'Secretary of the Treasury'),
    p('foreign_affairs', 'Secretary of State'),
    p('defence', 'Secretary of Defense'),
    p('interior', 'Secretary of Homeland Security'),
    p('justice', 'Attorney General'),
    p('lands', 'Secretary of the Interior'),
    p('agriculture', 'Secretary of Agriculture'),
    p('commerce', 'Secretary of Commerce'),
    p('labour', 'Secretary of Labor'),
    p('health', 'Secretary of Health and Human Services'),
    p('housing', 'Secretary of Housing and Urban Development'),
    p('transport', 'Secretary of Transportation'),
    p('energy', 'Secretary of Energy'),
    p('education', 'Secretary of Education'),
    p('veterans', 'Secretary of Veterans Affairs'),
  ],
  UK: [
    p('finance', 'Chancellor of the Exchequer'),
    p('foreign_affairs', 'Foreign Secretary'),
    p('defence', 'Secretary of State for Defence'),
    p('interior', 'Home Secretary'),
    p('justice', 'Lord Chancellor and Secretary of State for Justice'),
    p('health', 'Secretary of State for Health and Social Care'),
    p('education', 'Secretary of State for Education'),
    p('labour', 'Secretary of State for Work and Pensions'),
    p('commerce', 'Secretary of State for Business and Trade'),
    p('energy', 'Secretary of State for Energy Security and Net Zero'),
    p('agriculture', 'Secretary of State for Environment, Food and Rural Affairs'),
    p('transport', 'Secretary of State for Transport'),
    p('housing', 'Secretary of State for Housing, Communities and Local Government'),
    p('culture', 'Secretary of State for Culture, Media and Sport'),
    p('science', 'Secretary of State for Science, Innovation and Technology'),
    p('scotland', 'Secretary of State for Scotland'),
    p('wales', 'Secretary of State for Wales'),
    p('northern_ireland', 'Secretary of State for Northern Ireland'),
    p('cabinet_office', 'Chancellor of the Duchy of Lancaster'),
    p('treasury_chief', 'Chief Secretary to the Treasury'),
  ],
  DE: [
    p('finance', 'Federal Minister of Finance'),
    p('foreign_affairs', 'Federal Foreign Minister'),
    p('defence', 'Federal Minister of Defence'),
    p('interior', 'Federal Minister of the Interior'),
    p('justice', 'Federal Minister of Justice'),
    p('economy', 'Federal Minister for Economic Affairs'),
    p('labour', 'Federal Minister of Labour and Social Affairs'),
    p('health', 'Federal Minister of Health'),
    p('education', 'Federal Minister of Education and Research'),
    p('family', 'Federal Minister for Family Affairs'),
    p('transport', 'Federal Minister for Transport'),
    p('environment', 'Federal Minister for the Environment'),
    p('agriculture', 'Federal Minister of Food and Agriculture'),
    p('housing', 'Federal Minister for Housing'),
    p('development', 'Federal Minister for Economic Cooperation and Development'),
    p('chancellery', 'Head of the Federal Chancellery'),
  ],
  JP: [
    p('finance', 'Minister of Finance'),
    p('foreign_affairs', 'Minister for Foreign Affairs'),
    p('defence', 'Minister of Defense'),
    p('interior', 'Minister for Internal Affairs and Communications'),
    p('justice', 'Minister of Justice'),
    p('chief_secretary', 'Chief Cabinet Secretary'),
    p('education', 'Minister of Education, Culture, Sports, Science and Technology'),
    p('health', 'Minister of Health, Labour and Welfare'),
    p('agriculture', 'Minister of Agriculture, Forestry and Fisheries'),
    p('commerce', 'Minister of Economy, Trade and Industry'),
    p('transport', 'Minister of Land, Infrastructure, Transport and Tourism'),
    p('environment', 'Minister of the Environment'),
    p('reconstruction', 'Minister for Reconstruction'),
    p('public_safety', 'Chair of the National Public Safety Commission'),
    p('digital', 'Minister for Digital Transformation'),
    p('economy', 'Minister for Economic and Fiscal Policy'),
    p('children', 'Minister for Children’s Policy'),
    p('economic_security', 'Minister for Economic Security'),
    p('regions', 'Minister for Regional Revitalization'),
  ],
};

/** The portfolio of the n-th cabinet seat (1-based), or null. */
export function cabinetPortfolio(countryId: string, seatNumber: number): Portfolio | null {
  return CABINET_PORTFOLIOS[countryId]?.[seatNumber - 1] ?? null;
}

/**
 * Central bank chairs serve fixed terms, whatever the head: the Fed's chair 4 years (12 U.S.C. 242), the
 * Bank of England's governor 8 (Bank of England Act 1998), the Bank of Japan's governor 5 (BoJ Act Art. 24),
 * and the ECB's president 8 (TFEU Art. 283). 52 turns a year. A seeded chair is halfway through a term.
 */
export const CENTRAL_BANK_TERM_TURNS: Readonly<Record<string, number>> = {
  US: 4 * 52,
  UK: 8 * 52,
  DE: 8 * 52,
  JP: 5 * 52,
};

/**
 * The chamber whose consent an appointment needs, by country and role: the US Senate confirms cabinet
 * secretaries and the Fed's chair (Art. II §2); Japan's Diet confirms the BoJ's governor (BoJ Act Art. 23),
 * modelled by the House of Councillors' vote. Elsewhere the head appoints.
 */
export const CONSENT_CHAMBER: Readonly<Record<string, Partial<Record<'cabinet' | 'central_bank', string>>>> =
  {
    US: { cabinet: 'senate', central_bank: 'senate' },
    JP: { central_bank: 'councillors' },
  };
