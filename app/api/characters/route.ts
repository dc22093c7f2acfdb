// GET /api/characters?name=: characters by name for the pickers of the game's forms (never an id to type).
import { clientRoute } from '@/lib/platform/http/client-route';
import { pickCharacters } from '@/lib/systems/game/characters/pick-characters';

export const GET = clientRoute({ auth: 'optional' }, ({ db, request }) =>
  pickCharacters(db, { name: new URL(request.url).searchParams.get('name') ?? undefined }),
);
