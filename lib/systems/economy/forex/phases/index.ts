import { updateForexRates } from './update-forex-rates';

export { updateForexRates };

export const forexPhases = [updateForexRates] as const;
