'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { updateProfile } from '@/lib/systems/game/browser/api';
import { refreshClientNav } from '@/lib/systems/game/browser/session';
import { usePlayerProfile } from '@/lib/systems/game/browser/account-reads';
import type { PlayerProfile } from '@/lib/systems/game/browser/types';
import { DemographicsFields } from '@/components/politics/setup/DemographicsFields';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';

/** The chat-platform user id (what `character?chatId=` finds) and the short demographic profile. */
export function ProfileSection({ missingDemographics }: { missingDemographics: boolean }) {
  const { data, mutate } = usePlayerProfile(true);
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      {missingDemographics && (
        <p className="hint">Tell us a little about your politician: age bracket, occupation and hometown.</p>
      )}
      {data ? (
        <ProfileForm initial={data} onSaved={(saved) => mutate(saved, { revalidate: false })} />
      ) : (
        <p className="muted">Loading your profile…</p>
      )}
    </section>
  );
}

function ProfileForm({
  initial,
  onSaved,
}: {
  initial: PlayerProfile;
  onSaved: (profile: PlayerProfile) => Promise<unknown>;
}) {
  const [chatId, setChatId] = useState(initial.chatId ?? '');
  const [profile, setProfile] = useState(
    initial.demographics ?? { ageBracket: '', occupation: '', hometown: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(null);
    const filled = profile.ageBracket && profile.occupation.trim() && profile.hometown.trim();
    try {
      await onSaved(
        await updateProfile({ chatId: chatId.trim() || null, ...(filled ? { demographics: profile } : {}) }),
      );
      await refreshClientNav();
      setSaved('Profile saved.');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save your profile.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor="profile-chat-id">Chat-platform user id</label>
        <Input id="profile-chat-id" type="text" value={chatId} onChange={(e) => setChatId(e.target.value)} />
        <p className="hint">
          Bots find your character with /api/public/v1/character?chatId=…; leave empty to clear.
        </p>
      </div>
      <DemographicsFields idPrefix="profile" value={profile} onChange={setProfile} />
      <ErrorAlert message={error} />
      <p className="status-message" role="status">
        {saved}
      </p>
      <Button type="submit" disabled={pending}>
        Save profile
      </Button>
    </form>
  );
}
