/** The largest request body we accept (SPEC: 64 kB). Imports nothing, so next.config.ts can use it. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
