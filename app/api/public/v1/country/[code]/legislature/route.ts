// GET /api/public/v1/country/[code]/legislature
import { v1Route } from '@/lib/http/v1-route';
import { getLegislature } from '@/lib/legislation/get-legislature';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryLegislature, ({ db, params }) => getLegislature(db, params));
