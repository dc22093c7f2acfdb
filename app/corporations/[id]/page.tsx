import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SWRConfig } from 'swr';
import { CorporationView } from '@/components/corporations/CorporationView';
import { getDb } from '@/lib/platform/db';
import { getCorporationPage } from '@/lib/systems/corporations/companies/get-corporation-page';
import { pageUser } from '../../page-user';
import { corporationNameOf } from '@/lib/systems/corporations/companies/corporation-ref';

export const dynamic = 'force-dynamic';

// `id` is the corporation's sequential number (or its 24-hex ObjectId).
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await corporationNameOf(getDb(), (await params).id);
  return { title: name ?? 'Corporation' };
}

export default async function CorporationPageRoute({ params }: Props) {
  const { id } = await params;
  // The page's read, as its endpoint answers it for this viewer, under the key the view polls.
  const user = await pageUser();
  const page = await getCorporationPage(getDb(), { id, userId: user?.id ?? null }).catch(() => null);
  if (!page?.found) notFound();
  return (
    <SWRConfig value={{ fallback: { [`/api/corporations/${encodeURIComponent(id)}`]: page } }}>
      <CorporationView id={id} />
    </SWRConfig>
  );
}
