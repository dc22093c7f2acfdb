/** How the head of government is chosen and held accountable. */
export type GovernmentType = 'presidential' | 'parliamentary' | 'semi_presidential';

/** A first-level subdivision of a country (state, Land, region ...). */
export interface RegionReference {
  /** Globally unique code across every country (e.g. 'CA', 'UKI', 'DE-BY', 'JP-KNT'). */
  id: string;
  name: string;
  /** Latest official estimate, whole people. */
  population: number;
  /** Nominal GDP in millions of the country's own currency, for a recent year. */
  gdpMillions: number;
  /** 'state' | 'district' | 'region' | 'nation' | 'land' | 'city_state' ... */
  regionType: string;
}

export interface PartyReference {
  /** Short lowercase id, unique within the country (e.g. 'dem'). */
  slug: string;
  name: string;
  abbreviation: string;
  /** '#rrggbb'; the party's recognisable color, darkened where needed to stay readable on white. */
  color: string;
  /** Integer from -5 (far left) to +5 (far right). */
  economicPosition: number;
  /** Integer from -5 (progressive) to +5 (conservative). */
  socialPosition: number;
  /**
   * True only for the neutral 'Independent' party, which new non-player characters join
   * by default. Exactly one party per country is the default; all real parties are false.
   */
  isDefault: boolean;
}

export interface CountryReference {
  /** ISO-like code: 'US', 'UK', 'DE', 'JP'. */
  id: string;
  name: string;
  governmentType: GovernmentType;
  /** ISO 4217 code: 'USD', 'GBP', 'EUR', 'JPY'. */
  currencyCode: string;
  currencyName: string;
  /** Local currency units per one internal anchor unit (anchor ~ 1 USD), realistic recent value. */
  forexRate: number;
  legislature: { chamber: string; totalSeats: number };
  /** 'President', 'Prime Minister', 'Chancellor' ... */
  executiveTitle: string;
  regions: RegionReference[];
  parties: PartyReference[];
  /** Pools used to generate non-player character names. */
  names: { first: string[]; last: string[] };
}
