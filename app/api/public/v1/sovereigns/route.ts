// GET /api/public/v1/sovereigns
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { listSovereigns } from '@/lib/sovereigns/list-sovereigns';

export const GET = v1Route(endpoints.sovereigns, ({ db }) => listSovereigns(db));
