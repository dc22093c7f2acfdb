// POST /api/admin/trade/tariffs: set (or replace) a country's tariff for one scope and target (admin).
import { clientRoute } from '@/lib/http/client-route';
import { setTariff } from '@/lib/trade/set-tariff';
import { setTariffInput } from '@/lib/trade/schemas';

export const POST = clientRoute({ auth: 'admin', body: setTariffInput }, ({ db, body }) =>
  setTariff(db, body),
);
