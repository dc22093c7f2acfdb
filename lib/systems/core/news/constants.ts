/** News categories (politics.json): system posts pick the one that fits the event; players pick one. */
export const NEWS_CATEGORIES = [
  'politics',
  'elections',
  'legislation',
  'economy',
  'markets',
  'business',
  'world',
  'conflict',
  'opinion',
  'announcement',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The byline of posts the turn engine writes. */
export const SYSTEM_NEWS_AUTHOR = 'Statecraft Wire';

/** v1 `news` list size: default 20, at most 100 (docs/api-contract.md). */
export const NEWS_LIMIT_DEFAULT = 20;
export const NEWS_LIMIT_MAX = 100;
/** Posts the news page shows (and renders on the server). */
export const NEWS_PAGE_SIZE = 50;
export const NEWS_TITLE_MIN = 3;
export const NEWS_TITLE_MAX = 140;
export const NEWS_CONTENT_MAX = 5_000;
export const FIRST_POST_ACHIEVEMENT_ID = 'first_post';
