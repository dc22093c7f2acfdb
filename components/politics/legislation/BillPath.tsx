'use client';

import type { BillStage, BillSummary } from '@/lib/systems/game/browser/legislation';

/** Each stage in words, for the page: where the bill stands now. */
export const STAGE_LABELS: Record<BillStage, string> = {
  first_chamber: 'In its first chamber',
  second_chamber: 'In the second chamber',
  delayed: 'Delayed by the upper house',
  objection: 'Objection to overrule',
  awaiting_signature: 'Awaiting signature',
  override: 'Veto override vote',
  enacted: 'Enacted',
  vetoed: 'Vetoed',
  failed: 'Failed',
};

const ROUND_KIND_LABELS = {
  passage: 'Vote',
  override: 'Override vote (two thirds)',
  objection: 'Vote to overrule the objection',
} as const;

/** The bill's path: each chamber's rounds in order, the veto, and what happens next. */
export function BillPath({ bill }: { bill: BillSummary }) {
  return (
    <section aria-labelledby="path-heading" className="card" data-testid="bill-path">
      <h2 id="path-heading">The bill’s path</h2>
      <p className="m-0">
        Now: <strong data-testid="bill-stage">{STAGE_LABELS[bill.stage]}</strong>
        {bill.stageEndsTurn !== null && bill.status === 'pending' ? `, until turn ${bill.stageEndsTurn}` : ''}
        .
      </p>
      <ol className="mt-2 pl-5">
        {bill.chambers.map((round) => (
          <li key={round.round}>
            {ROUND_KIND_LABELS[round.kind]} in the {round.chamber}: {round.tally.yes} yes, {round.tally.no} no
            {round.tally.abstain > 0 ? `, ${round.tally.abstain} abstaining` : ''}
            {round.outcome === null
              ? ` (open through turn ${round.endsTurn})`
              : round.outcome === 'passed'
                ? ' — passed'
                : ' — failed'}
            .
          </li>
        ))}
      </ol>
      {bill.veto ? (
        <p className="m-0" data-testid="bill-veto">
          Vetoed by {bill.veto.by ?? 'the head of government'} at turn {bill.veto.turn}
          {bill.veto.message ? `: “${bill.veto.message}”` : ''}.{' '}
          {bill.veto.overridden === true
            ? 'Both chambers overrode the veto.'
            : bill.veto.overridden === false
              ? 'The veto stood.'
              : 'Two thirds of each chamber can override it.'}
        </p>
      ) : null}
    </section>
  );
}
