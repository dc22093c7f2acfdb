// ANY /api/* that no other route matches: a JSON 404 in the family's envelope
import { apiNotFoundResponse } from '@/lib/platform/http/not-found';

const notFound = async (request: Request) => apiNotFoundResponse(request);

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
