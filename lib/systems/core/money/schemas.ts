import { z } from 'zod';
import { entityRef, foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { IDEMPOTENCY_KEY_MAX_LENGTH, MAX_REQUEST_UNITS, MIN_TRANSFER_UNITS } from './constants';

/** A currency code: three letters, case-insensitive (usd = USD). */
export const currencyCodeParam = text({ max: 3 })
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
  .transform((code) => code.toUpperCase());

export const transferBody = z.object({
  targetCharacterId: entityRef.describe(
    'The recipient, by ObjectId or sequential number: a character of your own country, not yourself',
  ),
  amount: z
    .number()
    .int('must be a whole number')
    .positive()
    .max(MAX_REQUEST_UNITS)
    .describe(`Whole units of your home currency, at least ${MIN_TRANSFER_UNITS}`),
});

/** Amounts with at most two decimals: the ledger holds whole minor units. */
const moneyAmount = z
  .number()
  .positive()
  .max(MAX_REQUEST_UNITS)
  .multipleOf(0.01, 'must have at most 2 decimals');

export const exchangeBody = z.object({
  fromCurrency: currencyCodeParam.describe('Currency you sell, e.g. USD'),
  toCurrency: currencyCodeParam.describe('Currency you buy, e.g. GBP'),
  amount: moneyAmount.describe('Amount of fromCurrency to sell, at most 2 decimals'),
});

/** Printable ASCII, as payment APIs accept; clients usually send a UUID. */
export const idempotencyKeyHeader = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

export const transferResponse = z.object({
  found: foundField,
  success: z.literal(true),
  amount: z.number().int().describe('Units sent'),
  currency: z.string().describe("The sender's home currency code"),
  senderRemainingFunds: z.number().describe("The sender's campaign funds after the transfer"),
  targetName: z.string(),
});

export const exchangeResponse = z.object({
  found: foundField,
  success: z.literal(true),
  trade: z.object({
    fromCurrency: z.string(),
    toCurrency: z.string(),
    fromAmount: z.number().describe('Sold, in fromCurrency'),
    toAmount: z.number().describe('Received, in toCurrency, after the spread'),
    effectiveRate: z.number().describe('toAmount per unit of fromAmount'),
    spreadCharged: z.number().describe('The spread, in toCurrency: half to its central bank, half destroyed'),
  }),
});

export type TransferResult = z.input<typeof transferResponse>;
export type ExchangeResult = z.input<typeof exchangeResponse>;

export const balanceSchema = z.object({
  currencyCode: z.string(),
  amount: z.number(),
  /** The home currency is the character's campaign funds. */
  isHome: z.boolean(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** For the recipient search of the transfer form. */
export const recipientQuery = z.object({ q: text({ max: 64 }) });
