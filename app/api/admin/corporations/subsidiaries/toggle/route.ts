// POST /api/admin/corporations/subsidiaries/toggle (no body): flips subsidiaryCorporationsEnabled.
import { toggleSubsidiaries } from '@/lib/admin/toggle-subsidiaries';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute({ auth: 'admin' }, ({ db }) => toggleSubsidiaries(db));
