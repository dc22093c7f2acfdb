// POST /api/forex/exchange {fromCurrency, toCurrency, amount}: the exchange form; the same verb as /api/v1.
import { clientRoute } from '@/lib/platform/http/client-route';
import { exchangeCurrency } from '@/lib/systems/core/money/exchange-currency';
import { exchangeBody } from '@/lib/systems/core/money/schemas';

export const POST = clientRoute(
  { auth: 'user', body: exchangeBody, rateLimit: 'forex' },
  async ({ db, user, body, request }) =>
    (
      await exchangeCurrency(db, {
        userId: user.id,
        body,
        idempotencyKey: request.headers.get('idempotency-key'),
      })
    ).payload,
);
