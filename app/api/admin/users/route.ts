// GET /api/admin/users?q&page (admin): accounts with their character, searchable.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listUsersForAdmin } from '@/lib/systems/core/admin/manage-users';

export const GET = clientRoute({ auth: 'admin' }, ({ db, request }) =>
  listUsersForAdmin(db, Object.fromEntries(new URL(request.url).searchParams)),
);
