import { afterAll, beforeAll } from 'vitest';
import { describeDecisionsOverTheRun } from '@/lib/systems/game/decisions/decisions-engine.world-checks';
import { describeConflictsOverTheRun } from '@/lib/systems/world/conflicts/conflicts-engine.world-checks';
import { describeCorporationsOverTheRun } from '@/lib/systems/corporations/companies/corporation-engine.world-checks';
import { describeEconomyOverTheRun } from '@/lib/systems/economy/macro/economy-engine.world-checks';
import { describeElectionsOverTheRun } from '@/lib/systems/politics/elections/elections-engine.world-checks';
import { describeExecutiveOverTheRun } from '@/lib/systems/politics/executive/executive-engine.world-checks';
import { describeLegislationOverTheRun } from '@/lib/systems/politics/legislation/legislation-engine.world-checks';
import { describeOrganizationsOverTheRun } from '@/lib/systems/world/organizations/organizations-engine.world-checks';
import { describeCivicLifeOverTheRun } from '@/lib/systems/politics/referendums/civic-engine.world-checks';
import { describePartiesOverTheRun } from '@/lib/systems/politics/parties/parties-engine.world-checks';
import { describeSecondChambersOverTheRun } from '@/lib/systems/politics/offices/offices-engine.world-checks';
import { describeVacanciesOverTheRun } from '@/lib/systems/politics/vacancies/vacancies-engine.world-checks';
import { createWorldRun } from '@/lib/testing/world-run';
import { describeWorldEventsOverTheRun } from '@/lib/systems/world/world-events/events-engine.world-checks';

/**
 * The long engine test: 200 turns (about four game years) of the default world, every system running and
 * the ledger reconciled after every phase (a phase that leaves it out of balance fails the run, naming
 * itself). Each system then checks its own outcomes on the same run.
 */
const world = createWorldRun(200);

beforeAll(() => world.run(), 1_800_000);
afterAll(() => world.close());

describeEconomyOverTheRun(world);
describeCorporationsOverTheRun(world);
describeElectionsOverTheRun(world);
describeLegislationOverTheRun(world);
describePartiesOverTheRun(world);
describeVacanciesOverTheRun(world);
describeSecondChambersOverTheRun(world);
describeExecutiveOverTheRun(world);
describeCivicLifeOverTheRun(world);
describeOrganizationsOverTheRun(world);
describeConflictsOverTheRun(world);
describeWorldEventsOverTheRun(world);
describeDecisionsOverTheRun(world);
