// POST /api/transfers {targetCharacterId, amount}: the transfer form; the same verb as POST /api/v1/transfer.
import { clientRoute } from '@/lib/http/client-route';
import { transferFunds } from '@/lib/money/transfer-funds';
import { transferBody } from '@/lib/money/schemas';

export const POST = clientRoute(
  { auth: 'user', body: transferBody, rateLimit: 'transfer' },
  async ({ db, user, body, request }) =>
    (
      await transferFunds(db, {
        userId: user.id,
        body,
        idempotencyKey: request.headers.get('idempotency-key'),
      })
    ).payload,
);
