// POST /api/transfers {targetCharacterId, amount}: the transfer form; the same verb as POST /api/v1/transfer.
import { clientRoute } from '@/lib/platform/http/client-route';
import { transferFunds } from '@/lib/systems/core/money/transfer-funds';
import { transferBody } from '@/lib/systems/core/money/schemas';

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
