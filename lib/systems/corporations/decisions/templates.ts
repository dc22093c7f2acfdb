import type { DecisionTemplate } from '@/lib/systems/core/decisions/types';
import { economy, money, standing } from '@/lib/systems/core/decisions/effects';

/** Prompts to a corporation's CEO (registered in the corporations manifest). */
export const corporationDecisionTemplates: readonly DecisionTemplate[] = [
  {
    key: 'ceo_strike',
    source: 'corporation',
    addressee: 'ceo',
    title: 'Workers at {subject} walk out',
    body: 'The union at {subject} strikes for higher pay. As CEO you answer it.',
    windowTurns: 2,
    defaultOption: 'hold_out',
    options: [
      {
        key: 'settle',
        label: 'Settle with a raise',
        consequences:
          'The corporation pays {money:2000000} in wages a turn for 3 turns; the strike ends; your approval +2.',
        effects: [money('corporation', -2_000_000, 'wage_settlements', 3), standing(2)],
        npc: { weight: 1, economic: -0.3 },
      },
      {
        key: 'hold_out',
        label: 'Hold out',
        consequences:
          'The corporation loses {money:1000000} a turn for 2 turns in lost output; your approval −1.',
        effects: [money('corporation', -1_000_000, 'lost_output', 2), standing(-1)],
        npc: { weight: 1, economic: 0.3 },
      },
      {
        key: 'replace',
        label: 'Hire replacement workers',
        consequences: 'The corporation pays {money:3000000} once; your approval −4.',
        effects: [money('corporation', -3_000_000, 'wage_settlements'), standing(-4)],
        npc: { weight: 0.4, economic: 0.5 },
      },
    ],
  },
  {
    key: 'ceo_takeover_offer',
    source: 'corporation',
    addressee: 'ceo',
    title: 'A rival bids for {subject}',
    body: 'A rival group offers to buy a stake in {subject} at a premium. The board wants your recommendation.',
    windowTurns: 2,
    defaultOption: 'reject',
    options: [
      {
        key: 'accept_stake',
        label: 'Sell them a minority stake',
        consequences: 'The corporation receives {money:5000000} from the bidder; your influence −1.',
        effects: [money('corporation', 5_000_000, 'takeover_bidders'), standing(0, -1)],
        npc: { weight: 0.7, economic: 0.3 },
      },
      {
        key: 'reject',
        label: 'Reject the bid',
        consequences: 'Nothing changes hands; your influence +1.',
        effects: [standing(0, 1)],
        npc: { weight: 1 },
      },
      {
        key: 'poison_pill',
        label: 'Adopt a poison pill',
        consequences: 'The corporation pays {money:1000000} in fees; the country’s stock market −0.2%.',
        effects: [money('corporation', -1_000_000, 'advisory_fees'), economy({ stockMarketPct: -0.2 })],
        npc: { weight: 0.5, economic: -0.2 },
      },
    ],
  },
  {
    key: 'ceo_scandal',
    source: 'corporation',
    addressee: 'ceo',
    title: 'Scandal at {subject}',
    body: 'Reporters have documents on accounting irregularities at {subject}.',
    windowTurns: 2,
    defaultOption: 'deny',
    options: [
      {
        key: 'come_clean',
        label: 'Come clean and pay a settlement',
        consequences: 'The corporation pays a {money:4000000} settlement; your approval +1.',
        effects: [money('corporation', -4_000_000, 'legal_settlements'), standing(1)],
        npc: { weight: 1, social: -0.2 },
      },
      {
        key: 'deny',
        label: 'Deny everything',
        consequences: 'Your approval −4 and influence −1.',
        effects: [standing(-4, -1)],
        npc: { weight: 0.8, social: 0.2 },
      },
      {
        key: 'scapegoat',
        label: 'Fire a senior manager',
        consequences: 'The corporation pays {money:1000000} in severance; your approval −1.',
        effects: [money('corporation', -1_000_000, 'legal_settlements'), standing(-1)],
        npc: { weight: 0.8 },
      },
    ],
  },
  {
    key: 'ceo_expansion',
    source: 'corporation',
    addressee: 'ceo',
    title: 'An expansion opportunity for {subject}',
    body: 'A site opens up for a new plant. Build now, lease, or pass?',
    windowTurns: 2,
    defaultOption: 'pass',
    options: [
      {
        key: 'build',
        label: 'Build the plant',
        consequences: 'The corporation pays {money:3000000} now; the country’s growth +0.05.',
        effects: [money('corporation', -3_000_000, 'capital_works'), economy({ gdpGrowth: 0.05 })],
        npc: { weight: 0.8, economic: 0.2 },
      },
      {
        key: 'lease',
        label: 'Lease it',
        consequences: 'The corporation pays {money:500000} a turn for 4 turns.',
        effects: [money('corporation', -500_000, 'capital_works', 4)],
        npc: { weight: 0.6 },
      },
      {
        key: 'pass',
        label: 'Pass',
        consequences: 'Nothing is spent.',
        effects: [],
        npc: { weight: 1 },
      },
    ],
  },
  {
    key: 'ceo_government_contract',
    source: 'corporation',
    addressee: 'ceo',
    title: 'A government contract for {subject}?',
    body: 'A ministry invites bids on a supply contract. Bidding low wins it but thins the margin.',
    windowTurns: 2,
    defaultOption: 'no_bid',
    options: [
      {
        key: 'bid_low',
        label: 'Bid low',
        consequences:
          'The corporation earns {money:1000000} a turn for 3 turns from the contract; your influence +1.',
        effects: [money('corporation', 1_000_000, 'government_contracts', 3), standing(0, 1)],
        npc: { weight: 1, economic: -0.1 },
      },
      {
        key: 'no_bid',
        label: 'Do not bid',
        consequences: 'Nothing changes.',
        effects: [],
        npc: { weight: 0.8 },
      },
    ],
  },
];
