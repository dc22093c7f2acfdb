// Option sources for the components/ui Combobox: the forms pick characters by name, never by id.

import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { CharacterChoice } from '@/lib/systems/game/characters/pick-characters';
import type { CorporationChoice } from '@/lib/systems/corporations/companies/pick-corporations';

/** Characters whose name contains `query`; no request for an empty query (the Combobox waits for 2 letters). */
export function useCharacterOptions(query: string) {
  const { data, isLoading } = useSWR<{ characters: CharacterChoice[] }, Error>(
    query ? `/api/characters?name=${encodeURIComponent(query)}` : null,
    getJson,
    { shouldRetryOnError: isRetryableError, errorRetryCount: 2, keepPreviousData: true },
  );
  return {
    options: data?.characters.map((c) => ({ value: c.id, label: c.name, detail: c.detail })),
    isLoading,
  };
}

/** Corporations whose name contains `query`; the option's value is the ObjectId the APIs take. */
export function useCorporationOptions(query: string) {
  const { data, isLoading } = useSWR<{ corporations: CorporationChoice[] }, Error>(
    query ? `/api/corporations?name=${encodeURIComponent(query)}` : null,
    getJson,
    { shouldRetryOnError: isRetryableError, errorRetryCount: 2, keepPreviousData: true },
  );
  return {
    options: data?.corporations.map((c) => ({ value: c.id, label: c.name, detail: c.detail })),
    isLoading,
  };
}
