// DELETE /api/admin/trade/tariffs/[id]: remove a tariff (admin).
import { clientRoute } from '@/lib/platform/http/client-route';
import { removeTariff } from '@/lib/systems/economy/trade/remove-tariff';

export const DELETE = clientRoute({ auth: 'admin' }, ({ db, params }) =>
  removeTariff(db, { id: String(params.id) }),
);
