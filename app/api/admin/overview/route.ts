// GET /api/admin/overview: clock, recent turn timings and world counts for the admin dashboard.
import { getAdminOverview } from '@/lib/systems/core/admin/get-admin-overview';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'admin' }, ({ db }) => getAdminOverview(db));
