import { afterAll, beforeAll } from 'vitest';
import { describeConflictsOverTheRun } from '../conflicts/conflicts-engine.checks';
import { describeCorporationsOverTheRun } from '../corporations/corporation-engine.checks';
import { describeEconomyOverTheRun } from '../economy/economy-engine.checks';
import { describeElectionsOverTheRun } from '../elections/elections-engine.checks';
import { describeLegislationOverTheRun } from '../legislation/legislation-engine.checks';
import { describeOrganizationsOverTheRun } from '../organizations/organizations-engine.checks';
import { describeCivicLifeOverTheRun } from '../referendums/civic-engine.checks';
import { createWorldRun } from '../testing/world-run';
import { describeWorldEventsOverTheRun } from '../world-events/events-engine.checks';

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
describeCivicLifeOverTheRun(world);
describeOrganizationsOverTheRun(world);
describeConflictsOverTheRun(world);
describeWorldEventsOverTheRun(world);
