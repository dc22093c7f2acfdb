// DELETE /api/contracts/extraction/[id]: revoke an extraction contract (admin; soft delete).
import { revokeExtractionContract } from '@/lib/systems/extraction/revoke-extraction-contract';
import { clientRoute } from '@/lib/platform/http/client-route';

export const DELETE = clientRoute({ auth: 'admin' }, ({ db, params }) =>
  revokeExtractionContract(db, { id: String(params.id) }),
);
