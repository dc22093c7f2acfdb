// GET /api/public/v1/party
import { v1Route } from '@/lib/platform/http/v1-route';
import { getParty } from '@/lib/systems/politics/parties/get-party';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.party, ({ db, query }) => getParty(db, query));
