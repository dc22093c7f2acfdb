// GET /api/public/v1/sovereigns
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listSovereigns } from '@/lib/systems/economy/sovereigns/list-sovereigns';

export const GET = v1Route(endpoints.sovereigns, ({ db }) => listSovereigns(db));
