// PUT /api/admin/seats/[seatId]/holder {characterId}: seat a character, closing the previous holder's career (admin).
import { clientRoute } from '@/lib/platform/http/client-route';
import { setSeatHolderBody } from '@/lib/systems/politics/offices/schemas';
import { setSeatHolder } from '@/lib/systems/politics/offices/set-seat-holder';

export const PUT = clientRoute({ auth: 'admin', body: setSeatHolderBody }, ({ db, user, body, params }) =>
  setSeatHolder(db, { adminUserId: user.id, seatId: params.seatId, characterId: body.characterId }),
);
