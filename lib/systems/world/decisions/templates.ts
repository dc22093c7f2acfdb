import type { DecisionTemplate } from '@/lib/systems/core/decisions/types';
import {
  ballot,
  conflictCourse,
  economy,
  metric,
  money,
  nationalMetric,
  standing,
} from '@/lib/systems/core/decisions/effects';

/** World events put to the governor of the state struck, or the head for a national event. */
const worldEventTemplates: DecisionTemplate[] = [
  {
    key: 'governor_hurricane',
    source: 'world_event',
    addressee: 'governor',
    eventKinds: ['natural_disaster'],
    title: 'Disaster in {place}: evacuate, spend or wait?',
    body: '{subject}. As governor you decide how {place} meets it.',
    windowTurns: 2,
    defaultOption: 'wait',
    options: [
      {
        key: 'evacuate',
        label: 'Order an evacuation',
        consequences:
          'Preparedness +4 and homelessness −2 in the state now; consumer confidence −1; your approval +2.',
        effects: [
          metric('naturalDisasterPreparedness', 4),
          metric('homelessnessRate', -2),
          metric('consumerConfidence', -1),
          standing(2),
        ],
        npc: { weight: 1, social: -0.1, severity: 0.4 },
      },
      {
        key: 'spend',
        label: 'Spend on relief and repairs',
        consequences:
          'The treasury pays {money:50000000} for relief; roads +1 and the power grid +1.5 a turn for 3 turns; your approval +3.',
        effects: [
          money('treasury', -50_000_000, 'disaster_relief'),
          metric('roadCondition', 1, 3),
          metric('powerGridReliability', 1.5, 3),
          standing(3),
        ],
        npc: { weight: 1, economic: -0.2, severity: 0.3 },
      },
      {
        key: 'wait',
        label: 'Wait and let it pass',
        consequences: 'Nothing is spent; homelessness +1 and public trust −1 in the state; your approval −3.',
        effects: [metric('homelessnessRate', 1), metric('publicTrust', -1), standing(-3)],
        npc: { weight: 0.6, economic: 0.2 },
      },
    ],
  },
  {
    key: 'governor_uprising',
    source: 'world_event',
    addressee: 'governor',
    eventKinds: ['armed_uprising'],
    title: 'Unrest in {place}: how do you answer it?',
    body: '{subject}. The state looks to you.',
    windowTurns: 2,
    defaultOption: 'curfew',
    options: [
      {
        key: 'negotiate',
        label: 'Open talks with the leaders',
        consequences: 'Social cohesion +1 a turn for 3 turns; public safety confidence −1 now.',
        effects: [metric('socialCohesion', 1, 3), metric('publicSafetyConfidence', -1)],
        npc: { weight: 1, social: -0.2 },
      },
      {
        key: 'curfew',
        label: 'Impose a curfew',
        consequences:
          'Violent crime −10 and public safety confidence +2; civil liberties −2; your approval −1.',
        effects: [
          metric('violentCrimeRate', -10),
          metric('publicSafetyConfidence', 2),
          metric('civilLiberties', -2),
          standing(-1),
        ],
        npc: { weight: 1, social: 0.2, severity: 0.2 },
      },
      {
        key: 'police',
        label: 'Send in the police',
        consequences: 'Violent crime −15 now; social cohesion −2; civil liberties −1.',
        effects: [
          metric('violentCrimeRate', -15),
          metric('socialCohesion', -2),
          metric('civilLiberties', -1),
        ],
        npc: { weight: 0.7, social: 0.3 },
      },
    ],
  },
  {
    key: 'governor_strike',
    source: 'world_event',
    addressee: 'governor',
    eventKinds: ['strike'],
    title: 'Strike across {place}: mediate or stand back?',
    body: '{subject}. Transit and trade are stalled.',
    windowTurns: 2,
    defaultOption: 'stand_back',
    options: [
      {
        key: 'mediate',
        label: 'Mediate between the sides',
        consequences: 'Public transit +1.5 now; wage growth +0.2; your influence +2.',
        effects: [metric('publicTransit', 1.5), metric('wageGrowth', 0.2), standing(1, 2)],
        npc: { weight: 1, economic: -0.2 },
      },
      {
        key: 'back_employers',
        label: 'Back the employers',
        consequences: 'Productivity growth +0.2 now; social cohesion −1; your approval −2.',
        effects: [metric('productivityGrowth', 0.2), metric('socialCohesion', -1), standing(-2)],
        npc: { weight: 0.8, economic: 0.3 },
      },
      {
        key: 'stand_back',
        label: 'Stand back',
        consequences: 'Public transit −1 a turn for 2 turns.',
        effects: [metric('publicTransit', -1, 2)],
        npc: { weight: 0.5 },
      },
    ],
  },
  {
    key: 'head_market_crash',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['market_shock'],
    title: 'Markets tumble in {country}: what does the government do?',
    body: '{subject}. Investors wait for a word from you.',
    windowTurns: 2,
    defaultOption: 'reassure',
    options: [
      {
        key: 'stimulus',
        label: 'Announce a stimulus',
        consequences:
          'The treasury spends {money:500000000}; growth +0.3 and investor confidence +3; debt rises with it.',
        effects: [
          money('treasury', -500_000_000, 'public_spending'),
          economy({ gdpGrowth: 0.3, investorConfidence: 3 }),
          standing(2),
        ],
        npc: { weight: 1, economic: -0.3, severity: 0.2 },
      },
      {
        key: 'reassure',
        label: 'Reassure the markets',
        consequences: 'Investor confidence +1 and the stock market +1%; nothing is spent.',
        effects: [economy({ investorConfidence: 1, stockMarketPct: 1 })],
        npc: { weight: 1, economic: 0.2 },
      },
      {
        key: 'austerity',
        label: 'Promise austerity',
        consequences: 'Investor confidence +2; growth −0.2; your approval −3.',
        effects: [economy({ investorConfidence: 2, gdpGrowth: -0.2 }), standing(-3)],
        npc: { weight: 0.6, economic: 0.4 },
      },
    ],
  },
  {
    key: 'head_pandemic',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['pandemic_wave'],
    title: 'An infection wave in {country}: lockdown, vaccinate or stay open?',
    body: '{subject}. The country waits on your decision.',
    windowTurns: 2,
    defaultOption: 'stay_open',
    options: [
      {
        key: 'lockdown',
        label: 'Order a lockdown',
        consequences:
          'Preventable mortality −4 a turn for 3 turns across the country; growth −0.4; your approval −1.',
        effects: [nationalMetric('preventableMortality', -4, 3), economy({ gdpGrowth: -0.4 }), standing(-1)],
        npc: { weight: 1, social: -0.2, severity: 0.3 },
      },
      {
        key: 'vaccinate',
        label: 'Fund a vaccination drive',
        consequences:
          'The treasury spends {money:300000000}; health preparedness +2 a turn for 3 turns; your approval +2.',
        effects: [
          money('treasury', -300_000_000, 'public_spending'),
          nationalMetric('publicHealthPreparedness', 2, 3),
          standing(2),
        ],
        npc: { weight: 1, economic: -0.2 },
      },
      {
        key: 'stay_open',
        label: 'Keep the country open',
        consequences: 'Preventable mortality +3 across the country; the economy is spared.',
        effects: [nationalMetric('preventableMortality', 3)],
        npc: { weight: 0.6, economic: 0.3 },
      },
    ],
  },
  {
    key: 'head_cyber_attack',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['cyber_attack'],
    title: 'A cyber attack on {country}: retaliate, harden or disclose?',
    body: '{subject}.',
    windowTurns: 2,
    defaultOption: 'harden',
    options: [
      {
        key: 'harden',
        label: 'Harden the networks',
        consequences:
          'The treasury spends {money:100000000}; the power grid +1 a turn for 2 turns nationwide.',
        effects: [
          money('treasury', -100_000_000, 'public_spending'),
          nationalMetric('powerGridReliability', 1, 2),
        ],
        npc: { weight: 1 },
      },
      {
        key: 'disclose',
        label: 'Disclose everything',
        consequences:
          'Government transparency +2 and disinformation risk −1 nationwide; investor confidence −1.',
        effects: [
          nationalMetric('governmentTransparency', 2),
          nationalMetric('disinformationRisk', -1),
          economy({ investorConfidence: -1 }),
        ],
        npc: { weight: 0.8, social: -0.2 },
      },
      {
        key: 'retaliate',
        label: 'Retaliate in kind',
        consequences: 'National pride +2; military readiness −1; your influence +2.',
        effects: [
          nationalMetric('nationalPride', 2),
          nationalMetric('militaryReadiness', -1),
          standing(0, 2),
        ],
        npc: { weight: 0.7, social: 0.3 },
      },
    ],
  },
  {
    key: 'head_scandal',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['scandal'],
    title: 'A scandal in {country}: inquiry or silence?',
    body: '{subject}. The press wants to know what the government will do.',
    windowTurns: 2,
    defaultOption: 'silence',
    options: [
      {
        key: 'inquiry',
        label: 'Open an independent inquiry',
        consequences: 'Public trust +2 and transparency +1 nationwide; your influence −2.',
        effects: [
          nationalMetric('publicTrust', 2),
          nationalMetric('governmentTransparency', 1),
          standing(0, -2),
        ],
        npc: { weight: 1, social: -0.2 },
      },
      {
        key: 'silence',
        label: 'Say nothing',
        consequences: 'Public trust −1 and news trust −1 nationwide.',
        effects: [nationalMetric('publicTrust', -1), nationalMetric('newsTrust', -1)],
        npc: { weight: 0.7, social: 0.2 },
      },
    ],
  },
  {
    key: 'head_tech_boom',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['tech_boom'],
    title: 'A technology boom in {country}: invest, tax or let it run?',
    body: '{subject}.',
    windowTurns: 2,
    defaultOption: 'let_run',
    options: [
      {
        key: 'invest',
        label: 'Co-invest in research',
        consequences:
          'The treasury spends {money:200000000}; R&D intensity +0.05 a turn for 4 turns nationwide.',
        effects: [money('treasury', -200_000_000, 'public_spending'), nationalMetric('rdIntensity', 0.05, 4)],
        npc: { weight: 1, economic: -0.2 },
      },
      {
        key: 'windfall_tax',
        label: 'Levy a windfall tax',
        consequences: 'The treasury gains {money:150000000}; investor confidence −2.',
        effects: [money('treasury', 150_000_000, 'tax_revenue'), economy({ investorConfidence: -2 })],
        npc: { weight: 0.7, economic: -0.4 },
      },
      {
        key: 'let_run',
        label: 'Let it run',
        consequences: 'The stock market +2%; income inequality +0.5 nationwide.',
        effects: [economy({ stockMarketPct: 2 }), nationalMetric('incomeInequality', 0.5)],
        npc: { weight: 1, economic: 0.4 },
      },
    ],
  },
  {
    key: 'head_national_disaster',
    source: 'world_event',
    addressee: 'head',
    eventKinds: ['natural_disaster'],
    title: 'Disaster in {place}: does the nation send help?',
    body: '{subject}. The state asks the national government for aid.',
    windowTurns: 2,
    defaultOption: 'federal_aid',
    options: [
      {
        key: 'federal_aid',
        label: 'Send national aid',
        consequences:
          'The treasury pays {money:100000000}; climate resilience +1 a turn for 2 turns in the state; your approval +1.',
        effects: [
          money('treasury', -100_000_000, 'disaster_relief'),
          metric('climateResilience', 1, 2),
          standing(1),
        ],
        npc: { weight: 1, economic: -0.2, severity: 0.3 },
      },
      {
        key: 'leave_to_state',
        label: 'Leave it to the state',
        consequences: 'Nothing is spent; public trust −1 in the state; your approval −2.',
        effects: [metric('publicTrust', -1), standing(-2)],
        npc: { weight: 0.7, economic: 0.3 },
      },
    ],
  },
];

