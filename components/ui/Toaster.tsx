'use client';

import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** One toast region for the whole app (mounted in app/layout.tsx), in the theme's colours. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      toastOptions={{
        style: {
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
        },
      }}
    />
  );
}
