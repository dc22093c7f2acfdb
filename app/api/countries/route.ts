// GET /api/countries: every country with the labels and page addresses the desktop clients' country menus use.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listCountryConfigs } from '@/lib/systems/game/desktop-app/list-country-configs';

export const GET = clientRoute({ auth: 'none' }, ({ db }) => listCountryConfigs(db));
