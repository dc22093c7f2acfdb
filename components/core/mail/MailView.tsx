'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { SkeletonText } from '@/components/ui/Skeleton';
import { useHydrated } from '@/components/ui/ClientOnly';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { DateTime } from '@/components/ui/DateTime';
import { CharacterGate } from '@/components/core/auth/CharacterGate';
import { MAIL_SUBJECT_MAX } from '@/lib/systems/core/mail/constants';
import type { MailPage } from '@/lib/systems/core/mail/schemas';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { markMailRead, useMailPages, type MailView as Mail } from '@/lib/systems/game/browser/desk-messages';
import type { Draft } from './MailCompose';

// The composer (with its character picker) loads when the Write tab opens (docs/ui.md, "First-load JavaScript").
const Compose = lazy(() => import('./MailCompose').then((module) => ({ default: module.MailCompose })));

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

/**
 * /mail: inbox, sent mail and a composer; `?to=<number>&name=<name>` (read by the page, `presetTo` and
 * `presetName`) opens the composer addressed. `initialInbox` is the inbox's first page, read on the server.
 */
export function MailView(props: MailProps) {
  return (
    <CharacterGate next="/mail" loginTitle="Log in to read your mail" why="Mail goes between characters.">
      <MailBoxes {...props} />
    </CharacterGate>
  );
}

interface MailProps {
  presetTo?: string | null;
  presetName?: string | null;
  initialInbox?: MailPage;
}

function MailBoxes({ presetTo = null, presetName = null, initialInbox }: MailProps) {
  const { data: nav } = useClientNav();
  const unreadMail = nav?.unreadMailCount ?? 0;
  const hydrated = useHydrated();
  const [tab, setTab] = useState(presetTo ? 'write' : 'inbox');
  const [draft, setDraft] = useState<Draft>({
    to: presetTo && presetName ? { value: presetTo, label: presetName } : null,
    subject: '',
  });
  // A new key per draft remounts the composer with it (a reply replaces what was being written).
  const [draftKey, setDraftKey] = useState(0);

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
        <TabsTrigger value="inbox">Inbox{unreadMail > 0 ? ` (${unreadMail} unread)` : ''}</TabsTrigger>
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
          <Suspense fallback={<SkeletonText label="Loading the composer…" />}>
            <Compose
              key={draftKey}
              draft={draft}
              onSent={() => {
                setDraft({ to: null, subject: '' });
                setDraftKey((key) => key + 1);
                setTab('sent');
              }}
            />
          </Suspense>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
