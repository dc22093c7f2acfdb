import { listNewsQuery, listNewsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const newsEndpoints = {
  news: defineEndpoint({
    path: '/api/public/v1/news',
    summary: 'News posts newest first: system posts on notable events and player posts.',
    tag: 'News',
    query: listNewsQuery,
    response: listNewsResponse,
    example: { query: { limit: '5', category: 'politics' }, expect: { found: false } },
  }),
};
