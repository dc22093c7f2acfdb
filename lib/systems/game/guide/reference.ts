import {
  ACTIONS_CAP,
  ACTIONS_PER_TURN,
  FUNDRAISE_ACTION_COST,
  NEW_PLAYER_CAMPAIGN_FUNDS,
  NEW_PLAYER_CASH_ON_HAND,
} from '@/lib/systems/core/characters/constants';
import { TURN_SYSTEMS } from '@/lib/systems/core/turn/types';
import { metricCategoryLabel } from '@/lib/systems/policy/labels';
import { legislationTypeReferences, metricReferences } from '@/lib/systems/policy/reference';
import { BILL_PROPOSE_ACTION_COST, BILL_VOTING_TURNS } from '@/lib/systems/politics/legislation/constants';
import { OFFICE_CATALOG, type OfficeDefinition } from '@/lib/systems/politics/offices/catalog';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from '@/lib/systems/politics/parties/constants';
import { phasesBySystem, lastPhases } from '@/lib/systems/game/turn/registry';
import { ONBOARDING_REWARD, ONBOARDING_REWARD_POOL } from '@/lib/systems/game/onboarding/onboarding';

/**
 * The guide's reference pages, built from the game's own catalogs (offices, legislation types, metrics, the
 * turn's phases, the money constants) so that they cannot drift from the code. guide.test.ts checks that
 * every catalog entry has one.
 */

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  UK: 'United Kingdom',
  DE: 'Germany',
  JP: 'Japan',
};
export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

const ROLE_WORDS: Record<OfficeDefinition['role'], string> = {
  head: 'Leads the country’s government: signs or vetoes what the legislature passes and names the cabinet.',
  legislator: 'Sits in a chamber of the legislature: proposes bills and votes on them.',
  regional_head: 'Runs a state or region: its budget, its resources and the laws passed for it.',
  cabinet: 'Runs a department of the national government, named by the head of government.',
  central_bank: 'Chairs the central bank, which sets the prime rate; named by each new head of government.',
};

const VOTING_WORDS: Record<string, string> = {
  fptp: 'the candidate with the most votes wins',
  electoral_college: 'states’ electoral votes decide',
  additional_member: 'constituency seats by most votes, topped up from party lists',
  mixed_member_proportional: 'constituency seats plus party lists, so seats follow each party’s share',
  parallel: 'constituency seats and party-list seats counted separately',
};

export interface OfficeEntry {
  anchor: string;
  title: string;
  country: string;
  chamber: string | null;
  what: string;
  how: string;
}

function howWon(office: OfficeDefinition): string {
  if (office.filledBy === 'appointment') return 'Appointed, not elected.';
  if (office.filledBy === 'parliament')
    return 'Chosen by the majority of the legislature after each election.';
  const years = office.cycleTurns
    ? ` every ${Math.round(office.cycleTurns / 52)} years (${office.cycleTurns} turns)`
    : '';
  const primary = office.hasPrimary ? ', after a party primary' : '';
  const rule = office.votingSystem
    ? `: ${VOTING_WORDS[office.votingSystem] ?? office.votingSystem.replaceAll('_', ' ')}`
    : '';
  const where = office.scope === 'national' ? 'nationally' : 'in each state or region';
  return `Elected ${where}${years}${primary}${rule}.`;
}

export function officeEntries(): OfficeEntry[] {
  return Object.entries(OFFICE_CATALOG).flatMap(([country, catalog]) =>
    catalog.offices.map((office) => ({
      anchor: `office-${country.toLowerCase()}-${office.key}`,
      title: office.title,
      country,
      chamber: catalog.chambers.find((chamber) => chamber.key === office.chamberKey)?.name ?? null,
      what: ROLE_WORDS[office.role],
      how: howWon(office),
    })),
  );
}

const metricById = new Map(metricReferences.map((metric) => [metric.id, metric]));

export interface MetricEntry {
  anchor: string;
  label: string;
  category: string;
  unit: string;
  higherIsBetter: boolean;
  typical: number;
  min: number;
  max: number;
}

