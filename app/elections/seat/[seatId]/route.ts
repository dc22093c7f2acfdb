// GET /elections/seat/[seatId]: the race of one seat (the original's client opens races by seat id).
import { clientRoute } from '@/lib/platform/http/client-route';
import { AppError } from '@/lib/platform/errors';
import { resolveSeatElection } from '@/lib/systems/game/navigation/own-pages';

export const GET = clientRoute({ auth: 'none' }, async ({ db, params }) => {
  const seatId = typeof params.seatId === 'string' ? params.seatId : '';
  const target = await resolveSeatElection(db, seatId);
  if (!target) throw new AppError('NOT_FOUND', 'No such seat.');
  // The seat's newest race changes with time: a temporary redirect.
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
});
