// POST /api/admin/trade/tariffs: set (or replace) a country's tariff for one scope and target (admin).
import { clientRoute } from '@/lib/platform/http/client-route';
import { setTariff } from '@/lib/systems/economy/trade/set-tariff';
import { setTariffInput } from '@/lib/systems/economy/trade/schemas';

export const POST = clientRoute({ auth: 'admin', body: setTariffInput }, ({ db, body }) =>
  setTariff(db, body),
);
