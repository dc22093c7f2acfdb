// GET /api/public/v1/news
import { v1Route } from '@/lib/platform/http/v1-route';
import { listNews } from '@/lib/systems/core/news/list-news';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.news, ({ db, query }) => listNews(db, query));
