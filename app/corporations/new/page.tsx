import type { Metadata } from 'next';
import Link from 'next/link';
import { FoundCorporationForm } from '@/components/corporations/FoundCorporationForm';
import { SHARES } from '@/lib/systems/corporations/companies/constants';
import { sectorReferences } from '@/lib/systems/economy/macro/reference';

export const metadata: Metadata = { title: 'Found a corporation' };

// The sector types are reference data, the same rows every world seeds.
const SECTORS = sectorReferences.map(({ id, label }) => ({ id, label }));

/** Found a corporation (also where the original game's "/corporation/new" leads). */
export default function NewCorporationPage() {
  return (
    <>
      <p className="breadcrumb">
        <Link href="/market">Stock market</Link>
      </p>
      <h1>Found a corporation</h1>
      <p className="lead">
        Start a private corporation in your home state. It trades in your home currency, and you can take it
        public later by issuing shares on its page.
      </p>
      <FoundCorporationForm sectors={SECTORS} minCapital={SHARES.minFoundingCapitalCents / 100} />
    </>
  );
}
