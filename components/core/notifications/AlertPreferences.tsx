'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Checkbox, Field, Input } from '@/components/ui/Field';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { SkeletonText } from '@/components/ui/Skeleton';
import { toast } from '@/components/ui/Toaster';
import {
  setAlertPreferences,
  useAlertPreferences,
  type AlertPreferencesView,
} from '@/lib/systems/game/browser/alert-reads';

type UpdateBody = Parameters<typeof setAlertPreferences>[0];

type Switch = 'dailyDigest' | 'urgentAlerts' | 'decisions' | 'bills' | 'filings';

const WHEN: { key: Switch; label: string }[] = [
  { key: 'dailyDigest', label: 'A daily digest of everything still waiting for you' },
  { key: 'urgentAlerts', label: 'An alert as soon as something needs you' },
];
const WHAT: { key: Switch; label: string }[] = [
  { key: 'decisions', label: 'Decisions to make, and your party’s votes and offers, with their deadlines' },
  { key: 'bills', label: 'Bills to sign or vote on, and your party’s whips' },
  { key: 'filings', label: 'Races whose filing opens, debate challenges and endorsement requests' },
];

/** Digest and urgent alerts by email and webhook, for a player away from the game. */
export function AlertPreferences() {
  const { data, error } = useAlertPreferences(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function save(body: UpdateBody, done?: string) {
    setBusy(true);
    setFailure(null);
    try {
      await setAlertPreferences(body);
      if (done) toast(done, 'success');
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const row = (view: AlertPreferencesView, item: { key: Switch; label: string }) => (
    <li key={item.key}>
      <Checkbox
        label={item.label}
        checked={view[item.key]}
        disabled={busy}
        onChange={(event) => void save({ [item.key]: event.target.checked })}
      />
    </li>
  );

  return (
    <Card title="Alerts away from the game">
      <p className="mt-0 text-muted">
        Hear about what needs you by email, or in a Discord channel through its webhook.
      </p>
      <ErrorAlert message={failure} />
      {error && <ErrorAlert message={`Alert settings could not be loaded: ${error.message}`} />}
      {!data && !error && <SkeletonText label="Loading alert settings…" />}
      {data && (
        <div className="grid gap-4">
          <fieldset className="m-0 border-0 p-0">
            <legend className="font-semibold">When</legend>
            <ul className="m-0 list-none p-0">{WHEN.map((item) => row(data, item))}</ul>
          </fieldset>
          <fieldset className="m-0 border-0 p-0">
            <legend className="font-semibold">About</legend>
            <ul className="m-0 list-none p-0">{WHAT.map((item) => row(data, item))}</ul>
          </fieldset>
          <AddressesForm
            key={`${data.email}|${data.webhookUrl ?? ''}`}
            view={data}
            busy={busy}
            onSave={(body) => save(body, 'Alert addresses saved.')}
          />
        </div>
      )}
    </Card>
  );
}

/** The email and webhook addresses, edited locally and saved together; remounted when the saved ones change. */
function AddressesForm(props: {
  view: AlertPreferencesView;
  busy: boolean;
  onSave: (body: UpdateBody) => Promise<void>;
}) {
  const [email, setEmail] = useState(props.view.emailIsAccount ? '' : props.view.email);
  const [webhookUrl, setWebhookUrl] = useState(props.view.webhookUrl ?? '');
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void props.onSave({ email: email.trim() || null, webhookUrl: webhookUrl.trim() || null });
      }}
    >
      <Field label="Email address" hint="Leave empty to use your account’s address.">
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field
        label="Webhook address"
        hint="A Discord channel’s webhook, or any address that accepts the same messages. Leave empty for none."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://discord.com/api/webhooks/…"
          value={webhookUrl}
          onChange={(event) => setWebhookUrl(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" disabled={props.busy}>
          Save addresses
        </Button>
      </div>
    </form>
  );
}
