import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { publicPollByRegion, regionalSupport } from './regional-support';

const database = seededSuiteDatabase();
let apiKey: string;
const PRESIDENT = 'us-president-nat-0-8';

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  // The presidency, California's delegation and the Commons end their terms at turn 8: filing opens at 2.
  await endTermsAt(database.db, { officeIds: ['us-president', 'uk-mp'], endTurn: 8 });
  await endTermsAt(database.db, {
    officeIds: ['us-senator', 'us-representative'],
    stateIds: ['CA'],
    endTurn: 8,
  });
  await runPoliticsTurns(database.db, 3);
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

describe('GET /api/public/v1/elections', () => {
  it("lists a country's open elections soonest first, with non-player candidates", async () => {
    const { status, body } = await callV1('elections', { apiKey, query: { country: 'us' } });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    const ids = body.elections.map((e: { id: string }) => e.id);
    expect(ids).toContain(PRESIDENT);
    expect(ids.filter((id: string) => id.startsWith('us-senator-ca-'))).toHaveLength(2);
    expect(ids).toContain('us-representative-ca-0-8');
    const president = body.elections.find((e: { id: string }) => e.id === PRESIDENT);
    expect(president).toMatchObject({
      electionType: 'president',
      title: 'President',
      state: null,
      status: 'upcoming',
      totalSeats: 1,
      endTurn: 8,
    });
    // The sitting president runs again, and each real party fields one challenger.
    const [{ parties }] = (await rows<{ parties: number }>(
      sql`select count(*)::int as parties from parties where country_id = 'US' and not is_default`,
    )) as [{ parties: number }];
    expect(president.candidates.length).toBeGreaterThanOrEqual(parties);
    expect(president.candidates.every((c: { isNPP: boolean }) => c.isNPP)).toBe(true);
    const house = body.elections.find((e: { id: string }) => e.id === 'us-representative-ca-0-8');
    const [{ seats }] = (await rows<{ seats: number }>(
      sql`select count(*)::int as seats from seats where office_id = 'us-representative' and state_id = 'CA'`,
    )) as [{ seats: number }];
    expect(house.totalSeats).toBe(seats);
    expect(house.candidates.length).toBeGreaterThan(seats);
  });

  it('filters by state and is found:false for a country without elections', async () => {
    const { body } = await callV1('elections', { apiKey, query: { country: 'US', state: 'ca' } });
    expect(body.elections.length).toBe(3);
    expect(body.elections.every((e: { state: string }) => e.state === 'CA')).toBe(true);
    expect((await callV1('elections', { apiKey, query: { country: 'JP' } })).body).toEqual({
      ok: true,
      found: false,
      elections: [],
    });
  });

  it.each<Record<string, string>>([{}, { country: '' }, { country: 'U$' }, { country: 'US', state: 'C@' }])(
    'answers %j with 400',
    async (query) => {
      const { status, body } = await callV1('elections', { apiKey, query });
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    },
  );
});

