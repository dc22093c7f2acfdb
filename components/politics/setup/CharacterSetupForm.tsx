'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Field, Input, Textarea } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { createCharacter } from '@/lib/systems/game/browser/api';
import { refreshClientNav, refreshClientStatus, useClientNav } from '@/lib/systems/game/browser/session';
import { refreshDesk } from '@/lib/systems/game/browser/desk-reads';
import { formatMoney } from '@/lib/platform/browser/format';
import { CHARACTER_BIO_MAX, CHARACTER_NAME_MAX } from '@/lib/systems/core/characters/constants';
import type { SetupCountryOption } from '@/lib/systems/politics/character-setup/get-setup-options';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from '@/lib/systems/politics/parties/constants';
import { describePosition, describeStance } from './position-words';
import { DemographicsFields } from './DemographicsFields';

const POSITIONS = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5];
const INDEPENDENT = '';

/** The setup flow: name, bio, country, home state, positions, party (or independent), and a short profile. */
export function CharacterSetupForm({ countries }: { countries: SetupCountryOption[] }) {
  const { data: nav, error: navError } = useClientNav();
  if (!nav && !navError) return <SkeletonText lines={4} label="Loading…" />;
  if (!nav?.user) return <SignInFirst />;
  return <SetupFields countries={countries} />;
}

/** A guest is asked to sign in before the form, not after filling it in. */
function SignInFirst() {
  return (
    <Card title="Sign in to create a character" aria-label="Sign in first">
      <p>
        A character belongs to an account. Create a free account, or log in to yours, then come back here.
      </p>
      <p className="m-0 flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/register">Create account</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/login?next=/setup">Log in</Link>
        </Button>
      </p>
    </Card>
  );
}

function SetupFields({ countries }: { countries: SetupCountryOption[] }) {
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
    // No silent default: the player picks the state too.
    setStateId('');
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
            <option value="" disabled>
              {country ? 'Choose…' : 'Choose a country first'}
            </option>
            {country?.states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <p className="m-0 text-sm text-muted">
        Your positions are where you stand. Voters in each state lean one way: the closer you stand to them,
        the more votes you win there. Your party&apos;s line and the bills you back follow from them, and you
        can shift them later by spending actions.
      </p>
      <div className="form__row">
        <Field
          label="Economic position (−5 left, +5 right)"
          hint={describePosition(Number(fields.economic), 'economic')}
        >
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
        <Field
          label="Social position (−5 progressive, +5 conservative)"
          hint={describePosition(Number(fields.social), 'social')}
        >
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
      <Field label="Party" hint={partyWords(country, partyId)}>
        <NativeSelect id="setup-party" value={partyId} onChange={(e) => setPartyId(e.target.value)}>
          <option value={INDEPENDENT}>Independent (no party)</option>
          {country?.parties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}: {describeStance(p.economicPosition, p.socialPosition)}
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

/** What the chosen party stands for and what membership costs, in words. */
function partyWords(country: SetupCountryOption | undefined, partyId: string): string {
  const party = country?.parties.find((p) => p.id === partyId);
  if (!party) {
    return 'As an independent you pay no dues, but no party backs your campaigns. You can join one later.';
  }
  const dues = formatMoney(PARTY_DUES, country?.currencyCode ?? null);
  return (
    `${party.name} stands ${describeStance(party.economicPosition, party.socialPosition)}. ` +
    `A party backs its members' campaigns; members pay ${dues} of campaign funds every ` +
    `${PARTY_DUES_INTERVAL_TURNS} turns into its treasury.`
  );
}
