/** The largest request body we accept (docs/api-contract.md). Imports nothing, for next.config.ts. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
