import type { Metadata } from 'next';
import Link from 'next/link';
import { CharacterSetupForm } from '@/components/politics/setup/CharacterSetupForm';
import { getSetupOptions } from '@/lib/systems/politics/character-setup/get-setup-options';
import { getDb } from '@/lib/platform/db';

export const metadata: Metadata = { title: 'Create your character' };
export const dynamic = 'force-dynamic';

export default async function SetupPage() {
  const countries = await getSetupOptions(getDb());
  return (
    <>
      <h1>Create your character</h1>
      <p className="lead">
        Your politician: a name, a home, where you stand, and a party (or none). An account has one character.
        New to the game? <Link href="/guide">Read how to play</Link>.
      </p>
      <CharacterSetupForm countries={countries} />
    </>
  );
}