/** Conflicts put to the heads of the countries fighting, and to foreign heads. */
const conflictTemplates: DecisionTemplate[] = [
  {
    key: 'head_at_war',
    source: 'conflict',
    addressee: 'head',
    title: 'The {subject}: what course now?',
    body: 'Your country fights in the {subject}. Choose its course for the coming turns.',
    windowTurns: 2,
    defaultOption: 'hold',
    options: [
      {
        key: 'escalate',
        label: 'Escalate',
        consequences:
          'Intensity +8 and your side’s supply +5; the treasury pays {money:300000000}; military readiness −1 nationwide.',
        effects: [
          conflictCourse(8, 5),
          money('treasury', -300_000_000, 'military_spending'),
          nationalMetric('militaryReadiness', -1),
        ],
        npc: { weight: 0.8, social: 0.3 },
      },
      {
        key: 'hold',
        label: 'Hold the line',
        consequences: 'Your side’s supply +2 a turn for 2 turns; national pride +1.',
        effects: [conflictCourse(0, 2, 2), nationalMetric('nationalPride', 1)],
        npc: { weight: 1 },
      },
      {
        key: 'ceasefire',
        label: 'Seek a ceasefire',
        consequences: 'Intensity −10 a turn for 2 turns; national pride −1; your approval +1.',
        effects: [conflictCourse(-10, 0, 2), nationalMetric('nationalPride', -1), standing(1)],
        npc: { weight: 0.8, social: -0.3 },
      },
      {
        key: 'accept_terms',
        label: 'Accept the other side’s terms',
        consequences: 'The conflict winds down to a ceasefire; national pride −3; your influence −3.',
        effects: [conflictCourse(-20, 0, 1, true), nationalMetric('nationalPride', -3), standing(0, -3)],
        npc: { weight: 0.3, social: -0.4 },
      },
    ],
  },
  {
    key: 'foreign_head_aid',
    source: 'conflict',
    addressee: 'head',
    title: 'The {subject}: send aid or stay out?',
    body: 'A government fighting in the {subject} asks {country} for help.',
    windowTurns: 2,
    defaultOption: 'stay_out',
    options: [
      {
        key: 'send_aid',
        label: 'Send military aid',
        consequences:
          'The treasury pays {money:200000000}; the side you back gains supply +4; your influence +2.',
        effects: [money('treasury', -200_000_000, 'military_aid'), conflictCourse(2, 4), standing(0, 2)],
        npc: { weight: 0.5, social: 0.2 },
      },
      {
        key: 'humanitarian',
        label: 'Send humanitarian aid only',
        consequences:
          'The treasury pays {money:50000000}; the fighting cools, intensity −2; your approval +1.',
        effects: [money('treasury', -50_000_000, 'humanitarian_aid'), conflictCourse(-2, 0), standing(1)],
        npc: { weight: 0.8, social: -0.2 },
      },
      {
        key: 'stay_out',
        label: 'Stay out',
        consequences: 'Nothing is spent and nothing changes.',
        effects: [],
        npc: { weight: 1 },
      },
    ],
  },
];

