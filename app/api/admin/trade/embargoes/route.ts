// POST /api/admin/trade/embargoes: impose an embargo, active now or pending until its start turn (admin).
import { clientRoute } from '@/lib/platform/http/client-route';
import { imposeEmbargo } from '@/lib/systems/economy/trade/impose-embargo';
import { imposeEmbargoInput } from '@/lib/systems/economy/trade/schemas';

export const POST = clientRoute({ auth: 'admin', body: imposeEmbargoInput }, ({ db, body }) =>
  imposeEmbargo(db, body),
);
