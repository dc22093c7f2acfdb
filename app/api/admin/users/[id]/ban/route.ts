// POST /api/admin/users/[id]/ban {banned, reason?} (admin): ban or unban; recorded in the audit log.
import { clientRoute } from '@/lib/platform/http/client-route';
import { banUser, banUserBody } from '@/lib/systems/core/admin/manage-users';

export const POST = clientRoute({ auth: 'admin', body: banUserBody }, ({ db, user, params, body }) =>
  banUser(db, { actorUserId: user.id, userId: String(params.id ?? ''), body }),
);
