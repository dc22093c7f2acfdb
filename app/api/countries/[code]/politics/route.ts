// GET /api/countries/[code]/politics: the country page's leader, legislature and government (public).
import { clientRoute } from '@/lib/http/client-route';
import { getCountryPolitics } from '@/lib/offices/get-country-politics';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getCountryPolitics(db, { code: String(params.code ?? '') }),
);
