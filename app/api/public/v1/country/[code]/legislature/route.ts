// GET /api/public/v1/country/[code]/legislature
import { v1Route } from '@/lib/platform/http/v1-route';
import { getLegislature } from '@/lib/systems/politics/legislation/get-legislature';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryLegislature, ({ db, params }) => getLegislature(db, params));
