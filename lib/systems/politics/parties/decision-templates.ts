import type { DecisionTemplate } from '@/lib/systems/core/decisions/types';
import { nationalMetric, standing } from '@/lib/systems/core/decisions/effects';

/** Prompts to a party's leader (registered in the politics manifest). */
export const partyDecisionTemplates: readonly DecisionTemplate[] = [
  {
    key: 'leader_member_scandal',
    source: 'party',
    addressee: 'party_leader',
    title: 'A scandal around {subject}',
    body: 'A member of {party}, {subject}, is caught in a scandal. Defend them or expel them?',
    windowTurns: 2,
    defaultOption: 'defend',
    options: [
      {
        key: 'defend',
        label: 'Defend them',
        consequences: 'Their approval −2; yours −2; your influence +1 among the members.',
        effects: [standing(-2, 0, 1, 'subject'), standing(-2, 1)],
        npc: { weight: 1, social: 0.2 },
      },
      {
        key: 'expel',
        label: 'Expel them from the party whip',
        consequences: 'Their approval −6 and influence −5; your approval +2.',
        effects: [standing(-6, -5, 1, 'subject'), standing(2)],
        npc: { weight: 0.8, social: -0.2 },
      },
      {
        key: 'suspend',
        label: 'Suspend them pending an inquiry',
        consequences: 'Their approval −3; party discipline +1 nationwide.',
        effects: [standing(-3, 0, 1, 'subject'), nationalMetric('partyDiscipline', 1)],
        npc: { weight: 0.9 },
      },
    ],
  },
  {
    key: 'leader_rebellion',
    source: 'party',
    addressee: 'party_leader',
    title: 'Members of {party} threaten to rebel',
    body: '{subject} leads a group of members against the party line. How do you answer?',
    windowTurns: 2,
    defaultOption: 'concede',
    options: [
      {
        key: 'whip',
        label: 'Enforce the whip',
        consequences: 'Party discipline +2 nationwide; their influence −2; your approval −1.',
        effects: [nationalMetric('partyDiscipline', 2), standing(0, -2, 1, 'subject'), standing(-1)],
        npc: { weight: 1, social: 0.2 },
      },
      {
        key: 'concede',
        label: 'Concede on the point',
        consequences: 'Their influence +2; your influence −2.',
        effects: [standing(0, 2, 1, 'subject'), standing(0, -2)],
        npc: { weight: 0.8, social: -0.2 },
      },
    ],
  },
  {
    key: 'leader_defection_offer',
    source: 'party',
    addressee: 'party_leader',
    title: '{subject} offers to cross the floor to {party}',
    body: 'A well-known figure, {subject}, would join your side for a place on the front bench.',
    windowTurns: 2,
    defaultOption: 'decline',
    options: [
      {
        key: 'welcome',
        label: 'Welcome them',
        consequences: 'Their influence +3; your approval −1 among the faithful.',
        effects: [standing(0, 3, 1, 'subject'), standing(-1)],
        npc: { weight: 0.7 },
      },
      {
        key: 'decline',
        label: 'Decline politely',
        consequences: 'Nothing changes.',
        effects: [],
        npc: { weight: 1 },
      },
    ],
  },
];
