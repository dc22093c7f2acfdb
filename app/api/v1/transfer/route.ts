// POST /api/v1/transfer {targetCharacterId, amount}: private key; optional Idempotency-Key.
import { v1Route } from '@/lib/platform/http/v1-route';
import { transferFunds } from '@/lib/systems/core/money/transfer-funds';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const POST = v1Route(endpoints.transfer, async ({ db, principal, body, request, setHeader }) => {
  const { payload, replayed } = await transferFunds(db, {
    userId: principal.userId,
    body,
    idempotencyKey: request.headers.get('idempotency-key'),
  });
  if (replayed) setHeader('Idempotent-Replayed', 'true');
  return payload;
});
