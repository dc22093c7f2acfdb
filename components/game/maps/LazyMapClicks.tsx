'use client';

import { deferredPart } from '@/components/ui/deferred-part';

/** The map's clicks and zoom load just after the page's code; the server-drawn map shows before them. */
export const LazyMapClicks = deferredPart(() => import('./MapClicks').then((m) => m.MapClicks));
