// GET /api/public/v1/elections/[id]
import { getElection } from '@/lib/elections/get-election';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.election, ({ db, params }) => getElection(db, params));
