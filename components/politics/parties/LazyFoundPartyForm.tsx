'use client';

import { deferredPart } from '@/components/ui/deferred-part';

/** Founding a party is for players only: its form loads just after the page's code, disabled until then. */
export const LazyFoundPartyForm = deferredPart(() =>
  import('./FoundPartyForm').then((m) => m.FoundPartyForm),
);
