import type { Metadata } from 'next';
import { CorporationView } from '@/components/corporations/CorporationView';
import { getDb } from '@/lib/platform/db';
import { corporationNameOf } from '@/lib/systems/corporations/corporations/corporation-ref';

export const dynamic = 'force-dynamic';

// `id` is the corporation's sequential number (or its 24-hex ObjectId).
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await corporationNameOf(getDb(), (await params).id);
  return { title: name ?? 'Corporation' };
}

export default async function CorporationPageRoute({ params }: Props) {
  const { id } = await params;
  return <CorporationView id={id} />;
}
