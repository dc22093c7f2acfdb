// GET /api/public/v1/organizations/[id]
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getOrganizationOrThrow } from '@/lib/organizations/get-organization';

export const GET = v1Route(endpoints.organization, ({ db, params }) => getOrganizationOrThrow(db, params));
