// GET /api/public/v1/organizations
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { listOrganizations } from '@/lib/organizations/list-organizations';

export const GET = v1Route(endpoints.organizations, ({ db }) => listOrganizations(db));
