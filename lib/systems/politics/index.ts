import { combineNextSteps, type SystemManifest } from '@/lib/systems/core/manifest';
import { characterSetupNextSteps } from './character-setup/next-steps';
import { electionEndpoints } from './elections/endpoints';
import { campaignNextSteps } from './elections/campaign-next-steps';
import { electionNextSteps } from './elections/open-races';
import { electionPhases } from './elections/phases';
import { governmentEndpoints } from './government/endpoints';
import { governmentPhases } from './government/phases';
import { executiveNextSteps } from './executive/next-steps';
import {
  centralBankChairsPhase,
  executiveNominationsPhase,
  executiveOrdersPhase,
  sovereignCrisisDecisionsPhase,
} from './executive/phases';
import { sovereignCrisisTemplates } from './executive/sovereign-crisis-templates';
import { legislationNextSteps } from './legislation/bills-to-vote';
import { legislationEndpoints } from './legislation/endpoints';
import { legislationPhases } from './legislation/phases';
import { officeEndpoints } from './offices/endpoints';
import { seedOffices } from './offices/seed-offices';
import { partyEndpoints } from './parties/endpoints';
import { partyNextSteps } from './parties/next-steps';
import { partyDecisionTemplates } from './parties/decision-templates';
import { partyPhases, partySelectionsPhase, partyWhipsPhase } from './parties/phases';
import { seedParties, seedPartyChairs } from './parties/seed-parties';
import { referendumEndpoints } from './referendums/endpoints';
import { referendumPhases } from './referendums/phases';
import { confidencePhases } from './vacancies/confidence/phases';
import { vacancyPhases } from './vacancies/phases';
import { vacancyNextSteps } from './vacancies/next-steps';
import { vacancyEndpoints } from './vacancies/endpoints';

