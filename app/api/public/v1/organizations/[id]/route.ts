// GET /api/public/v1/organizations/[id]
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getOrganizationOrThrow } from '@/lib/systems/world/organizations/get-organization';

export const GET = v1Route(endpoints.organization, ({ db, params }) => getOrganizationOrThrow(db, params));
