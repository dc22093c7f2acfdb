'use client';

import { lazy, Suspense } from 'react';
import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { SubsidiaryPanel as PanelData } from '@/lib/systems/subsidiaries/get-subsidiary-panel';

// Most corporations are nobody's subsidiary: the panel's forms load only when it has something to show
// (docs/ui.md, "First-load JavaScript").
const SubsidiaryPanelBody = lazy(() =>
  import('./SubsidiaryPanelBody').then((module) => ({ default: module.SubsidiaryPanelBody })),
);

/**
 * Subsidiary status for everyone, and the management forms for the CEO of the controlling parent
 * (formalize before, the four parent commands after) and for a corporation's own CEO (spin-off).
 * Limits and cooldowns are shown before submitting; refusals show the server's message.
 */
export function SubsidiaryPanel({
  corporationId,
  onChange,
}: {
  corporationId: string;
  onChange: () => void;
}) {
  const key = `/api/corporations/${encodeURIComponent(corporationId)}/subsidiary`;
  const { data, mutate } = useSWR<PanelData, Error>(key, getJson, {
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
  });
  if (!data?.found || !data.corporation) return null;
  const shown =
    data.controller || data.formalizedAtTurn !== null || data.isSpinOff || data.pendingDivestiture;
  if (!shown && !data.spinOff) return null;
  return (
    <Suspense fallback={null}>
      <SubsidiaryPanelBody data={data} mutate={mutate} onChange={onChange} />
    </Suspense>
  );
}
