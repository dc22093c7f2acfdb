// GET /me/...: the viewer's own character, home state or country (the original game's "/profile", "/state",
// "/country" land here through the legacy-address table). A redirect per session, so never cached.
import { clientRoute } from '@/lib/platform/http/client-route';
import { AppError } from '@/lib/platform/errors';
import { resolveOwnPage } from '@/lib/systems/game/navigation/own-pages';

export const GET = clientRoute({ auth: 'optional' }, async ({ db, user, params }) => {
  const path = Array.isArray(params.path) ? params.path : [];
  const target = await resolveOwnPage(db, user, path);
  if (!target) throw new AppError('NOT_FOUND', 'No such page.');
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
});
