// GET /api/public/v1/party
import { v1Route } from '@/lib/http/v1-route';
import { getParty } from '@/lib/parties/get-party';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.party, ({ db, query }) => getParty(db, query));
