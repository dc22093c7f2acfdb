// Pure values: a client module that took them from constants.ts would carry economy.json too.

/** The six extractable resource keys (a subset of the 28 commodities). */
export const EXTRACTION_RESOURCES = ['oil', 'coal', 'iron', 'natural_gas', 'timber', 'rare_earth'] as const;
export type ExtractionResource = (typeof EXTRACTION_RESOURCES)[number];
