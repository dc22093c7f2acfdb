// POST /api/setup/character: creates the signed-in account's one character (201).
import { createCharacter } from '@/lib/systems/politics/character-setup/create-character';
import { createCharacterInput } from '@/lib/systems/politics/character-setup/setup-schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: createCharacterInput, rateLimit: 'character-setup' },
  async ({ db, user, body }) =>
    Response.json(await createCharacter(db, { userId: user.id, ...body }), {
      status: 201,
      headers: { 'Cache-Control': 'no-store' },
    }),
);
