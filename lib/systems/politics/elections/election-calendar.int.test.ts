import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { getElectionPage } from './get-election-page';
import { electionNextSteps } from './open-races';
import { ELECTION_LEAD_TURNS } from './constants';

const database = seededSuiteDatabase();
let apiKey: string;
// Well past the scheduler's lead: nothing about this race exists in the elections table yet.
const TERM_END = 20;

type Race = {
  electionId: string | null;
  status: string;
  electionType: string;
  state: string | null;
  filingTurn: number;
  primaryTurn: number | null;
  generalTurn: number;
  endTurn: number;
  filingDate: string;
  endDate: string;
};

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  await endTermsAt(database.db, { officeIds: ['us-president'], endTurn: TERM_END });
  await endTermsAt(database.db, { officeIds: ['us-governor'], stateIds: ['OH'], endTurn: 3 });
});

const calendar = async (query: Record<string, string>) => callV1('electionCalendar', { apiKey, query });
const president = (races: Race[]) => races.find((r) => r.electionType === 'president')!;

describe('GET /api/public/v1/elections/calendar', () => {
  it("lists every seat group's next race, far past the scheduler's lead, with game dates", async () => {
    const { status, body } = await calendar({ country: 'US' });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    const [{ groups }] = (
      await database.db.execute<{ groups: number }>(sql`
        select count(distinct (s.office_id, s.state_id, s.stagger_class))::int as groups
        from seats s join offices o on o.id = s.office_id
        where s.country_id = 'US' and o.filled_by = 'election' and o.cycle_turns is not null`)
    ).rows as [{ groups: number }];
    expect(body.races).toHaveLength(groups);
    const race = president(body.races);
    expect(race).toMatchObject({
      electionId: null,
      status: 'scheduled',
      state: null,
      filingTurn: TERM_END - ELECTION_LEAD_TURNS,
      endTurn: TERM_END,
    });
    expect(race.filingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(race.endDate > race.filingDate).toBe(true);
    const filings = body.races.map((r: Race) => r.filingTurn);
    expect(filings).toEqual([...filings].sort((a, b) => a - b));
  });

  it('puts the next race a player could enter on the desk, with the turn its filing opens', async () => {
    const [alice] = (
      await database.db.execute<{
        id: string;
        user_id: string;
        country_id: string;
        state_id: string;
        party_id: string | null;
      }>(sql`
        select c.id, c.user_id, c.country_id, c.state_id, c.party_id
        from characters c join users u on u.id = c.user_id where u.username = 'alice'`)
    ).rows;
    const races = (await calendar({ country: alice!.country_id })).body.races as Race[];
    const next = races.find(
      (r) => r.status === 'scheduled' && (r.state === null || r.state === alice!.state_id),
    )!;
    // The politics manifest's provider, which the desk lists (lib/systems/game/desk).
    const steps = await electionNextSteps(database.db, {
      id: alice!.id,
      userId: alice!.user_id,
      countryId: alice!.country_id,
      stateId: alice!.state_id,
      partyId: alice!.party_id,
      lastTurn: 0,
    });
    const step = steps.find((s) => s.kind === 'race-next');
    expect(step).toMatchObject({ href: `/countries/${alice!.country_id}/calendar` });
    expect(step!.detail).toContain(`Filing opens at turn ${next.filingTurn}`);
  });

  it('gives the turns the scheduler then writes, and lists the race once opened', async () => {
    const projected = president((await calendar({ country: 'US' })).body.races);
    await runPoliticsTurns(database.db, projected.filingTurn);
    const { body } = await calendar({ country: 'US' });
    const opened = president(body.races);
    expect(opened.electionId).not.toBeNull();
    expect(opened.status).toBe('upcoming');
    // Every player in the country who stands nowhere was told filing opened.
    const told = (
      await database.db.execute<{ n: number; players: number }>(sql`
        select (select count(*)::int from notifications where kind = 'election_filing_open'
                  and link = ${'/elections/' + opened.electionId}) as n,
               (select count(*)::int from characters where country_id = 'US' and user_id is not null and not is_npp
                  and not exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                                  where ec.character_id = characters.id and e.status <> 'closed')) as players`)
    ).rows[0]!;
    expect(told.n).toBeGreaterThan(0);
    expect(told.n).toBe(told.players);
    const [row] = (
      await database.db.execute<{
        scheduled_turn: number;
        primary_turn: number | null;
        general_turn: number;
        end_turn: number;
      }>(
        sql`select scheduled_turn, primary_turn, general_turn, end_turn from elections where id = ${opened.electionId}`,
      )
    ).rows;
    expect(row).toEqual({
      scheduled_turn: projected.filingTurn,
      primary_turn: projected.primaryTurn,
      general_turn: projected.generalTurn,
      end_turn: projected.endTurn,
    });
    // Ohio's governor race of turn 3 is decided; its next one is projected a full term on.
    const ohio = (await calendar({ country: 'US', state: 'oh' })).body.races as Race[];
    expect(ohio.every((r) => r.state === 'OH')).toBe(true);
    const governor = ohio.find((r) => r.electionType === 'governor')!;
    expect(governor.status).toBe('scheduled');
    expect(governor.endTurn).toBeGreaterThan(TERM_END);
    // That decided race's page says when the next one opens.
    const [decided] = (
      await database.db.execute<{ id: string }>(
        sql`select id from elections where office_id = 'us-governor' and state_id = 'OH' and status = 'closed'`,
      )
    ).rows;
    const page = await getElectionPage(database.db, { id: decided!.id, userId: null });
    expect(page.nextRace).toMatchObject({ electionId: null, filingTurn: governor.filingTurn });
  });

  it.each<Record<string, string>>([{}, { country: 'U$' }, { country: 'US', state: 'C@' }])(
    'answers %j with 400',
    async (query) => {
      expect((await calendar(query)).status).toBe(400);
    },
  );
});