export const metricAnchor = (id: string) => `metric-${id}`;

export function metricEntries(): MetricEntry[] {
  return metricReferences.map((metric) => ({
    anchor: metricAnchor(metric.id),
    label: metric.label,
    category: metricCategoryLabel(metric.category),
    unit: metric.unit,
    higherIsBetter: metric.higherIsBetter,
    typical: metric.typical,
    min: metric.min,
    max: metric.max,
  }));
}

export interface LegislationEntry {
  anchor: string;
  /** The law's guide page: /guide/legislation/<slug>. */
  slug: string;
  name: string;
  domain: string;
  scope: string;
  countries: string;
  options: {
    name: string;
    stance: { economic: number; social: number };
    effects: { metric: string; metricAnchor: string; perTurn: number; good: boolean }[];
  }[];
}

const SCOPE_WORDS = {
  national: 'National law only',
  state: 'State or regional law only',
  both: 'National or state law',
};

export function legislationEntries(): LegislationEntry[] {
  return legislationTypeReferences.map((type) => ({
    anchor: `law-${type.id}`,
    slug: type.id.replace(/_/g, '-'),
    name: type.name,
    domain: metricCategoryLabel(type.policyDomain),
    scope: SCOPE_WORDS[type.allowedScope],
    countries: type.countries.length ? type.countries.map(countryName).join(', ') : 'Every country',
    options: type.policyOptions.map((option) => ({
      name: option.name,
      stance: { economic: option.economic, social: option.social },
      effects: option.metricEffects.map((effect) => {
        const metric = metricById.get(effect.metricId);
        return {
          metric: metric?.label ?? effect.metricId,
          metricAnchor: metricAnchor(effect.metricId),
          perTurn: effect.ratePerTurn,
          good: effect.ratePerTurn > 0 === (metric?.higherIsBetter ?? true),
        };
      }),
    })),
  }));
}

/** One law's entry by its slug, or null. */
export function legislationEntry(slug: string): LegislationEntry | null {
  return legislationEntries().find((entry) => entry.slug === slug) ?? null;
}

const SYSTEM_WORDS: Record<string, string> = {
  core: 'Core',
  policy: 'Policy and metrics',
  economy: 'Economy',
  politics: 'Politics',
  corporations: 'Corporations and markets',
  subsidiaries: 'Holding groups',
  extraction: 'Resources',
  world: 'The world',
};

export interface PhaseEntry {
  order: number;
  system: string;
  name: string;
}

const phaseName = (id: string) => {
  const words = id.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every phase in the order a turn runs them (the same list the turn engine runs). */
export function phaseEntries(): PhaseEntry[] {
  const ordered = [
    ...TURN_SYSTEMS.flatMap((system) => phasesBySystem[system].map((phase) => ({ system, id: phase.id }))),
    ...lastPhases.map((phase) => ({ system: phase.system, id: phase.id })),
  ];
  return ordered.map((phase, index) => ({
    order: index + 1,
    system: SYSTEM_WORDS[phase.system] ?? phase.system,
    name: phaseName(phase.id),
  }));
}

/** The numbers the money chapter quotes, straight from the constants the game uses. */
export const MONEY_FACTS = {
  newPlayerFunds: NEW_PLAYER_CAMPAIGN_FUNDS,
  newPlayerCash: NEW_PLAYER_CASH_ON_HAND,
  partyDues: PARTY_DUES,
  partyDuesEveryTurns: PARTY_DUES_INTERVAL_TURNS,
  fundraiseCost: FUNDRAISE_ACTION_COST,
  actionsPerTurn: ACTIONS_PER_TURN,
  actionsCap: ACTIONS_CAP,
  billVotingTurns: BILL_VOTING_TURNS,
  billProposeCost: BILL_PROPOSE_ACTION_COST,
  onboardingReward: ONBOARDING_REWARD,
  onboardingRewardPool: ONBOARDING_REWARD_POOL,
};
