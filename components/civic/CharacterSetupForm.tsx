'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { createCharacter } from '@/lib/systems/game/client/api';
import { refreshClientNav, refreshClientStatus, refreshDesk } from '@/lib/systems/game/client/hooks';
import { CHARACTER_BIO_MAX, CHARACTER_NAME_MAX } from '@/lib/systems/core/characters/constants';
import type { SetupCountryOption } from '@/lib/systems/politics/character-setup/get-setup-options';
import { DemographicsFields } from '@/components/civic/DemographicsFields';

const POSITIONS = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5];
const INDEPENDENT = '';

/** The setup flow: name, bio, country, home state, positions, party (or independent), and a short profile. */
export function CharacterSetupForm({ countries }: { countries: SetupCountryOption[] }) {
  const router = useRouter();
  // No country until the player picks one: the form never presumes where they live.
  const [countryId, setCountryId] = useState('');
  const country = countries.find((c) => c.id === countryId);
  const [stateId, setStateId] = useState('');
  const [partyId, setPartyId] = useState(INDEPENDENT);
  const [fields, setFields] = useState({ name: '', bio: '', economic: '0', social: '0' });
  const [profile, setProfile] = useState({ ageBracket: '', occupation: '', hometown: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function chooseCountry(id: string) {
    setCountryId(id);
    setStateId(countries.find((c) => c.id === id)?.states[0]?.id ?? '');
    setPartyId(INDEPENDENT);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const profileFilled = profile.ageBracket && profile.occupation.trim() && profile.hometown.trim();
    try {
      await createCharacter({
        name: fields.name,
        bio: fields.bio,
        countryId,
        stateId,
        economic: Number(fields.economic),
        social: Number(fields.social),
        partyId: partyId === INDEPENDENT ? null : partyId,
        ...(profileFilled ? { demographics: profile } : {}),
      });
      // Same session, new character: re-read navigation, the status bar and the desk, then land on the desk.
      await Promise.all([refreshClientNav(), refreshClientStatus(), refreshDesk()]);
      router.push('/');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not create your character. Please try again.'));
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-describedby={error ? 'setup-error' : undefined}>
      <div className="field">
        <label htmlFor="setup-name">Name</label>
        <input
          id="setup-name"
          type="text"
          required
          minLength={3}
          maxLength={CHARACTER_NAME_MAX}
          value={fields.name}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="setup-bio">Biography</label>
        <textarea
          id="setup-bio"
          rows={4}
          maxLength={CHARACTER_BIO_MAX}
          value={fields.bio}
          onChange={(e) => setFields({ ...fields, bio: e.target.value })}
        />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="setup-country">Country</label>
          <select
            id="setup-country"
            required
            value={countryId}
            onChange={(e) => chooseCountry(e.target.value)}
          >
            <option value="" disabled>
              Choose your country
            </option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="setup-state">Home state or region</label>
          <select
            id="setup-state"
            required
            disabled={!country}
            value={stateId}
            onChange={(e) => setStateId(e.target.value)}
          >
            {!country && <option value="">Choose a country first</option>}
            {country?.states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="setup-economic">Economic position (−5 left, +5 right)</label>
          <select
            id="setup-economic"
            value={fields.economic}
            onChange={(e) => setFields({ ...fields, economic: e.target.value })}
          >
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p > 0 ? `+${p}` : p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="setup-social">Social position (−5 progressive, +5 conservative)</label>
          <select
            id="setup-social"
            value={fields.social}
            onChange={(e) => setFields({ ...fields, social: e.target.value })}
          >
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p > 0 ? `+${p}` : p}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="setup-party">Party</label>
        <select id="setup-party" value={partyId} onChange={(e) => setPartyId(e.target.value)}>
          <option value={INDEPENDENT}>Independent (no party)</option>
          {country?.parties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (economic {p.economicPosition}, social {p.socialPosition})
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>About you (optional now, asked again in settings)</legend>
        <DemographicsFields idPrefix="setup" value={profile} onChange={setProfile} />
      </fieldset>
      <ErrorAlert id="setup-error" message={error} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Creating…' : 'Create character'}
      </button>
    </form>
  );
}
