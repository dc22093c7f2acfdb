'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { logOut, refreshSession } from '@/lib/systems/game/browser/session';

export function LogoutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logOut();
    } catch {
      // Already logged out (401) or the server is unreachable: either way client-nav, re-read below, tells the truth.
    }
    await refreshSession();
    setPending(false);
    router.push('/');
  }

  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      onClick={handleClick}
      disabled={pending}
    >
      Log out
    </button>
  );
}
