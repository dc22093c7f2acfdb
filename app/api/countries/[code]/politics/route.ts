// GET /api/countries/[code]/politics: the country page's leader, legislature and government (public).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getCountryPolitics } from '@/lib/systems/politics/offices/get-country-politics';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getCountryPolitics(db, { code: String(params.code ?? '') }),
);
