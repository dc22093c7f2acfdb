'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field } from '@/components/ui/Field';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { fetchJson } from '@/lib/platform/browser/fetcher';
import { formatNumber } from '@/lib/platform/browser/format';
import type { InterimCandidate } from '@/lib/systems/politics/vacancies/get-interim-choice';

/** The governor picks the interim senator by name from the state's eligible politicians. */
export function InterimAppointmentForm({
  vacancyId,
  office,
  candidates,
}: {
  vacancyId: number;
  office: string;
  candidates: InterimCandidate[];
}) {
  const router = useRouter();
  const [choice, setChoice] = useState<ComboboxOption | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = candidates.map((c) => ({
    value: c.characterId,
    label: c.name,
    detail: `${c.party ?? 'Independent'}, influence ${formatNumber(c.influence, 1)}${c.isPlayer ? ', a player' : ''}`,
  }));
  const useOptions = (query: string) => ({
    options: options.filter((o) => !query || o.label.toLowerCase().includes(query.toLowerCase())),
    isLoading: false,
  });
  async function appoint() {
    if (!choice) return;
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      await fetchJson(`/api/offices/vacancies/${vacancyId}/appoint`, {
        method: 'POST',
        body: { characterId: choice.value },
      });
      setStatus(`${choice.label} is appointed ${office}.`);
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not make the appointment.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-3">
      <Field label="Appointee" hint="Type a name; your party's politicians come first. It costs no actions.">
        <Combobox value={choice} onChange={setChoice} useOptions={useOptions} minQueryLength={0} />
      </Field>
      <div>
        <Button disabled={busy || !choice} onClick={() => void appoint()}>
          Appoint
        </Button>
        {!choice && <p className="m-0 text-sm text-muted">Choose an appointee first.</p>}
      </div>
      <StatusMessage message={status} />
      <ErrorAlert message={failure} />
    </div>
  );
}
