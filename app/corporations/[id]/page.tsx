import type { Metadata } from 'next';
import { CorporationView } from '@/components/corporations/CorporationView';

export const dynamic = 'force-dynamic';

// `id` is the corporation's sequential number (or its 24-hex ObjectId).
type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Corporation' };

export default async function CorporationPageRoute({ params }: Props) {
  const { id } = await params;
  return <CorporationView id={id} />;
}
