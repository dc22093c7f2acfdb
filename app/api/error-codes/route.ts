// GET /api/error-codes: the client error catalog, generated from lib/errors.ts.
import { errorCatalog } from '@/lib/errors';
import { clientRoute } from '@/lib/http/client-route';

export const GET = clientRoute({ auth: 'none' }, async () => errorCatalog());
