// GET /api/error-codes: the client error catalog, generated from lib/platform/errors.ts.
import { errorCatalog } from '@/lib/platform/errors';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, async () => errorCatalog());