/** Offices and seats, elections, bills, parties, referendums, governments and joining the game. */
export const politicsManifest = {
  system: 'politics',
  // Vacancies fill (or call by-elections) first; elections seat this turn's winners and governments form;
  // confidence votes follow the formations; nominations are decided and made; then legislators propose, vote
  // and resolve bills, and executive orders lapse or are issued (a bill on the same law has ended its order
  // by then); parties collect dues and referendums poll last.
  phases: [
    ...vacancyPhases,
    // Members choose their party's candidates (where no primary does) as soon as the races open.
    electionPhases[0],
    partySelectionsPhase,
    ...electionPhases.slice(1),
    ...governmentPhases,
    ...confidencePhases,
    executiveNominationsPhase,
    centralBankChairsPhase,
    sovereignCrisisDecisionsPhase,
    // Non-player party leaders whip the rounds that opened this turn before legislators vote on them.
    legislationPhases[0],
    partyWhipsPhase,
    ...legislationPhases.slice(1),
    executiveOrdersPhase,
    ...partyPhases,
    ...referendumPhases,
  ],
  endpoints: {
    ...officeEndpoints,
    ...partyEndpoints,
    ...referendumEndpoints,
    ...governmentEndpoints,
    ...electionEndpoints,
    ...legislationEndpoints,
    ...vacancyEndpoints,
  },
  clientEndpoints: {},
  seedSteps: [
    { id: 'politics.parties', run: (tx, ctx) => seedParties(tx, ctx.plan.parties) },
    // Offices read the policy system's leans and create the politicians who hold the seats.
    { id: 'politics.offices', run: (tx, ctx) => seedOffices(tx, { seed: ctx.options.seed, turn: ctx.turn }) },
    { id: 'politics.party-chairs', run: (tx) => seedPartyChairs(tx) },
  ],
  notificationKinds: {
    election_filed: { label: 'Election filings', description: 'You filed to stand in an election.' },
    election_filing_open: {
      label: 'Filing opens',
      description: 'Filing opened for a seat you could run for.',
    },
    election_primary_won: {
      label: 'Primaries won',
      description: 'You won your primary, with your share and place.',
    },
    election_primary_lost: {
      label: 'Primaries lost',
      description: 'You lost your primary, with your share and place.',
    },
    election_won: { label: 'Elections won', description: 'You won an election, with your share and place.' },
    election_lost: {
      label: 'Elections lost',
      description: 'You lost an election, with your share and place.',
    },
    election_debate: {
      label: 'Debates',
      description:
        'A rival challenged you to a debate, answered your challenge, or a debate of yours was held.',
    },
    election_endorsement: {
      label: 'Endorsements',
      description: 'An office holder or party leader endorsed you in a race.',
    },
    election_endorsement_asked: {
      label: 'Endorsements asked',
      description: 'A candidate asked you for your endorsement in a race.',
    },
    bill_passed: { label: 'Bills passed', description: 'A bill you sponsored or voted on passed.' },
    bill_failed: { label: 'Bills failed', description: 'A bill you sponsored or voted on failed.' },
    party_dues: {
      label: 'Party dues',
      description: 'Your party took its dues from your campaign funds.',
    },
    party_leadership: {
      label: 'Party leadership elections',
      description: 'A leadership election in your party opened, or was decided.',
    },
    party_whip: { label: 'Party whips', description: 'Your party set a whip on a bill you vote on.' },
    party_standing: {
      label: 'Party standing',
      description: 'You voted against your party’s whip and lost standing.',
    },
    party_grant: { label: 'Party grants', description: 'Your party’s leader granted you treasury money.' },
    party_expelled: { label: 'Party expulsions', description: 'Your party’s leader expelled you.' },
    party_selection: {
      label: 'Candidate selections',
      description:
        'Your party’s members choose its candidate for a race you can vote in or stand in, or chose.',
    },
    party_coalition: {
      label: 'Coalition talks',
      description: 'Your party made, received or had answered an offer to govern together.',
    },
    office_left: { label: 'Offices left', description: 'You resigned an office, and how it will be filled.' },
    office_taken: {
      label: 'Offices taken',
      description: 'You took an office from a party list, by appointment or by succession.',
    },
    interim_appointment_due: {
      label: 'Interim appointments',
      description: 'As governor, you choose who fills a vacant Senate seat until the special election.',
    },
    by_election_called: {
      label: 'By-elections',
      description: 'A by-election was called for a seat you could stand for.',
    },
    confidence_vote_called: {
      label: 'Confidence votes called',
      description: 'A vote of no confidence in your government, or in your chamber, was called.',
    },
    confidence_vote_decided: {
      label: 'Confidence votes decided',
      description: 'A vote of no confidence you could vote on, or on your government, was decided.',
    },
    nominated: {
      label: 'Nominations',
      description: 'You were nominated to a cabinet seat or the central bank’s chair.',
    },
    nomination_defaulted: {
      label: 'Default nominations',
      description:
        'A seat you had to fill stayed empty past its window, so its default nominee was named for you.',
    },
    nomination_decided: {
      label: 'Nominations decided',
      description: 'A nomination of yours, or one you made, was confirmed or rejected.',
    },
    cabinet_dismissed: { label: 'Dismissals', description: 'The head of government dismissed you.' },
    executive_order: {
      label: 'Executive orders',
      description: 'An executive order was issued in your country or home state.',
    },
    bill_signed: { label: 'Bills signed', description: 'The head of government signed your bill into law.' },
    bill_vetoed: { label: 'Bills vetoed', description: 'The head of government vetoed your bill.' },
    veto_overridden: {
      label: 'Vetoes overridden',
      description: 'Both chambers overrode a veto of your bill, or of yours.',
    },
    bill_vote_open: {
      label: 'Votes opened',
      description:
        'A vote opened on a bill in your chamber (an urgent alert when you asked for bill alerts).',
    },
    bill_awaiting_signature: {
      label: 'Bills on your desk',
      description: 'Both chambers passed a bill that waits for your signature or veto.',
    },
    referendum_decided: {
      label: 'Referendums',
      description: 'A referendum in your country or home state was decided.',
    },
  },
  nextSteps: combineNextSteps(
    characterSetupNextSteps,
    partyNextSteps,
    legislationNextSteps,
    electionNextSteps,
    campaignNextSteps,
    vacancyNextSteps,
    executiveNextSteps,
  ),
  decisionTemplates: [...partyDecisionTemplates, ...sovereignCrisisTemplates],
} satisfies SystemManifest;
