import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Card } from '@/components/ui/Card';
import { InterimAppointmentForm } from '@/components/politics/vacancies/InterimAppointmentForm';
import { pageUser } from '@/app/page-user';
import { getDb } from '@/lib/platform/db';
import { formatDateTime } from '@/lib/platform/browser/format';
import { getInterimChoice } from '@/lib/systems/politics/vacancies/get-interim-choice';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Interim appointment' };

type Props = { params: Promise<{ id: string }> };

/** A governor's interim Senate appointment (docs/vacancies.md): the deadline, the default and the form. */
export default async function InterimAppointmentPage({ params }: Props) {
  const user = await pageUser();
  const choice = await getInterimChoice(getDb(), { vacancyId: (await params).id, userId: user?.id ?? null });
  if (!choice) notFound();
  const seat = `${choice.office}${choice.state ? ` for ${choice.state}` : ''}`;
  return (
    <>
      <h1>Interim appointment: {seat}</h1>
      <Card>
        <p>
          The seat fell vacant. {choice.governor ?? 'The governor'} appoints who holds it until a special
          election, in which the appointee may stand.
        </p>
        {choice.open ? (
          <p data-testid="interim-deadline">
            Choose by turn {choice.closesTurn}
            {choice.closesAt ? `, not before ${formatDateTime(choice.closesAt)}` : ''} (now turn{' '}
            {choice.currentTurn}). With no choice by then,{' '}
            {choice.defaultPick
              ? `${choice.defaultPick.name} (${choice.defaultPick.party ?? 'Independent'}), the most influential politician of the governor's party in the state, is appointed.`
              : "the most influential politician of the governor's party in the state is appointed."}
          </p>
        ) : (
          <p data-testid="interim-filled">
            {choice.filledBy
              ? `${choice.filledBy} holds the seat.`
              : 'This seat no longer waits for a choice.'}
          </p>
        )}
      </Card>
      {choice.open &&
        (choice.isAppointer ? (
          <Card>
            <h2>Your choice</h2>
            <InterimAppointmentForm vacancyId={choice.vacancyId} office={seat} candidates={choice.eligible} />
          </Card>
        ) : (
          <p>Only the governor of the state chooses.</p>
        ))}
    </>
  );
}
