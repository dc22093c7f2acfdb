import {
  DE_CONSENT_DOMAINS,
  EXECUTIVE_DESK_TURNS,
  JP_LOWER_HOUSE_PREVAILS_DOMAINS,
  LORDS_DELAY_TURNS,
  MONEY_BILL_DOMAINS,
  BILL_VOTING_TURNS,
  type BillRoundKind,
  type BillStage,
} from './constants';

/**
 * Each country's two chambers, the lower (popularly elected, the government's) first. A chamber that the
 * world does not have (no row in `chambers`) is skipped, so the bill passes its one chamber.
 */
export const CHAMBER_PAIRS: Readonly<Record<string, readonly [string, string]>> = {
  US: ['us-house', 'us-senate'],
  JP: ['jp-representatives', 'jp-councillors'],
  UK: ['uk-commons', 'uk-lords'],
  DE: ['de-bundestag', 'de-bundesrat'],
};

/** Countries whose head signs or vetoes national bills (US Art. I §7). */
export const EXECUTIVE_VETO_COUNTRIES: ReadonlySet<string> = new Set(['US']);

export const FINAL_STAGES: ReadonlySet<BillStage> = new Set(['enacted', 'vetoed', 'failed']);

/** A bill as the path needs it. */
export interface PathBill {
  countryId: string;
  scope: 'national' | 'state';
  stage: BillStage;
  round: number;
  originChamberId: string;
  policyDomain: string;
}

export type PathEvent =
  | { kind: 'round_closed'; passed: boolean }
  | { kind: 'signed' }
  | { kind: 'vetoed' }
  | { kind: 'desk_lapsed' }
  | { kind: 'delay_over' };

export interface PathStep {
  stage: BillStage;
  /** The voting round that opens, if one does. */
  round?: { round: number; chamberId: string; kind: BillRoundKind };
  /** The new stage's window in turns, and who must act in it; null for a final stage. */
  window: { turns: number; addressee: 'chamber' | 'head' | 'nobody' } | null;
  /** Set when a veto is overridden (true) or stands (false). */
  vetoOverridden?: boolean;
}

const final = (stage: BillStage, vetoOverridden?: boolean): PathStep => ({
  stage,
  window: null,
  ...(vetoOverridden === undefined ? {} : { vetoOverridden }),
});

const vote = (stage: BillStage, round: number, chamberId: string, kind: BillRoundKind): PathStep => ({
  stage,
  round: { round, chamberId, kind },
  window: { turns: BILL_VOTING_TURNS, addressee: 'chamber' },
});

/** The chamber that reviews a bill of `originChamberId`, or null when the bill has one chamber only. */
export function secondChamber(bill: PathBill, chambers: ReadonlySet<string>): string | null {
  const pair = CHAMBER_PAIRS[bill.countryId];
  if (!pair || bill.scope !== 'national') return null;
  const other =
    pair[0] === bill.originChamberId ? pair[1] : pair[1] === bill.originChamberId ? pair[0] : null;
  if (!other || !chambers.has(other)) return null;
  // UK: money bills go to the Lords for form only; the game skips them (Parliament Act 1911 s.1).
  if (bill.countryId === 'UK' && MONEY_BILL_DOMAINS.includes(bill.policyDomain)) return null;
  return other;
}

/** After both chambers (or the only one): the head's desk where the head has a veto, else the law. */
function afterChambers(bill: PathBill): PathStep {
  if (EXECUTIVE_VETO_COUNTRIES.has(bill.countryId) && bill.scope === 'national') {
    return { stage: 'awaiting_signature', window: { turns: EXECUTIVE_DESK_TURNS, addressee: 'head' } };
  }
  return final('enacted');
}

/** The second chamber said no: each constitution's answer. */
function afterRejection(bill: PathBill, chambers: ReadonlySet<string>): PathStep {
  const lower = CHAMBER_PAIRS[bill.countryId]?.[0];
  const fromLower = bill.originChamberId === lower;
  if (!fromLower) return final('failed');
  switch (bill.countryId) {
    case 'JP':
      // Art. 60 (budgets) and 61 (treaties): the House of Representatives' decision prevails.
      if (JP_LOWER_HOUSE_PREVAILS_DOMAINS.includes(bill.policyDomain)) return final('enacted');
      // Art. 59(2): passed again by two thirds of the members present.
      return chambers.has(lower) ? vote('override', 3, lower, 'override') : final('failed');
    case 'UK':
      // The Lords can only delay (Parliament Acts 1911 and 1949).
      return { stage: 'delayed', window: { turns: LORDS_DELAY_TURNS, addressee: 'nobody' } };
    case 'DE':
      // Art. 77-78: a consent law fails without the Bundesrat; an objection is overridden by the Bundestag.
      if (DE_CONSENT_DOMAINS.includes(bill.policyDomain)) return final('failed');
      return vote('objection', 3, lower, 'objection');
    default:
      return final('failed');
  }
}

/** Where a bill goes next (docs/legislation.md "The path of a bill"); null when the event does not apply. */
export function nextStep(bill: PathBill, event: PathEvent, chambers: ReadonlySet<string>): PathStep | null {
  switch (bill.stage) {
    case 'first_chamber': {
      if (event.kind !== 'round_closed') return null;
      if (!event.passed) return final('failed');
      const second = secondChamber(bill, chambers);
      return second ? vote('second_chamber', 2, second, 'passage') : afterChambers(bill);
    }
    case 'second_chamber':
      if (event.kind !== 'round_closed') return null;
      return event.passed ? afterChambers(bill) : afterRejection(bill, chambers);
    case 'awaiting_signature':
      if (event.kind === 'signed' || event.kind === 'desk_lapsed') return final('enacted');
      if (event.kind === 'vetoed') return vote('override', 3, bill.originChamberId, 'override');
      return null;
    case 'override': {
      if (event.kind !== 'round_closed') return null;
      if (!EXECUTIVE_VETO_COUNTRIES.has(bill.countryId)) return final(event.passed ? 'enacted' : 'failed');
      if (!event.passed) return final('vetoed', false);
      // US: the chamber of origin overrides first, then the other (Art. I §7).
      const other = CHAMBER_PAIRS[bill.countryId]!.find((c) => c !== bill.originChamberId)!;
      if (bill.round === 3 && chambers.has(other)) return vote('override', 4, other, 'override');
      return final('enacted', true);
    }
    case 'objection':
      if (event.kind !== 'round_closed') return null;
      return final(event.passed ? 'enacted' : 'failed');
    case 'delayed':
      return event.kind === 'delay_over' ? final('enacted') : null;
    default:
      return null;
  }
}

/** The contract's status (docs/legislation.md): pending until final; enacted passes; vetoed, failed fail. */
export function statusOfStage(stage: BillStage): 'pending' | 'passed' | 'failed' {
  if (stage === 'enacted') return 'passed';
  return stage === 'vetoed' || stage === 'failed' ? 'failed' : 'pending';
}
