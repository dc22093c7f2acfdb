'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input, Textarea } from '@/components/ui/Field';
import { toast } from '@/components/ui/Toaster';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from '@/lib/systems/core/mail/constants';
import { useCharacterOptions } from '@/lib/systems/game/browser/pickers';
import { sendMail } from '@/lib/systems/game/browser/desk-messages';

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Something went wrong.');

export interface Draft {
  to: ComboboxOption | null;
  subject: string;
  inReplyToId?: string;
}

/** /mail's Write tab: a new mail, or a reply when the draft names the mail it answers. */
export function MailCompose({ draft, onSent }: { draft: Draft; onSent: () => void }) {
  const [to, setTo] = useState<ComboboxOption | null>(draft.to);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = !to
    ? 'Pick a recipient.'
    : !subject.trim()
      ? 'Write a subject.'
      : !body.trim()
        ? 'Write a message.'
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing || !to) return setFailure(missing);
    setBusy(true);
    setFailure(null);
    try {
      await sendMail({
        to: to.value,
        subject,
        body,
        ...(draft.inReplyToId ? { inReplyToId: draft.inReplyToId } : {}),
      });
      toast(`Mail sent to ${to.label}.`, 'success');
      setBody('');
      onSent();
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field label="To" hint="A player character; type at least 2 letters of the name.">
        <Combobox
          value={to}
          onChange={setTo}
          useOptions={useCharacterOptions}
          placeholder="Search characters…"
        />
      </Field>
      <Field label="Subject" hint={`${subject.length} of ${MAIL_SUBJECT_MAX} characters`}>
        <Input
          value={subject}
          maxLength={MAIL_SUBJECT_MAX}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
      <Field label="Message" hint={`${body.length} of ${MAIL_BODY_MAX} characters`}>
        <Textarea
          value={body}
          rows={6}
          maxLength={MAIL_BODY_MAX}
          className="max-w-2xl"
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <ErrorAlert message={failure} />
      <span className="inline-flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || missing !== null}>
          {busy ? 'Sending…' : 'Send mail'}
        </Button>
        {missing && <span className="text-sm text-muted">{missing}</span>}
        <span className="text-sm text-muted">Free; up to 10 mails in 10 minutes.</span>
      </span>
    </form>
  );
}