describe('GET /api/public/v1/elections/[id]', () => {
  it('shows the phase, the incumbent and the last public poll (never the live shares) before the vote', async () => {
    const { body } = await callV1('election', { apiKey, params: { id: PRESIDENT } });
    expect(body.found).toBe(true);
    expect(body.election).toMatchObject({
      id: PRESIDENT,
      electionType: 'president',
      status: 'upcoming',
      totalSeats: 1,
      hasPrimary: true,
      primaryTurn: 4,
      generalTurn: 6,
      endTurn: 8,
      cycle: 1,
    });
    expect(body.phase).toEqual({ isUpcoming: true, inPrimary: false, inGeneral: false, isEnded: false });
    const [holder] = await rows<{ name: string; party: string }>(sql`
      select c.name, p.name as party from seats s join characters c on c.id = s.holder_character_id
      join parties p on p.id = c.party_id where s.office_id = 'us-president'`);
    expect(body.incumbent).toEqual(holder);
    // Polled at turn 2; turn 3 moved the live model since. Every shown share is the poll's, none the live one.
    expect(body.latestPoll.turn).toBe(2);
    const polled = new Map<string, number>(
      body.latestPoll.candidates.map((c: { characterId: string; sharePct: number }) => [
        c.characterId,
        c.sharePct / 100,
      ]),
    );
    const live = new Map(
      (
        await rows<{ character_id: string; vote_share: number }>(sql`
          select character_id, vote_share from election_candidates where election_id = ${PRESIDENT}`)
      ).map((r) => [r.character_id, r.vote_share]),
    );
    expect(body.candidates.length).toBe(live.size);
    for (const c of body.candidates as { characterId: string; voteShare: number }[]) {
      expect(c.voteShare).toBe(polled.get(c.characterId));
      expect(c.voteShare).not.toBe(live.get(c.characterId));
    }
    const shares = body.candidates.map((c: { voteShare: number }) => c.voteShare);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 3);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // The list names them in the poll's order; the map's regions are the poll's too, not the live model's.
    const listed = (await callV1('elections', { apiKey, query: { country: 'US' } })).body.elections.find(
      (e: { id: string }) => e.id === PRESIDENT,
    );
    expect(listed.candidates.map((c: { characterName: string }) => c.characterName)).toEqual(
      body.candidates.map((c: { characterName: string }) => c.characterName),
    );
    const pollRegions = await publicPollByRegion(database.db, PRESIDENT);
    const liveRegions = await regionalSupport(database.db, PRESIDENT);
    expect(pollRegions.map((r) => r.regionId)).toEqual(liveRegions.map((r) => r.regionId));
    const liveOf = new Map(
      liveRegions.map((r) => [r.regionId, new Map(r.shares.map((x) => [x.characterId, x.share]))]),
    );
    for (const region of pollRegions) {
      for (const x of region.shares)
        expect(x.share).not.toBe(liveOf.get(region.regionId)!.get(x.characterId));
    }
    expect(body.primarySnapshots).toEqual([]);
    expect(
      body.candidates
        .filter((c: { isIncumbent: boolean }) => c.isIncumbent)
        .map((c: { characterName: string }) => c.characterName),
    ).toEqual([holder!.name]);
    expect(body.votes).toBeNull();
  });

  it('is found:false for an unknown id and 400 for a malformed one', async () => {
    expect((await callV1('election', { apiKey, params: { id: 'no-such-election' } })).body).toMatchObject({
      ok: true,
      found: false,
      election: null,
    });
    const bad = await callV1('election', { apiKey, params: { id: 'bad id!' } });
    expect(bad.status).toBe(400);
  });
});