/** Organizations put a motion's ballot to the foreign minister, or else the head. */
const organizationTemplates: DecisionTemplate[] = [
  {
    key: 'organization_ballot',
    source: 'organization',
    addressee: 'foreign_minister_or_head',
    title: '{subject}: how does {country} vote?',
    body: 'Cast {country}’s ballot on the motion “{subject}”. Without your word your country abstains.',
    windowTurns: 2,
    defaultOption: 'abstain',
    options: [
      {
        key: 'yes',
        label: 'Vote yes',
        consequences: 'Your country’s ballot is yes; your influence +1.',
        effects: [ballot('yes'), standing(0, 1)],
        npc: { weight: 1 },
      },
      {
        key: 'no',
        label: 'Vote no',
        consequences: 'Your country’s ballot is no.',
        effects: [ballot('no')],
        npc: { weight: 1 },
      },
      {
        key: 'abstain',
        label: 'Abstain',
        consequences: 'Your country abstains.',
        effects: [ballot('abstain')],
        npc: { weight: 0.5 },
      },
    ],
  },
];

/** The world system's decision templates (registered in its manifest). */
export const worldDecisionTemplates: readonly DecisionTemplate[] = [
  ...worldEventTemplates,
  ...conflictTemplates,
  ...organizationTemplates,
];
