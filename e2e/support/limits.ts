/**
 * The launcher's RATE_LIMIT_MULTIPLIER in the e2e run (playwright.config.ts): the suite registers a dozen
 * accounts from one address, more than the 10 an hour a player gets. The limiter still runs, and
 * security.spec.ts checks its bucket at this size.
 */
export const E2E_RATE_LIMIT_MULTIPLIER = 5;