describe('after the vote', () => {
  beforeAll(async () => {
    await runPoliticsTurns(database.db, 5); // turns 4..8: primary, general, count
  });

  it('closes the election with a final tally that adds up, and archives it', async () => {
    const { body } = await callV1('election', { apiKey, params: { id: PRESIDENT } });
    expect(body.election.status).toBe('closed');
    expect(body.phase).toEqual({ isUpcoming: false, inPrimary: false, inGeneral: false, isEnded: true });
    const winners = body.candidates.filter((c: { isWinner: boolean }) => c.isWinner);
    expect(winners).toHaveLength(1);
    // Counted: the shown shares are the real ones, and the primary's turns are public.
    const real = new Map(
      (
        await rows<{ character_id: string; vote_share: number }>(sql`
          select character_id, vote_share from election_candidates where election_id = ${PRESIDENT}`)
      ).map((r) => [r.character_id, r.vote_share]),
    );
    for (const c of body.candidates as { characterId: string; voteShare: number }[]) {
      expect(c.voteShare).toBe(real.get(c.characterId));
    }
    expect(body.primarySnapshots.length).toBeGreaterThan(0);
    expect(body.votes.totalVotes).toBe(
      body.votes.results.reduce((sum: number, r: { votes: number }) => sum + r.votes, 0),
    );
    expect(body.votes.results[0].characterName).toBe(winners[0].characterName);
    const [holder] = await rows<{ name: string }>(sql`
      select c.name from seats s join characters c on c.id = s.holder_character_id where s.office_id = 'us-president'`);
    expect(holder!.name).toBe(winners[0].characterName);

    const archives = await callV1('electionArchives', {
      apiKey,
      query: { country: 'US', type: 'president' },
    });
    expect(archives.body.elections).toHaveLength(1);
    expect(archives.body.elections[0]).toMatchObject({
      id: PRESIDENT,
      seatId: 'us-president-nat-1',
      electionType: 'president',
      state: null,
      cycle: 1,
      totalSeats: 1,
      status: 'closed',
      finalized: true,
      totalVotes: body.votes.totalVotes,
      candidateCount: body.candidates.length,
      winner: { characterName: winners[0].characterName, votes: winners[0].votes },
    });
    expect(Date.parse(archives.body.elections[0].endTime)).toBeGreaterThan(
      Date.parse(archives.body.elections[0].startTime),
    );
    const limited = await callV1('electionArchives', { apiKey, query: { limit: '2' } });
    expect(limited.body.elections).toHaveLength(2);
    expect((await callV1('electionArchives', { apiKey, query: { limit: '0' } })).status).toBe(400);
    expect((await callV1('electionArchives', { apiKey, query: { limit: '101' } })).status).toBe(400);
    // The list keeps a just-decided election, after the undecided ones, with its final votes.
    const listed = (await callV1('elections', { apiKey, query: { country: 'US' } })).body.elections;
    const closed = listed.find((e: { id: string }) => e.id === PRESIDENT);
    expect(closed).toMatchObject({ status: 'closed', seatId: 'us-president-nat-1' });
    expect(
      closed.finalVotes.map((v: { characterName: string; votes: number }) => [v.characterName, v.votes]),
    ).toEqual(
      body.votes.results.map((r: { characterName: string; votes: number }) => [r.characterName, r.votes]),
    );
    expect(closed.finalVotes.filter((v: { isWinner: boolean }) => v.isWinner)).toHaveLength(1);
    expect(listed.findIndex((e: { status: string }) => e.status === 'closed')).toBeGreaterThanOrEqual(
      listed.filter((e: { status: string }) => e.status !== 'closed').length,
    );
    expect(
      listed
        .filter((e: { status: string }) => e.status !== 'closed')
        .every((e: object) => !('finalVotes' in e)),
    ).toBe(true);
  });

  it('writes careers for the new members and the country reports its last cycle', async () => {
    const [newcomer] = await rows<{ seq: number; name: string; state: string }>(sql`
      select c.seq, c.name, st.name as state from careers cr join characters c on c.id = cr.character_id
      join states st on st.id = cr.state_id
      where cr.type = 'elected' and cr.office_id = 'us-representative' order by cr.id limit 1`);
    const { body } = await callV1('characterCareer', { apiKey, params: { id: String(newcomer!.seq) } });
    expect(body).toMatchObject({ found: true, characterName: newcomer!.name });
    expect(body.career[0]).toMatchObject({
      type: 'elected',
      office: 'Representative',
      officeType: 'representative',
      fromState: 'California',
      toState: 'California',
      startTurn: 8,
      endTurn: null,
    });
    expect((await callV1('characterCareer', { apiKey, params: { id: '999999' } })).body).toMatchObject({
      found: false,
      career: [],
    });
    expect((await callV1('characterCareer', { apiKey, params: { id: 'x'.repeat(300) } })).status).toBe(400);

    const uk = await callV1('country', { apiKey, params: { code: 'UK' } });
    expect(uk.body.lastElectionCycle).toBe(1);
  });

  it('forms a new government after the Commons election', async () => {
    const { body } = await callV1('government', { apiKey, query: { country: 'gb' } });
    expect(body.found).toBe(true);
    expect(body.countryId).toBe('UK');
    const [head] = await rows<{ name: string; party: string }>(sql`
      select c.name, p.name as party from seats s join characters c on c.id = s.holder_character_id
      join parties p on p.id = c.party_id where s.office_id = 'uk-prime_minister'`);
    expect(body.officials[0]).toMatchObject({
      role: 'Prime Minister',
      characterName: head!.name,
      party: head!.party,
      section: 'executive',
    });
    expect(
      body.officials
        .filter((o: { section: string }) => o.section === 'leadership')
        .map((o: { role: string }) => o.role),
    ).toEqual([
      'Majority leader (House of Commons)',
      'Minority leader (House of Commons)',
      'Majority leader (House of Lords)',
      'Minority leader (House of Lords)',
    ]);
    expect(body.cabinet).toHaveLength(20);
    expect(body.governmentFormation).toMatchObject({
      regime: 'parliamentary',
      formedTurn: 8,
      chamber: 'House of Commons',
      chamberSeats: 650,
    });
    const f = body.governmentFormation;
    expect(f.governingParties.reduce((sum: number, p: { seats: number }) => sum + p.seats, 0)).toBe(
      f.seatsHeld,
    );
    expect(
      f.kind === 'minority' ? f.seatsHeld < f.majorityThreshold : f.seatsHeld >= f.majorityThreshold,
    ).toBe(true);
    const events = await rows<{ event_type: string }>(
      sql`select event_type from history_events where country_id = 'UK' and turn = 8 order by id`,
    );
    expect(events.map((e) => e.event_type)).toEqual(
      expect.arrayContaining(['election_held', 'government_formed']),
    );

    const us = await callV1('government', { apiKey, query: { country: 'US' } });
    expect(us.body.governmentFormation).toMatchObject({ regime: 'presidential', kind: 'presidential' });
    expect(us.body.cabinet).toHaveLength(15);
  });

  it('requires the country', async () => {
    const { status, body } = await callV1('government', { apiKey });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect((await callV1('government', { apiKey, query: { country: 'ZZ' } })).body).toMatchObject({
      found: false,
    });
  });
});

