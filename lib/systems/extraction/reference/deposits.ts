// Authored deposits per state: which resources each state can extract and how richly, after public
// geological knowledge (EIA state profiles, BGS, BGR, JOGMEC summaries), coarsened to three sizes.
// A seeded state that is not listed gets an empty map (zero capacity); the states in
// UNCAPPED_STATES get no document at all, so their output stays uncapped (docs/extraction.md).
import type { DepositSize, ExtractionResource } from '../constants';

export type DepositMap = Partial<Record<ExtractionResource, DepositSize>>;

export const DEPOSITS: Readonly<Record<string, DepositMap>> = {
  // United States
  AK: { oil: 'major', natural_gas: 'moderate', timber: 'moderate', coal: 'small' },
  AL: { coal: 'small', iron: 'small', timber: 'moderate' },
  AR: { natural_gas: 'moderate', timber: 'moderate' },
  AZ: { rare_earth: 'moderate' },
  CA: { oil: 'moderate', timber: 'moderate', rare_earth: 'moderate' },
  CO: { natural_gas: 'moderate', oil: 'moderate', coal: 'small' },
  GA: { timber: 'moderate' },
  ID: { timber: 'moderate', rare_earth: 'small' },
  IL: { coal: 'moderate' },
  IN: { coal: 'small' },
  KS: { oil: 'small', natural_gas: 'small' },
  KY: { coal: 'moderate' },
  LA: { oil: 'moderate', natural_gas: 'major' },
  ME: { timber: 'major' },
  MI: { iron: 'moderate', timber: 'moderate' },
  MN: { iron: 'major', timber: 'moderate' },
  MS: { timber: 'moderate', oil: 'small' },
  MT: { coal: 'moderate', oil: 'small' },
  NC: { timber: 'moderate' },
  ND: { oil: 'major', natural_gas: 'moderate' },
  NM: { oil: 'major', natural_gas: 'major' },
  NV: { rare_earth: 'small', iron: 'small' },
  OH: { natural_gas: 'moderate', coal: 'small' },
  OK: { oil: 'moderate', natural_gas: 'major' },
  OR: { timber: 'major' },
  PA: { natural_gas: 'major', coal: 'moderate' },
  SC: { timber: 'small' },
  TX: { oil: 'major', natural_gas: 'major' },
  UT: { coal: 'moderate', oil: 'small', natural_gas: 'small', iron: 'small' },
  VA: { coal: 'small' },
  WA: { timber: 'major' },
  WI: { timber: 'moderate' },
  WV: { coal: 'major', natural_gas: 'major' },
  WY: { coal: 'major', natural_gas: 'moderate', oil: 'moderate', rare_earth: 'small' },
  // United Kingdom
  UKC: { coal: 'small' },
  UKD: { natural_gas: 'small' },
  UKE: { coal: 'small' },
  UKF: { natural_gas: 'small' },
  UKK: { oil: 'small', rare_earth: 'small' },
  UKL: { coal: 'small', timber: 'small' },
  UKM: { oil: 'major', natural_gas: 'major', timber: 'moderate' },
  // Germany
  'DE-BB': { coal: 'moderate', timber: 'small' },
  'DE-BW': { timber: 'moderate' },
  'DE-BY': { timber: 'moderate', iron: 'small' },
  'DE-HE': { timber: 'small' },
  'DE-NI': { natural_gas: 'moderate', oil: 'small' },
  'DE-NW': { coal: 'major' },
  'DE-RP': { timber: 'small' },
  'DE-SH': { oil: 'small' },
  'DE-SL': { coal: 'small' },
  'DE-SN': { coal: 'moderate', rare_earth: 'small' },
  'DE-ST': { coal: 'small' },
  'DE-TH': { timber: 'small' },
  // Japan
  'JP-CHB': { natural_gas: 'small', oil: 'small', timber: 'moderate' },
  'JP-CGK': { timber: 'small' },
  'JP-HKD': { timber: 'major', coal: 'small', natural_gas: 'small' },
  'JP-KNS': { timber: 'small' },
  'JP-KNT': { natural_gas: 'small' },
  'JP-KYS': { coal: 'small', timber: 'small' },
  'JP-SKK': { timber: 'moderate' },
  'JP-THK': { timber: 'moderate', natural_gas: 'small' },
};

/** City states left without a capacity document on purpose: their output stays uncapped. */
export const UNCAPPED_STATES: readonly string[] = ['DC', 'UKI', 'DE-BE', 'DE-HB', 'DE-HH'];
