import type { Metadata } from 'next';
import { LeaderboardView } from '@/components/core/civic/LeaderboardView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'Leaderboard' };
export const dynamic = 'force-dynamic';

export default async function LeaderboardPage() {
  const { countries } = await listCountries(getDb());
  return (
    <>
      <h1>Leaderboard</h1>
      <LeaderboardView countries={countries.map((c) => ({ id: c.id, name: c.name }))} />
    </>
  );
}
