// SWR imports useSyncExternalStore from 'use-sync-external-store/shim', a fallback for React before 18
// that every page loaded (0.4 kB gzip, in the layout's chunk). next.config.ts points that import here:
// React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
