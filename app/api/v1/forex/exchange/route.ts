// POST /api/v1/forex/exchange {fromCurrency, toCurrency, amount}: private key; optional Idempotency-Key.
import { v1Route } from '@/lib/http/v1-route';
import { exchangeCurrency } from '@/lib/money/exchange-currency';
import { endpoints } from '@/lib/public-api/catalog';

export const POST = v1Route(endpoints.forexExchange, async ({ db, principal, body, request, setHeader }) => {
  const { payload, replayed } = await exchangeCurrency(db, {
    userId: principal.userId,
    body,
    idempotencyKey: request.headers.get('idempotency-key'),
  });
  if (replayed) setHeader('Idempotent-Replayed', 'true');
  return payload;
});
