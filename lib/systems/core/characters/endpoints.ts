import {
  bulkCharactersQuery,
  characterIdParams,
  getCharacterResponse,
  getCharactersBulkResponse,
  searchCharactersQuery,
  searchCharactersResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

const characterSearch = {
  tag: 'Characters',
  query: searchCharactersQuery,
  response: searchCharactersResponse,
  example: { query: { name: 'alice' } },
};

export const characterEndpoints = {
  character: defineEndpoint({
    ...characterSearch,
    path: '/api/public/v1/character',
    summary: 'Search characters by any part of the name (case-insensitive) or by chat id.',
  }),

  characterSearch: defineEndpoint({
    ...characterSearch,
    path: '/api/public/v1/characterSearch',
    summary: 'Alias of /character.',
  }),

  characterById: defineEndpoint({
    path: '/api/public/v1/character/[id]',
    summary: 'One character by sequential number or ObjectId, with detail fields.',
    tag: 'Characters',
    params: characterIdParams,
    response: getCharacterResponse,
    example: { params: { id: '1' } },
  }),

  charactersBulk: defineEndpoint({
    path: '/api/public/v1/characters/bulk',
    summary: 'Up to 100 characters by sequential id; unknown or invalid ids are skipped.',
    tag: 'Characters',
    query: bulkCharactersQuery,
    response: getCharactersBulkResponse,
    example: { query: { ids: '1,2,3,999999' } },
  }),
};
