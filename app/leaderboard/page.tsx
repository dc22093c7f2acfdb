import type { Metadata } from 'next';
import { LeaderboardView } from '@/components/core/civic/LeaderboardView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';
import { pageUser } from '@/app/page-user';
import { getLeaderboardPage } from '@/lib/systems/game/leaderboard/get-leaderboard';
import { LEADERBOARD_PAGE_DEFAULTS } from '@/lib/systems/core/leaderboard/constants';

export const metadata: Metadata = { title: 'Leaderboard' };
export const dynamic = 'force-dynamic';

export default async function LeaderboardPage() {
  const db = getDb();
  const user = await pageUser();
  const [{ countries }, initial] = await Promise.all([
    listCountries(db),
    getLeaderboardPage(db, { userId: user?.id ?? null, query: { ...LEADERBOARD_PAGE_DEFAULTS } }),
  ]);
  return (
    <>
      <h1>Leaderboard</h1>
      <LeaderboardView countries={countries.map((c) => ({ id: c.id, name: c.name }))} initial={initial} />
    </>
  );
}
