// GET /api/news?limit&category&country: the news feed; POST {title, content, category}: a player post.
import { queryObject } from '@/lib/http/request';
import { clientRoute } from '@/lib/http/client-route';
import { listNews } from '@/lib/news/list-news';
import { postNews } from '@/lib/news/post-news';
import { postNewsInput } from '@/lib/news/schemas';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => listNews(db, queryObject(request)));

export const POST = clientRoute(
  { auth: 'user', body: postNewsInput, rateLimit: 'news-post' },
  async ({ db, user, body }) =>
    Response.json(await postNews(db, { userId: user.id, ...body }), {
      status: 201,
      headers: { 'Cache-Control': 'no-store' },
    }),
);
