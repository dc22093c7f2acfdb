// POST /api/v1/forex/exchange {fromCurrency, toCurrency, amount}: private key; optional Idempotency-Key.
import { v1Route } from '@/lib/platform/http/v1-route';
import { exchangeCurrency } from '@/lib/systems/core/money/exchange-currency';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const POST = v1Route(endpoints.forexExchange, async ({ db, principal, body, request, setHeader }) => {
  const { payload, replayed } = await exchangeCurrency(db, {
    userId: principal.userId,
    body,
    idempotencyKey: request.headers.get('idempotency-key'),
  });
  if (replayed) setHeader('Idempotent-Replayed', 'true');
  return payload;
});
