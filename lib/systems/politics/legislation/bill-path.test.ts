import { describe, expect, it } from 'vitest';
import { nextStep, statusOfStage, type PathBill } from './bill-path';
import { EXECUTIVE_DESK_TURNS, LORDS_DELAY_TURNS } from './constants';

const ALL = new Set([
  'us-house',
  'us-senate',
  'jp-representatives',
  'jp-councillors',
  'uk-commons',
  'uk-lords',
  'de-bundestag',
  'de-bundesrat',
]);
const bill = (over: Partial<PathBill>): PathBill => ({
  countryId: 'US',
  scope: 'national',
  stage: 'first_chamber',
  round: 1,
  originChamberId: 'us-house',
  policyDomain: 'healthcare',
  ...over,
});
const passed = { kind: 'round_closed', passed: true } as const;
const failed = { kind: 'round_closed', passed: false } as const;

describe('the path of a bill', () => {
  it('US: both chambers, then the president; a veto returns to the chamber of origin, then the other', () => {
    expect(nextStep(bill({}), passed, ALL)).toMatchObject({
      stage: 'second_chamber',
      round: { round: 2, chamberId: 'us-senate', kind: 'passage' },
    });
    expect(nextStep(bill({ stage: 'second_chamber', round: 2 }), passed, ALL)).toEqual({
      stage: 'awaiting_signature',
      window: { turns: EXECUTIVE_DESK_TURNS, addressee: 'head' },
    });
    expect(nextStep(bill({ stage: 'second_chamber', round: 2 }), failed, ALL)?.stage).toBe('failed');
    const desk = bill({ stage: 'awaiting_signature', round: 2 });
    expect(nextStep(desk, { kind: 'signed' }, ALL)?.stage).toBe('enacted');
    // Art. I §7: not returned within ten days, it is law (the game has no adjournment, so no pocket veto).
    expect(nextStep(desk, { kind: 'desk_lapsed' }, ALL)?.stage).toBe('enacted');
    expect(nextStep(desk, { kind: 'vetoed' }, ALL)).toMatchObject({
      stage: 'override',
      round: { round: 3, chamberId: 'us-house', kind: 'override' },
    });
    const override = bill({ stage: 'override', round: 3 });
    expect(nextStep(override, passed, ALL)).toMatchObject({ round: { round: 4, chamberId: 'us-senate' } });
    expect(nextStep(override, failed, ALL)).toEqual({ stage: 'vetoed', window: null, vetoOverridden: false });
    expect(nextStep(bill({ stage: 'override', round: 4 }), passed, ALL)).toEqual({
      stage: 'enacted',
      window: null,
      vetoOverridden: true,
    });
    // A Senate bill goes to the House; a state bill has one chamber and no desk.
    expect(nextStep(bill({ originChamberId: 'us-senate' }), passed, ALL)?.round?.chamberId).toBe('us-house');
    expect(nextStep(bill({ scope: 'state' }), passed, ALL)).toEqual({ stage: 'enacted', window: null });
    expect(nextStep(bill({}), failed, ALL)?.stage).toBe('failed');
  });

  it('Japan: the lower house overrides the councillors by two thirds (Art. 59); budgets and treaties prevail (Art. 60, 61)', () => {
    const jp = { countryId: 'JP', originChamberId: 'jp-representatives' };
    expect(nextStep(bill({ ...jp }), passed, ALL)?.round?.chamberId).toBe('jp-councillors');
    expect(nextStep(bill({ ...jp, stage: 'second_chamber', round: 2 }), passed, ALL)?.stage).toBe('enacted');
    expect(nextStep(bill({ ...jp, stage: 'second_chamber', round: 2 }), failed, ALL)).toMatchObject({
      stage: 'override',
      round: { round: 3, chamberId: 'jp-representatives', kind: 'override' },
    });
    expect(nextStep(bill({ ...jp, stage: 'override', round: 3 }), passed, ALL)?.stage).toBe('enacted');
    expect(nextStep(bill({ ...jp, stage: 'override', round: 3 }), failed, ALL)?.stage).toBe('failed');
    for (const policyDomain of ['tax', 'foreign_policy']) {
      expect(
        nextStep(bill({ ...jp, policyDomain, stage: 'second_chamber', round: 2 }), failed, ALL)?.stage,
      ).toBe('enacted');
    }
    // A bill of the councillors that the representatives reject fails.
    expect(
      nextStep(
        bill({ countryId: 'JP', originChamberId: 'jp-councillors', stage: 'second_chamber', round: 2 }),
        failed,
        ALL,
      )?.stage,
    ).toBe('failed');
  });

  it('UK: the Lords delay a bill by turns, and money bills not at all', () => {
    const uk = { countryId: 'UK', originChamberId: 'uk-commons' };
    expect(nextStep(bill({ ...uk }), passed, ALL)?.round?.chamberId).toBe('uk-lords');
    expect(nextStep(bill({ ...uk, policyDomain: 'tax' }), passed, ALL)?.stage).toBe('enacted');
    const rejected = nextStep(bill({ ...uk, stage: 'second_chamber', round: 2 }), failed, ALL);
    expect(rejected).toEqual({ stage: 'delayed', window: { turns: LORDS_DELAY_TURNS, addressee: 'nobody' } });
    expect(nextStep(bill({ ...uk, stage: 'delayed', round: 2 }), { kind: 'delay_over' }, ALL)?.stage).toBe(
      'enacted',
    );
    // Without a Lords chamber in the world, the Commons alone passes the bill.
    expect(nextStep(bill({ ...uk }), passed, new Set(['uk-commons']))?.stage).toBe('enacted');
  });

  it('Germany: the Bundestag overrides an objection; a consent bill fails without the Bundesrat', () => {
    const de = { countryId: 'DE', originChamberId: 'de-bundestag' };
    expect(nextStep(bill({ ...de }), passed, ALL)?.round?.chamberId).toBe('de-bundesrat');
    expect(nextStep(bill({ ...de, stage: 'second_chamber', round: 2 }), failed, ALL)).toMatchObject({
      stage: 'objection',
      round: { round: 3, chamberId: 'de-bundestag', kind: 'objection' },
    });
    expect(nextStep(bill({ ...de, stage: 'objection', round: 3 }), passed, ALL)?.stage).toBe('enacted');
    expect(nextStep(bill({ ...de, stage: 'objection', round: 3 }), failed, ALL)?.stage).toBe('failed');
    expect(
      nextStep(bill({ ...de, policyDomain: 'tax', stage: 'second_chamber', round: 2 }), failed, ALL)?.stage,
    ).toBe('failed');
  });

  it('reads the contract status from the stage and ignores events that do not apply', () => {
    expect(statusOfStage('enacted')).toBe('passed');
    expect(statusOfStage('vetoed')).toBe('failed');
    expect(statusOfStage('override')).toBe('pending');
    expect(nextStep(bill({}), { kind: 'signed' }, ALL)).toBeNull();
    expect(nextStep(bill({ stage: 'enacted' }), passed, ALL)).toBeNull();
  });
});
