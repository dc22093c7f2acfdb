// POST /api/admin/news/[id]/hide {hidden, reason?} (admin): hide or show again; recorded in the audit log.
import { clientRoute } from '@/lib/platform/http/client-route';
import { hideContent, hideContentBody } from '@/lib/systems/core/admin/manage-users';

export const POST = clientRoute({ auth: 'admin', body: hideContentBody }, ({ db, user, params, body }) =>
  hideContent(db, { actorUserId: user.id, target: 'news', id: String(params.id ?? ''), body }),
);
