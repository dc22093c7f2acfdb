// POST /api/corporations/[id]/subsidiary/release {dismissCaretaker?}: the parent ends the formalization.
import { releaseSubsidiary } from '@/lib/systems/subsidiaries/release-subsidiary';
import { releaseBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: releaseBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => releaseSubsidiary(db, { userId: user.id, corporationId: params.id, body }),
);
