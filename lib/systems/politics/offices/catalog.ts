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
    chambers: [{ key: 'commons', name: 'House of Commons', seats: k.UK_COMMONS_SEATS }],
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
    ],
  },
  DE: {
    governmentType: 'parliamentary',
    primaryChamberKey: 'bundestag',
    chambers: [{ key: 'bundestag', name: 'Bundestag', seats: k.DE_BUNDESTAG_SEATS }],
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

export function officeId(countryId: string, officeKey: string): string {
  return `${countryId}-${officeKey}`.toLowerCase();
}

export function chamberId(countryId: string, chamberKey: string): string {
  return `${countryId}-${chamberKey}`.toLowerCase();
}
