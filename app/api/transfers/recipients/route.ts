// GET /api/transfers/recipients?q=: characters of the caller's country by name, for the transfer form.
import { clientRoute } from '@/lib/platform/http/client-route';
import { searchRecipients } from '@/lib/systems/core/money/search-recipients';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  searchRecipients(db, { userId: user.id, q: new URL(request.url).searchParams.get('q') ?? undefined }),
);
