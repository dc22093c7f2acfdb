// GET /api/public/v1/confidence-votes?country= (required: 400 without it)
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listConfidenceVotes } from '@/lib/systems/politics/vacancies/confidence/list-confidence-votes';

export const GET = v1Route(endpoints.confidenceVotes, ({ db, query }) => listConfidenceVotes(db, query));
