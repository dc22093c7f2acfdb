'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { Field, Input } from '@/components/ui/Field';
import { formatMoney } from '@/lib/platform/browser/format';
import { foundParty } from '@/lib/systems/game/browser/party-commands';
import { refreshClientNav, refreshClientStatus } from '@/lib/systems/game/browser/session';
import type { FoundingOffer } from '@/lib/systems/politics/parties/found-party';

/** Found a party: its name, abbreviation, colour and positions, with the cost and why it may be disabled. */
export function FoundPartyForm({
  countryId,
  currencyCode,
  offer,
}: {
  countryId: string;
  currencyCode: string;
  offer: FoundingOffer;
}) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [abbreviation, setAbbreviation] = useState('');
  const [color, setColor] = useState('#6a3d9a');
  const [economic, setEconomic] = useState('0');
  const [social, setSocial] = useState('0');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const founded = await foundParty({
        name,
        abbreviation,
        color,
        economic: Number(economic),
        social: Number(social),
      });
      await Promise.all([refreshClientNav(), refreshClientStatus()]);
      router.push(`/countries/${countryId}/parties/${founded.partyId}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  }

  const disabled = offer.disabledReason !== null;
  return (
    <section aria-labelledby="found-party-heading">
      <h2 id="found-party-heading">Found a party</h2>
      <p>
        Founding costs {formatMoney(offer.fee, currencyCode)} from your campaign funds and {offer.actionCost}{' '}
        actions. You become its leader until its members elect one.
      </p>
      {offer.disabledReason && <p className="hint">{offer.disabledReason}</p>}
      <ErrorAlert message={error} />
      <form className="grid max-w-md gap-3" onSubmit={submit} aria-label="Found a party">
        <Field label="Name" hint="3 to 40 letters, digits or spaces; not used by another party here.">
          <Input value={name} onChange={(e) => setName(e.target.value)} disabled={disabled} maxLength={40} />
        </Field>
        <Field label="Abbreviation" hint="Up to 8 characters, without spaces.">
          <Input
            value={abbreviation}
            onChange={(e) => setAbbreviation(e.target.value)}
            disabled={disabled}
            maxLength={8}
          />
        </Field>
        <Field label="Colour">
          <Input type="color" value={color} onChange={(e) => setColor(e.target.value)} disabled={disabled} />
        </Field>
        <Field label="Economic position" hint="From −5 (left) to +5 (right).">
          <Input
            type="number"
            min={-5}
            max={5}
            step={1}
            value={economic}
            onChange={(e) => setEconomic(e.target.value)}
            disabled={disabled}
          />
        </Field>
        <Field label="Social position" hint="From −5 (progressive) to +5 (conservative).">
          <Input
            type="number"
            min={-5}
            max={5}
            step={1}
            value={social}
            onChange={(e) => setSocial(e.target.value)}
            disabled={disabled}
          />
        </Field>
        <Button
          type="submit"
          disabled={disabled || pending || name.trim().length < 3 || !abbreviation.trim()}
        >
          Found the party
        </Button>
      </form>
    </section>
  );
}
