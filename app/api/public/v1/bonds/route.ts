// GET /api/public/v1/bonds
import { listBonds } from '@/lib/bonds/list-bonds';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.bonds, ({ db, query }) => listBonds(db, query));
