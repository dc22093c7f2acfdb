// GET /api/public/v1/organizations
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listOrganizations } from '@/lib/systems/world/organizations/list-organizations';

export const GET = v1Route(endpoints.organizations, ({ db }) => listOrganizations(db));
