'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { fetchJson } from '@/lib/platform/browser/fetcher';

const CHOICES = [
  { vote: 'yes', label: 'Vote for the motion' },
  { vote: 'no', label: 'Vote against' },
  { vote: 'abstain', label: 'Abstain' },
] as const;

/**
 * The vote buttons of an open motion; the server refuses anyone who does not sit in the chamber. On the
 * head's own question (`question`), yes is for the government.
 */
export function ConfidenceVoteActions({
  voteId,
  chamber,
  question = false,
}: {
  voteId: string;
  chamber: string;
  question?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function cast(vote: (typeof CHOICES)[number]['vote']) {
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      await fetchJson(`/api/confidence-votes/${encodeURIComponent(voteId)}/vote`, {
        method: 'POST',
        body: { vote },
      });
      setStatus('Your vote is recorded.');
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not cast your vote.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">
        Only members of the {chamber} can vote; voting costs no actions.{' '}
        {question
          ? 'Yes is a vote of confidence in the government.'
          : 'Yes is a vote against the government.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {CHOICES.map((choice) => (
          <Button key={choice.vote} disabled={busy} onClick={() => void cast(choice.vote)}>
            {question && choice.vote === 'yes'
              ? 'Vote confidence'
              : question && choice.vote === 'no'
                ? 'Vote no confidence'
                : choice.label}
          </Button>
        ))}
      </div>
      <StatusMessage message={status} />
      <ErrorAlert message={failure} />
    </div>
  );
}

/** Tables a motion of no confidence; the server refuses anyone but the leader of the opposition. */
export function CallConfidenceVote({ constructive }: { constructive: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function call() {
    setBusy(true);
    setFailure(null);
    try {
      await fetchJson('/api/confidence-votes', { method: 'POST', body: {} });
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not call the vote.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">
        Only the leader of the opposition (the leader of the largest party outside the government) can call
        this vote, at no cost in actions, and not within 26 turns of the last one.
        {constructive ? ' The motion names you as the successor it would elect.' : ''}
      </p>
      <div>
        <Button disabled={busy} onClick={() => void call()}>
          Call a vote of no confidence
        </Button>
      </div>
      <ErrorAlert message={failure} />
    </div>
  );
}

/**
 * The head of government asks parliament for its confidence (Germany, Art. 68); the server refuses anyone
 * but the sitting Chancellor.
 */
export function AskConfidenceQuestion() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function ask() {
    setBusy(true);
    setFailure(null);
    try {
      await fetchJson('/api/confidence-votes/question', { method: 'POST', body: {} });
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not ask for confidence.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">
        Only the Chancellor can ask the Bundestag for its confidence, at no cost in actions, and not within 26
        turns of the last vote. Without the votes of a majority of all members, you may have the Bundestag
        dissolved for a general election, or resign (Basic Law Art. 68).
      </p>
      <div>
        <Button disabled={busy} variant="secondary" onClick={() => void ask()}>
          Ask for a vote of confidence
        </Button>
      </div>
      <ErrorAlert message={failure} />
    </div>
  );
}

/** The fallen prime minister's choice after a carried motion; the server refuses anyone else. */
export function HeadChoiceActions({ voteId }: { voteId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function choose(choice: 'resign' | 'dissolve') {
    setBusy(true);
    setFailure(null);
    try {
      await fetchJson(`/api/confidence-votes/${encodeURIComponent(voteId)}/decision`, {
        method: 'POST',
        body: { choice },
      });
      router.refresh();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not record your choice.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">
        Only the prime minister chooses, at no cost in actions. Resigning lets parliament form a new
        government; a dissolution calls a general election.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void choose('resign')}>
          Resign
        </Button>
        <Button disabled={busy} variant="secondary" onClick={() => void choose('dissolve')}>
          Dissolve parliament
        </Button>
      </div>
      <ErrorAlert message={failure} />
    </div>
  );
}
