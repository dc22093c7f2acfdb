import { getGameSummaryResponse } from '../../game/schemas';
import { defineEndpoint } from '../define-endpoint';

export const gameEndpoints = {
  game: defineEndpoint({
    path: '/api/public/v1/game',
    summary: 'The world clock: turn, game date, schedule and status.',
    tag: 'Game',
    response: getGameSummaryResponse,
  }),
};
