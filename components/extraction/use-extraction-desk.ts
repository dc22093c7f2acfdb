'use client';

import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { ExtractionDesk } from '@/lib/systems/extraction/get-extraction-desk';

/** What the viewer may do on a state's resources page (decide offers, offer for which corporations). */
export function useExtractionDesk(stateId: string) {
  return useSWR<ExtractionDesk, Error>(
    `/api/states/${encodeURIComponent(stateId)}/extraction-desk`,
    getJson,
    {
      shouldRetryOnError: isRetryableError,
    },
  );
}
