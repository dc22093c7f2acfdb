'use client';

import { Fragment, useState, type ReactNode } from 'react';
import type { ElectionPage } from '@/lib/systems/politics/elections/get-election-page';
import { ActionButton } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { formatCount, formatMoney } from '@/lib/platform/browser/format';
import {
  CANVASS_ACTION_COST,
  DEBATE_ACTION_COST,
  ENDORSE_ASK_ACTION_COST,
  POLL_ACTION_COST,
  POLL_MONEY_COST,
  RALLY_ACTION_COST,
  RALLY_MONEY_COST,
} from '@/lib/systems/politics/elections/constants';
import { Select } from '@/components/ui/Select';
import { shortOfActions } from './election-words';

/** Canvass, rally or poll: each shows its cost and why it is disabled. */
export function CampaignActionsForm({
  page,
  busy,
  onAct,
}: {
  page: ElectionPage;
  busy: boolean;
  onAct: (body: unknown, done: string) => Promise<void>;
}) {
  const viewer = page.viewer!;
  const [regionId, setRegionId] = useState(page.election?.state ?? page.regions[0]?.id ?? '');
  const regionName = page.regions.find((r) => r.id === regionId)?.name ?? 'the region';
  const short = (actions: number, money = 0) =>
    viewer.actions < actions
      ? shortOfActions(viewer.actions)
      : viewer.campaignFunds < money
        ? `You have ${formatMoney(viewer.campaignFunds, viewer.currencyCode)} in campaign funds.`
        : null;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      {page.regions.length > 1 && (
        <Field label="Region" className="max-w-xs">
          <Select
            value={regionId}
            onValueChange={setRegionId}
            options={page.regions.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Field>
      )}
      <ActionButton
        disabled={busy}
        cost={formatCount(CANVASS_ACTION_COST, 'action')}
        disabledReason={short(CANVASS_ACTION_COST)}
        onClick={() => onAct({ kind: 'canvass', regionId }, `You canvassed ${regionName}.`)}
      >
        Canvass
      </ActionButton>
      <ActionButton
        disabled={busy}
        cost={`${formatCount(RALLY_ACTION_COST, 'action')} and ${formatMoney(RALLY_MONEY_COST, viewer.currencyCode)}`}
        disabledReason={short(RALLY_ACTION_COST, RALLY_MONEY_COST)}
        onClick={() => onAct({ kind: 'rally', regionId }, `You held a rally in ${regionName}.`)}
      >
        Hold a rally
      </ActionButton>
      <ActionButton
        disabled={busy}
        cost={`${formatCount(POLL_ACTION_COST, 'action')} and ${formatMoney(POLL_MONEY_COST, viewer.currencyCode)}`}
        disabledReason={short(POLL_ACTION_COST, POLL_MONEY_COST)}
        onClick={() => onAct({ kind: 'poll' }, 'Your poll is in.')}
      >
        Commission a poll
      </ActionButton>
      <DebateChallengeForm page={page} busy={busy} onAct={onAct} />
      <EndorsementAskForm page={page} busy={busy} onAct={onAct} />
    </div>
  );
}

/** Challenge a rival still in the race: they accept, or decline at a cost in favorability. */
function DebateChallengeForm({
  page,
  busy,
  onAct,
}: {
  page: ElectionPage;
  busy: boolean;
  onAct: (body: unknown, done: string) => Promise<void>;
}) {
  const viewer = page.viewer!;
  // Rivals with whom a debate is already pending or scheduled.
  const open = new Set(
    (page.debates ?? [])
      .filter((d) => d.status === 'pending' || d.status === 'accepted')
      .filter((d) => d.challengerId === viewer.characterId || d.rivalId === viewer.characterId)
      .map((d) => (d.challengerId === viewer.characterId ? d.rivalId : d.challengerId)),
  );
  const rivals = page.candidates.filter(
    (c) => !c.eliminatedInPrimary && c.characterId !== viewer.characterId,
  );
  const [rivalId, setRivalId] = useState(rivals[0]?.characterId ?? '');
  const rival = rivals.find((c) => c.characterId === rivalId);
  if (rivals.length === 0) return null;
  const reason =
    viewer.actions < DEBATE_ACTION_COST
      ? shortOfActions(viewer.actions)
      : rival && open.has(rival.characterId)
        ? `A debate with ${rival.characterName} is already pending or scheduled.`
        : null;
  return (
    <TargetedAction
      label="Rival to debate"
      value={rivalId}
      onChange={setRivalId}
      options={rivals.map((c) => ({ value: c.characterId, label: c.characterName }))}
      disabled={busy || !rival}
      cost={formatCount(DEBATE_ACTION_COST, 'action')}
      disabledReason={reason}
      onClick={() =>
        onAct(
          { kind: 'debate', targetCharacterId: rivalId },
          `You challenged ${rival?.characterName ?? 'your rival'} to a debate.`,
        )
      }
    >
      Challenge to a debate
    </TargetedAction>
  );
}

/** A picker of whom an action targets, then the action's button with its cost and why it is disabled. */
function TargetedAction({
  label,
  value,
  onChange,
  options,
  disabled,
  cost,
  disabledReason,
  onClick,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled: boolean;
  cost: string;
  disabledReason: string | null;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Field label={label} className="max-w-xs">
        <Select value={value} onValueChange={onChange} options={options} />
      </Field>
      <ActionButton disabled={disabled} cost={cost} disabledReason={disabledReason} onClick={onClick}>
        {children}
      </ActionButton>
    </>
  );
}

/**
 * Ask an office holder or party leader for an endorsement: a non-player answers at once, a player later. The
 * picker starts on the first one not yet asked and not yet endorsing (endorsement-ask-form.test.ts).
 */
export function EndorsementAskForm({
  page,
  busy,
  onAct,
}: {
  page: ElectionPage;
  busy: boolean;
  onAct: (body: unknown, done: string) => Promise<void>;
}) {
  const viewer = page.viewer!;
  const choices = viewer.endorsers ?? [];
  const [targetId, setTargetId] = useState(choices.find((c) => !c.asked && !c.endorsed)?.characterId ?? '');
  const target = choices.find((c) => c.characterId === targetId);
  if (choices.length === 0) return null;
  const reason =
    viewer.actions < ENDORSE_ASK_ACTION_COST
      ? shortOfActions(viewer.actions)
      : !target
        ? choices.every((c) => c.asked || c.endorsed)
          ? 'Everyone you could ask has been asked or has endorsed in this race.'
          : 'Choose whom to ask.'
        : target.endorsed
          ? `${target.name} already endorsed in this race.`
          : target.asked
            ? `You already asked ${target.name} in this race.`
            : null;
  return (
    <TargetedAction
      label="Ask for an endorsement"
      value={targetId}
      onChange={setTargetId}
      options={choices.map((c) => ({ value: c.characterId, label: `${c.name} (${c.standing})` }))}
      disabled={busy || !target}
      cost={formatCount(ENDORSE_ASK_ACTION_COST, 'action')}
      disabledReason={reason}
      onClick={() =>
        onAct(
          { kind: 'endorse', targetCharacterId: targetId },
          `You asked ${target?.name ?? 'them'} for an endorsement.`,
        )
      }
    >
      Ask for an endorsement
    </TargetedAction>
  );
}
