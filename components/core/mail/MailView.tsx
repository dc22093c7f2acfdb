'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input, Textarea } from '@/components/ui/Field';
import { SkeletonText } from '@/components/ui/Skeleton';
import { useHydrated } from '@/components/ui/ClientOnly';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { toast } from '@/components/ui/Toaster';
import { DateTime } from '@/components/ui/DateTime';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from '@/lib/systems/core/mail/constants';
import type { MailPage } from '@/lib/systems/core/mail/schemas';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { useCharacterOptions } from '@/lib/systems/game/browser/pickers';
import {
  markMailRead,
  sendMail,
  useMailPages,
  type MailView as Mail,
} from '@/lib/systems/game/browser/desk-messages';

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Something went wrong.');

interface Draft {
  to: ComboboxOption | null;
  subject: string;
  inReplyToId?: string;
}

function MessageRow({
  message,
  box,
  onReply,
}: {
  message: Mail;
  box: 'inbox' | 'sent';
  onReply: (message: Mail) => void;
}) {
  const [open, setOpen] = useState(false);
  const other = box === 'inbox' ? message.from : message.to;
  const unread = box === 'inbox' && !message.read;
  function toggle() {
    setOpen(!open);
    if (!open && unread) void markMailRead(message.id).catch(() => undefined);
  }
  return (
    <li className="border-b border-border last:border-b-0" data-testid={`mail-${box}-item`}>
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className="block min-h-touch w-full cursor-pointer border-0 bg-transparent px-1 py-2 text-left text-text hover:bg-accent-soft"
      >
        <span className={cn('block', unread && 'font-semibold')}>
          {unread && <span className="sr-only">Unread: </span>}
          {message.subject}
        </span>
        <span className="block text-sm text-muted">
          {box === 'inbox' ? 'From' : 'To'} {other?.name ?? 'a former player'} ·{' '}
          <DateTime iso={message.createdAt} />
        </span>
      </button>
      {open && (
        <div className="px-1 pb-3">
          <p className="m-0 whitespace-pre-wrap break-words">{message.body}</p>
          <p className="mb-0 flex flex-wrap gap-2">
            {other && (
              <Button asChild variant="ghost" size="sm">
                <Link href={`/characters/${other.sequentialId}`}>{other.name}&rsquo;s profile</Link>
              </Button>
            )}
            {box === 'inbox' && message.from && (
              <Button variant="secondary" size="sm" onClick={() => onReply(message)}>
                Reply
              </Button>
            )}
          </p>
        </div>
      )}
    </li>
  );
}

function MailBox({
  box,
  onReply,
  initial,
}: {
  box: 'inbox' | 'sent';
  onReply: (message: Mail) => void;
  initial?: MailPage;
}) {
  const { data, error, size, setSize, isValidating } = useMailPages(box, true, initial);
  const messages = data?.flatMap((page) => page.messages) ?? [];
  const more = data ? data[data.length - 1]?.nextCursor !== null : false;
  if (error) return <ErrorAlert message={`Mail could not be loaded: ${error.message}`} />;
  if (!data) return <SkeletonText label="Loading mail…" />;
  if (messages.length === 0) {
    return (
      <EmptyState title={box === 'inbox' ? 'No mail yet' : 'You have not sent any mail'}>
        Write to any player from their profile page or from the Write tab.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="m-0 list-none p-0">
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} box={box} onReply={onReply} />
        ))}
      </ul>
      {more && (
        <Button variant="secondary" onClick={() => void setSize(size + 1)} disabled={isValidating}>
          {isValidating ? 'Loading…' : 'Show older'}
        </Button>
      )}
    </>
  );
}

function Compose({ draft, onSent }: { draft: Draft; onSent: () => void }) {
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

/**
 * /mail: inbox, sent mail and a composer; `?to=<number>&name=<name>` (read by the page, `presetTo` and
 * `presetName`) opens the composer addressed. `initialInbox` is the inbox's first page, read on the server.
 */
export function MailView({
  presetTo = null,
  presetName = null,
  initialInbox,
}: {
  presetTo?: string | null;
  presetName?: string | null;
  initialInbox?: MailPage;
}) {
  const { data: nav } = useClientNav();
  const hydrated = useHydrated();
  const [tab, setTab] = useState(presetTo ? 'write' : 'inbox');
  const [draft, setDraft] = useState<Draft>({
    to: presetTo && presetName ? { value: presetTo, label: presetName } : null,
    subject: '',
  });
  // A new key per draft remounts the composer with it (a reply replaces what was being written).
  const [draftKey, setDraftKey] = useState(0);

  if (!nav) return <SkeletonText label="Loading…" />;
  if (!nav.user) {
    return (
      <EmptyState
        title="Log in to read your mail"
        action={
          <Button asChild>
            <Link href="/login?next=/mail">Log in</Link>
          </Button>
        }
      />
    );
  }
  if (!nav.hasCharacter) {
    return (
      <EmptyState
        title="No character yet"
        action={
          <Button asChild>
            <Link href="/setup">Create a character</Link>
          </Button>
        }
      >
        Mail goes between characters.
      </EmptyState>
    );
  }

  function reply(message: Mail) {
    if (!message.from) return;
    setDraft({
      to: { value: message.from.id, label: message.from.name },
      subject: message.subject.startsWith('Re: ')
        ? message.subject
        : `Re: ${message.subject}`.slice(0, MAIL_SUBJECT_MAX),
      inReplyToId: message.id,
    });
    setDraftKey((key) => key + 1);
    setTab('write');
  }

  // The first HTML holds the inbox alone, and the tabs (and the composer) take over once the page runs.
  if (!hydrated) {
    return (
      <Card title="Inbox">
        <MailBox box="inbox" onReply={reply} initial={initialInbox} />
      </Card>
    );
  }
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Mail">
        <TabsTrigger value="inbox">
          Inbox{nav.unreadMailCount > 0 ? ` (${nav.unreadMailCount} unread)` : ''}
        </TabsTrigger>
        <TabsTrigger value="sent">Sent</TabsTrigger>
        <TabsTrigger value="write">Write</TabsTrigger>
      </TabsList>
      <TabsContent value="inbox">
        <Card title="Inbox">
          <MailBox box="inbox" onReply={reply} initial={initialInbox} />
        </Card>
      </TabsContent>
      <TabsContent value="sent">
        <Card title="Sent">
          <MailBox box="sent" onReply={reply} />
        </Card>
      </TabsContent>
      <TabsContent value="write">
        <Card title={draft.inReplyToId ? 'Reply' : 'Write a mail'}>
          <Compose
            key={draftKey}
            draft={draft}
            onSent={() => {
              setDraft({ to: null, subject: '' });
              setDraftKey((key) => key + 1);
              setTab('sent');
            }}
          />
        </Card>
      </TabsContent>
    </Tabs>
  );
}
