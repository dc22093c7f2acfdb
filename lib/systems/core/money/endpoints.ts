import { exchangeBody, exchangeResponse, transferBody, transferResponse } from './schemas';
import { EXAMPLE_WORLD } from '@/lib/systems/core/world-plan/example-world';
import { demoCharacterId } from '@/lib/systems/core/world-plan/demo-ids';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** The private write endpoints (docs/api-contract.md): private-scope keys only. */
export const moneyEndpoints = {
  transfer: defineEndpoint({
    path: '/api/v1/transfer',
    method: 'POST',
    bucket: 'transfer',
    summary:
      'Send campaign funds (whole units of your home currency, at least 1000) to a character of your country.',
    tag: 'Private',
    body: transferBody,
    response: transferResponse,
    idempotent: true,
    errors: [
      'TRANSFERS_PAUSED',
      'CHARACTER_NOT_FOUND',
      'TRANSFER_BELOW_MINIMUM',
      'SELF_TRANSFER',
      'DIFFERENT_COUNTRY',
      'INSUFFICIENT_FUNDS',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    // The contract test's world: alice pays bob (both US).
    example: { body: { targetCharacterId: demoCharacterId(EXAMPLE_WORLD.seed, 'bob'), amount: 1000 } },
  }),

  forexExchange: defineEndpoint({
    path: '/api/v1/forex/exchange',
    method: 'POST',
    bucket: 'forex',
    summary:
      'Exchange currency you hold at amount × rate(to) ÷ rate(from), less a 0.275% spread (half to the target central bank, half destroyed).',
    tag: 'Private',
    body: exchangeBody,
    response: exchangeResponse,
    idempotent: true,
    errors: [
      'FOREX_DISABLED',
      'CHARACTER_NOT_FOUND',
      'CURRENCY_NOT_FOUND',
      'SAME_CURRENCY',
      'INACTIVE_COUNTRY',
      'INSUFFICIENT_FUNDS',
      'EXCHANGE_TOO_SMALL',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    example: { body: { fromCurrency: 'USD', toCurrency: 'GBP', amount: 100 } },
  }),
};
