import type { Metadata } from 'next';
import { HoldingGroupView } from '@/components/subsidiaries/HoldingGroupView';
import { getDb } from '@/lib/platform/db';
import { corporationNameOf } from '@/lib/systems/corporations/corporations/corporation-ref';

export const dynamic = 'force-dynamic';

// `id` is a member's sequential number (or ObjectId); the page shows its whole group.
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await corporationNameOf(getDb(), (await params).id);
  return { title: name ? `${name}: holding group` : 'Holding group' };
}

export default async function HoldingGroupPage({ params }: Props) {
  const { id } = await params;
  return <HoldingGroupView id={id} />;
}
