// GET /api/public/v1/news
import { v1Route } from '@/lib/http/v1-route';
import { listNews } from '@/lib/news/list-news';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.news, ({ db, query }) => listNews(db, query));
