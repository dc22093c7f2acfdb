// GET /api/public/v1/elections/archives?country=&type=&limit=
import { listElectionArchives } from '@/lib/elections/list-election-archives';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.electionArchives, ({ db, query }) => listElectionArchives(db, query));