describe('GET /api/public/v1/country/[code]/regions', () => {
  it('gives every region its electorate, apportioned seats, voting system and leans', async () => {
    const { body } = await callV1('countryRegions', { apiKey, params: { code: 'us' } });
    expect(body).toMatchObject({ found: true, countryId: 'US', countryName: 'United States', count: 51 });
    const ca = body.regions.find((r: { id: string }) => r.id === 'CA');
    const dc = body.regions.find((r: { id: string }) => r.id === 'DC');
    const [lean] = await rows<{ e: number; s: number }>(
      sql`select economic_lean as e, social_lean as s from state_demographics where state_id = 'CA'`,
    );
    expect(ca).toMatchObject({
      name: 'California',
      regionType: 'state',
      parentRegionId: null,
      region: 'West',
      population: 39_431_263,
      votingEligiblePopulation: Math.round(39_431_263 * 0.75),
      workingAgePopulation: Math.round(39_431_263 * 0.63),
      gdpPerCapita: Math.round((3_860_300 * 1_000_000) / 39_431_263),
      stateSenateSeats: 2,
      votingSystem: 'fptp',
      economicLean: Math.round(lean!.e * 10) / 10,
      socialLean: Math.round(lean!.s * 10) / 10,
    });
    expect(ca.houseDistricts).toBeGreaterThanOrEqual(50);
    expect(dc).toMatchObject({ houseDistricts: 1, stateSenateSeats: 0, region: 'South' });
    expect(
      body.regions.reduce((sum: number, r: { houseDistricts: number }) => sum + r.houseDistricts, 0),
    ).toBe(436);
    expect(Date.parse(ca.metricsUpdatedAt)).not.toBeNaN();
    // Sectors come from the state sectors of the economy: every region has its largest three.
    for (const region of body.regions as { topSectors: { share: number }[] }[]) {
      expect(region.topSectors).toHaveLength(3);
      expect(region.topSectors[0]!.share).toBeGreaterThan(0);
    }
    expect(
      body.regions.some((r: { sectorSpecializations: unknown[] }) => r.sectorSpecializations.length > 0),
    ).toBe(true);
    const uk = await callV1('countryRegions', { apiKey, params: { code: 'UK' } });
    expect(
      uk.body.regions.reduce((sum: number, r: { houseDistricts: number }) => sum + r.houseDistricts, 0),
    ).toBe(650);
    expect(uk.body.regions.find((r: { id: string }) => r.id === 'UKM')).toMatchObject({
      region: 'Scotland',
      stateSenateSeats: 0,
    });
    expect((await callV1('countryRegions', { apiKey, params: { code: 'zz' } })).body).toMatchObject({
      found: false,
      regions: [],
    });
  });
});
