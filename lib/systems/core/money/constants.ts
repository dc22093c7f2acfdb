/** Rules of the private money endpoints (docs/money.md). */

/** Smallest transfer, in whole units of the sender's home currency. */
export const MIN_TRANSFER_UNITS = 1000;
/** Largest amount one request may name, in major units: far above any balance, far below 2^53 cents. */
export const MAX_REQUEST_UNITS = 1_000_000_000_000;
/** The forex spread, a fraction of the converted amount. */
export const FOREX_SPREAD = 0.00275;
/** Share of the spread the target currency's central bank receives; the rest is destroyed. */
export const SPREAD_CENTRAL_BANK_SHARE = 0.5;
/** The named system account the destroyed half of each spread is written to. */
export const SPREAD_SINK_ACCOUNT = 'forex_spread_destroyed';
/** The named system account every conversion passes through, one leg per currency. */
export const CONVERSION_ACCOUNT = 'forex_conversion';
/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Ledger reasons. */
export const TRANSFER_REASON = 'funds_transfer';
export const EXCHANGE_REASON = 'forex_exchange';
