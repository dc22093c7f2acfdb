import { getGameSummaryResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const gameEndpoints = {
  game: defineEndpoint({
    path: '/api/public/v1/game',
    summary: 'The world clock: turn, game date, schedule and status.',
    tag: 'Game',
    response: getGameSummaryResponse,
    turnScoped: true,
  }),
};
