// GET /api/public/v1/referendums/[id]
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getReferendum } from '@/lib/referendums/get-referendum';

export const GET = v1Route(endpoints.referendum, ({ db, params }) => getReferendum(db, params));
