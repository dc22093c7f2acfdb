import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SWRConfig } from 'swr';
import { HoldingGroupView } from '@/components/subsidiaries/HoldingGroupView';
import { getDb } from '@/lib/platform/db';
import { getHoldingGroup } from '@/lib/systems/subsidiaries/get-holding-group';
import { corporationNameOf } from '@/lib/systems/corporations/companies/corporation-ref';

export const dynamic = 'force-dynamic';

// `id` is a member's sequential number (or ObjectId); the page shows its whole group.
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await corporationNameOf(getDb(), (await params).id);
  return { title: name ? `${name}: holding group` : 'Holding group' };
}

export default async function HoldingGroupPage({ params }: Props) {
  const { id } = await params;
  // The group's read, as its endpoint answers it, under the key the view polls.
  const group = await getHoldingGroup(getDb(), { id }).catch(() => null);
  if (!group?.found) notFound();
  return (
    <SWRConfig value={{ fallback: { [`/api/corporations/${encodeURIComponent(id)}/group`]: group } }}>
      <HoldingGroupView id={id} />
    </SWRConfig>
  );
}
