import { germany } from './de';
import { japan } from './jp';
import type { CountryReference } from './types';
import { unitedKingdom } from './uk';
import { unitedStates } from './us';

export type { CountryReference, GovernmentType, PartyReference, RegionReference } from './types';
export { germany, japan, unitedKingdom, unitedStates };

/** Every playable country. To add one: create its data file and append it here. */
export const countryReferences: readonly CountryReference[] = [unitedStates, unitedKingdom, germany, japan];
