'use client';

import { Button } from '@/components/ui/Button';
import { Field, Input, Textarea } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/Select';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { createCharacter } from '@/lib/systems/game/client/api';
import { refreshClientNav, refreshClientStatus, refreshDesk } from '@/lib/systems/game/client/hooks';
import { CHARACTER_BIO_MAX, CHARACTER_NAME_MAX } from '@/lib/systems/core/characters/constants';
import type { SetupCountryOption } from '@/lib/systems/politics/character-setup/get-setup-options';
import { DemographicsFields } from './DemographicsFields';

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
      <Field label="Name">
        <Input
          id="setup-name"
          type="text"
          required
          minLength={3}
          maxLength={CHARACTER_NAME_MAX}
          value={fields.name}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
      </Field>
      <Field label="Biography">
        <Textarea
          id="setup-bio"
          rows={4}
          maxLength={CHARACTER_BIO_MAX}
          value={fields.bio}
          onChange={(e) => setFields({ ...fields, bio: e.target.value })}
        />
      </Field>
      <div className="form__row">
        <Field label="Country">
          <NativeSelect
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
          </NativeSelect>
        </Field>
        <Field label="Home state or region">
          <NativeSelect
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
          </NativeSelect>
        </Field>
      </div>
      <div className="form__row">
        <Field label="Economic position (−5 left, +5 right)">
          <NativeSelect
            id="setup-economic"
            value={fields.economic}
            onChange={(e) => setFields({ ...fields, economic: e.target.value })}
          >
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p > 0 ? `+${p}` : p}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Social position (−5 progressive, +5 conservative)">
          <NativeSelect
            id="setup-social"
            value={fields.social}
            onChange={(e) => setFields({ ...fields, social: e.target.value })}
          >
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p > 0 ? `+${p}` : p}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Party">
        <NativeSelect id="setup-party" value={partyId} onChange={(e) => setPartyId(e.target.value)}>
          <option value={INDEPENDENT}>Independent (no party)</option>
          {country?.parties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (economic {p.economicPosition}, social {p.socialPosition})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset>
        <legend>About you (optional now, asked again in settings)</legend>
        <DemographicsFields idPrefix="setup" value={profile} onChange={setProfile} />
      </fieldset>
      <ErrorAlert id="setup-error" message={error} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating…' : 'Create character'}
      </Button>
    </form>
  );
}
