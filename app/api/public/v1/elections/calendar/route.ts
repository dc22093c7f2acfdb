// GET /api/public/v1/elections/calendar?country=&state=
import { listElectionCalendar } from '@/lib/systems/politics/elections/election-calendar';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.electionCalendar, ({ db, query }) => listElectionCalendar(db, query));
