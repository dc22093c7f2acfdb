import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENDORSE_ASK_ACTION_COST } from '@/lib/systems/politics/elections/constants';
import type {
  ElectionPage,
  ElectionViewer,
  EndorserChoice,
} from '@/lib/systems/politics/elections/get-election-page';
import { EndorsementAskForm } from './ElectionCampaignActions';

// The race page's endorsement-ask block as the server draws it: who is picked to ask, the cost, and why the
// button is disabled. (The picker's full list opens in the browser; the server draws the chosen one.)
const governor: EndorserChoice = {
  characterId: 'c-gov',
  name: 'Grace Hill',
  standing: 'Governor, Ohio',
  asked: false,
  endorsed: false,
};
const leader: EndorserChoice = {
  characterId: 'c-lead',
  name: 'Lena Park',
  standing: 'Leader, Labour Party',
  asked: false,
  endorsed: false,
};

const viewer: ElectionViewer = {
  hasCharacter: true,
  characterId: 'c-me',
  isCandidate: true,
  fileBlockedReason: null,
  canCampaign: true,
  campaignFunds: 50_000,
  actions: 20,
  currencyCode: 'USD',
  standing: { place: 2, field: 3 },
  politicalInfluence: 10,
  endorserStanding: null,
  endorsedHere: false,
  endorsers: [governor, leader],
  askedBy: [],
};

/** The page as the block reads it: only `viewer` matters to it. */
function render(over: Partial<ElectionViewer>): string {
  const page = { viewer: { ...viewer, ...over } } as unknown as ElectionPage;
  return renderToString(createElement(EndorsementAskForm, { page, busy: false, onAct: async () => {} }));
}

/** The text of the ask button, and whether it is disabled. */
function askButton(html: string): { text: string; disabled: boolean } {
  const match =
    /<button([^>]*)>((?:(?!<\/button>).)*Ask for an endorsement(?:(?!<\/button>).)*)<\/button>/.exec(html);
  if (!match) throw new Error(`no ask button in ${html}`);
  return { text: match[2]!.replace(/<[^>]+>/g, ''), disabled: /\bdisabled=""/.test(match[1]!) };
}

describe("the race page's endorsement-ask block", () => {
  it('offers the first one with standing, with the cost in actions, enabled', () => {
    const html = render({});
    expect(html).toContain('Grace Hill (Governor, Ohio)');
    const button = askButton(html);
    expect(button.text).toContain(`${ENDORSE_ASK_ACTION_COST} actions`);
    expect(button.disabled).toBe(false);
    expect(html).not.toContain('actions refill');
  });

  it('starts on someone not yet asked and not yet endorsing', () => {
    const html = render({ endorsers: [{ ...governor, asked: true }, leader] });
    expect(html).toContain('Lena Park (Leader, Labour Party)');
    expect(html).not.toContain('Grace Hill');
    expect(askButton(html).disabled).toBe(false);
  });

  it('says why it is disabled when the candidate is short of actions', () => {
    const html = render({ actions: ENDORSE_ASK_ACTION_COST - 1 });
    const button = askButton(html);
    expect(button.disabled).toBe(true);
    expect(html).toContain(`You have ${ENDORSE_ASK_ACTION_COST - 1} action`);
    expect(html).toContain('actions refill every turn');
  });

  it('says why it is disabled once everyone was asked or endorsed', () => {
    const html = render({
      endorsers: [
        { ...governor, asked: true },
        { ...leader, endorsed: true },
      ],
    });
    expect(askButton(html).disabled).toBe(true);
    expect(html).toContain('Everyone you could ask has been asked or has endorsed in this race.');
  });

  it('is absent when nobody with standing can be asked', () => {
    expect(render({ endorsers: [] })).toBe('');
  });

  it('shows no ids to the player', () => {
    const html = render({});
    expect(html).not.toContain('c-gov');
    expect(html).not.toContain('c-lead');
  });
});
