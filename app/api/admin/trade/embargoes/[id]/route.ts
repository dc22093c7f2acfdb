// DELETE /api/admin/trade/embargoes/[id]: lift a pending or active embargo; it stays on record (admin).
import { clientRoute } from '@/lib/platform/http/client-route';
import { liftEmbargo } from '@/lib/systems/economy/trade/lift-embargo';

export const DELETE = clientRoute({ auth: 'admin' }, ({ db, params }) =>
  liftEmbargo(db, { id: String(params.id) }),
);
