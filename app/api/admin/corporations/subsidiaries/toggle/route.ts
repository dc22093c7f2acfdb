// POST /api/admin/corporations/subsidiaries/toggle (no body): flips subsidiaryCorporationsEnabled.
import { toggleSubsidiaries } from '@/lib/systems/core/admin/toggle-subsidiaries';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'admin' }, ({ db }) => toggleSubsidiaries(db));
