import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EventCard } from '@/components/world/events/EventsView';
import { getDb } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { getWorldEventOrThrow } from '@/lib/systems/world/world-events/get-world-event';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const found = await getWorldEventOrThrow(getDb(), { id: (await params).id }).catch(() => null);
  return { title: found ? found.event.kindLabel : 'Event' };
}
export const dynamic = 'force-dynamic';

export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const db = getDb();
  const found = await getWorldEventOrThrow(db, { id }).catch((error: unknown) => {
    if (error instanceof AppError && ['NOT_FOUND', 'BAD_REQUEST'].includes(error.code)) notFound();
    throw error;
  });
  return (
    <>
      <p>
        <Link href="/events">All events</Link>
      </p>
      <h1>{found.event.kindLabel}</h1>
      <EventCard event={found.event} currentTurn={await currentTurn(db)} />
    </>
  );
}
