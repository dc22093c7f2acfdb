// GET /api/admin/audit (admin): the admin audit log, newest first.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listAdminAudit } from '@/lib/systems/core/admin/manage-users';

export const GET = clientRoute({ auth: 'admin' }, ({ db }) => listAdminAudit(db));
