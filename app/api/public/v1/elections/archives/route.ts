// GET /api/public/v1/elections/archives?country=&type=&limit=
import { listElectionArchives } from '@/lib/systems/politics/elections/list-election-archives';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.electionArchives, ({ db, query }) => listElectionArchives(db, query));
