// GET /api/public/v1/elections/[id]
import { getElection } from '@/lib/systems/politics/elections/get-election';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.election, ({ db, params }) => getElection(db, params));
