// DELETE /api/admin/trade/tariffs/[id]: remove a tariff (admin).
import { clientRoute } from '@/lib/http/client-route';
import { removeTariff } from '@/lib/trade/remove-tariff';

export const DELETE = clientRoute({ auth: 'admin' }, ({ db, params }) =>
  removeTariff(db, { id: String(params.id) }),
);
