// GET /api/news?limit&category&country: the news feed; POST {title, content, category}: a player post.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listNews } from '@/lib/systems/core/news/list-news';
import { postNews } from '@/lib/systems/core/news/post-news';
import { postNewsInput } from '@/lib/systems/core/news/schemas';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => listNews(db, queryObject(request)));

export const POST = clientRoute(
  { auth: 'user', body: postNewsInput, rateLimit: 'news-post' },
  async ({ db, user, body }) =>
    Response.json(await postNews(db, { userId: user.id, ...body }), {
      status: 201,
      headers: { 'Cache-Control': 'no-store' },
    }),
);
