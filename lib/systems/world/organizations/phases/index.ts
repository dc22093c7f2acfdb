import { castOrganizationBallots } from './cast-organization-ballots';
import { decideOrganizationMotions } from './decide-organization-motions';
import { proposeOrganizationMotions } from './propose-organization-motions';

/** Ballots first (the closing turn's stragglers vote), then decisions, then new proposals. */
export const organizationPhases = [
  castOrganizationBallots,
  decideOrganizationMotions,
  proposeOrganizationMotions,
];
