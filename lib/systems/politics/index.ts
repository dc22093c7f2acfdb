import { combineNextSteps, type SystemManifest } from '@/lib/systems/core/manifest';
import { characterSetupNextSteps } from './character-setup/next-steps';
import { electionEndpoints } from './elections/endpoints';
import { electionNextSteps } from './elections/open-races';
import { electionPhases } from './elections/phases';
import { governmentEndpoints } from './government/endpoints';
import { governmentPhases } from './government/phases';
import { legislationNextSteps } from './legislation/bills-to-vote';
import { legislationEndpoints } from './legislation/endpoints';
import { legislationPhases } from './legislation/phases';
import { officeEndpoints } from './offices/endpoints';
import { seedOffices } from './offices/seed-offices';
import { partyEndpoints } from './parties/endpoints';
import { partyNextSteps } from './parties/next-steps';
import { partyPhases } from './parties/phases';
import { seedParties, seedPartyChairs } from './parties/seed-parties';
import { referendumEndpoints } from './referendums/endpoints';
import { referendumPhases } from './referendums/phases';

/** Offices and seats, elections, bills, parties, referendums, governments and joining the game. */
export const politicsManifest = {
  system: 'politics',
  // Elections seat this turn's winners and governments form; then legislators propose, vote and resolve
  // bills; parties collect dues and referendums poll last.
  phases: [...electionPhases, ...governmentPhases, ...legislationPhases, ...partyPhases, ...referendumPhases],
  endpoints: {
    ...officeEndpoints,
    ...partyEndpoints,
    ...referendumEndpoints,
    ...governmentEndpoints,
    ...electionEndpoints,
    ...legislationEndpoints,
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
    election_won: { label: 'Elections won', description: 'You won an election, with your share and place.' },
    election_lost: {
      label: 'Elections lost',
      description: 'You lost an election, with your share and place.',
    },
    bill_passed: { label: 'Bills passed', description: 'A bill you sponsored or voted on passed.' },
    bill_failed: { label: 'Bills failed', description: 'A bill you sponsored or voted on failed.' },
    bill_signed: { label: 'Bills signed', description: 'The head of government signed your bill into law.' },
    bill_vetoed: { label: 'Bills vetoed', description: 'The head of government vetoed your bill.' },
    veto_overridden: {
      label: 'Vetoes overridden',
      description: 'Both chambers overrode a veto of your bill, or of yours.',
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
  ),
} satisfies SystemManifest;
