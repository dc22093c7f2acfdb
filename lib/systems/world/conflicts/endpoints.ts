import {
  countryBattlesParams,
  countryBattlesQuery,
  countryBattlesResponse,
  listConflictsQuery,
  listConflictsResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** World affairs: armed conflicts and the battles fought in them. */
export const conflictEndpoints = {
  conflicts: defineEndpoint({
    path: '/api/public/v1/conflicts',
    summary: 'Armed conflicts newest first, with status, control, supply and both sides.',
    tag: 'Conflicts',
    query: listConflictsQuery,
    response: listConflictsResponse,
    // The demo world starts with conflicts already under way in Germany and Japan.
    example: { query: { country: 'DE', limit: '5' } },
  }),

  countryBattles: defineEndpoint({
    path: '/api/public/v1/country/[code]/battles',
    summary: 'Battles in conflicts the country hosts or fights in, newest first.',
    tag: 'Conflicts',
    params: countryBattlesParams,
    query: countryBattlesQuery,
    response: countryBattlesResponse,
    errors: ['NOT_FOUND'],
    // Battles begin with the first turn.
    example: { params: { code: 'de' }, query: { limit: '10' }, expect: { found: false } },
  }),
};
