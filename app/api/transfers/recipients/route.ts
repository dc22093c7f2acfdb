// GET /api/transfers/recipients?q=: characters of the caller's country by name, for the transfer form.
import { clientRoute } from '@/lib/http/client-route';
import { searchRecipients } from '@/lib/money/search-recipients';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  searchRecipients(db, { userId: user.id, q: new URL(request.url).searchParams.get('q') ?? undefined }),
);
