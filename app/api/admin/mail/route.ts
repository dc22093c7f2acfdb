// GET /api/admin/mail?q&page (admin): letters to moderate, hidden ones included.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listContentForAdmin } from '@/lib/systems/core/admin/list-content';

export const GET = clientRoute({ auth: 'admin' }, ({ db, request }) =>
  listContentForAdmin(db, { kind: 'mail', query: Object.fromEntries(new URL(request.url).searchParams) }),
);
