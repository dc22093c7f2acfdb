// POST /api/central-bank/[countryCode]/rate {rate}: the chair decides the prime rate for the next rate phase.
import { clientRoute } from '@/lib/platform/http/client-route';
import { setRateBody } from '@/lib/systems/politics/executive/schemas';
import { setCentralBankRate } from '@/lib/systems/politics/executive/set-central-bank-rate';

export const POST = clientRoute(
  { auth: 'user', body: setRateBody, rateLimit: 'player-action' },
  ({ db, user, body, params }) =>
    setCentralBankRate(db, { userId: user.id, countryCode: params.countryCode, rate: body.rate }),
);
