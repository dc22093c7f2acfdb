import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { OrganizationView } from '@/components/world/organizations/OrganizationView';
import { getDb } from '@/lib/platform/db';
import { isAppError } from '@/lib/platform/errors';
import { getOrganizationOrThrow } from '@/lib/systems/world/organizations/get-organization';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** The organization the URL names, or the 404 page (also for an id the verb rejects). */
const loadOrganization = cache(async (id: string) => {
  try {
    return await getOrganizationOrThrow(getDb(), { id });
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { organization } = await loadOrganization((await params).id);
  return { title: organization.shortName };
}

export default async function OrganizationPage({ params }: Props) {
  const { id } = await params;
  const initial = await loadOrganization(id);
  return (
    <>
      <p>
        <Link href="/organizations">All organizations</Link>
      </p>
      <h1>
        {initial.organization.name} ({initial.organization.shortName})
      </h1>
      <OrganizationView id={initial.organization.id} initial={initial} />
    </>
  );
}
