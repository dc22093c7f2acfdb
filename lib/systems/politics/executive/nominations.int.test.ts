import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { HEAD_NOMINATION_WINDOW_TURNS } from './constants';
import { dismissMinister } from './dismiss-minister';
import { executiveNextSteps } from './next-steps';
import { nominateToSeat } from './nominate';
import { one, playerOf, refillActions, refusal, seatIn } from '@/lib/testing/executive-seats';
import { voteOnNomination } from './vote-on-nomination';

const database = seededSuiteDatabase();
let alice: Awaited<ReturnType<typeof playerOf>>;
let bob: Awaited<ReturnType<typeof playerOf>>;
let carol: Awaited<ReturnType<typeof playerOf>>;
const snapshot = stateChangeMarks(() => database.db);
const db = () => database.db;

async function unseatedNpp(country: string, skip = 0) {
  return one<{ id: string }>(
    db(),
    sql`
    select c.id from characters c where c.country_id = ${country} and c.is_npp
      and not exists (select 1 from seats s where s.holder_character_id = c.id)
      and not exists (select 1 from nominations n where n.nominee_character_id = c.id and n.status = 'pending')
    order by c.id offset ${skip} limit 1`,
  );
}
async function cabinetSeat(country: string, portfolio: string) {
  return one<{ id: string; holder: string | null }>(
    db(),
    sql`
    select s.id, s.holder_character_id as holder from seats s join offices o on o.id = s.office_id
    where s.country_id = ${country} and o.role = 'cabinet' and s.portfolio = ${portfolio}`,
  );
}
const nomination = (id: string) =>
  one<{ status: string; yes: number; no: number; chamber: string | null; decided: number | null }>(
    db(),
    sql`
    select status, yes_votes as yes, no_votes as no, chamber_id as chamber, decided_turn as decided
    from nominations where id = ${id}`,
  );

beforeAll(async () => {
  alice = await playerOf(db(), 'alice');
  bob = await playerOf(db(), 'bob');
  carol = await playerOf(db(), 'carol');
  await seatIn(db(), { characterId: alice.id, country: 'US', role: 'head' });
  await seatIn(db(), { characterId: carol.id, country: 'UK', role: 'head' });
  for (const p of [alice, bob, carol]) await refillActions(db(), p.id);
});

describe('cabinet nominations', () => {
  it('gives every cabinet seat a portfolio, finance, foreign affairs, defence and interior in every country', async () => {
    const rows = await db().execute<{ country_id: string; portfolios: string[]; seats: number }>(sql`
      select s.country_id, array_agg(s.portfolio order by s.seat_number) as portfolios, count(*)::int as seats
      from seats s join offices o on o.id = s.office_id where o.role = 'cabinet' group by s.country_id order by 1`);
    expect(rows.rows.map((r) => r.country_id)).toEqual(['DE', 'JP', 'UK', 'US']);
    for (const row of rows.rows) {
      expect(row.portfolios.slice(0, 4).sort(), row.country_id).toEqual([
        'defence',
        'finance',
        'foreign_affairs',
        'interior',
      ]);
      expect(new Set(row.portfolios).size).toBe(row.seats);
    }
  });

  it('refuses a caller who is not the head, an ineligible nominee and a chair still in term, writing nothing', async () => {
    const treasury = await cabinetSeat('US', 'finance');
    const nominee = await unseatedNpp('US');
    const senator = await one<{ id: string }>(
      db(),
      sql`
      select s.holder_character_id as id from seats s where s.office_id = 'us-senator' and s.holder_character_id is not null limit 1`,
    );
    const ukNominee = await unseatedNpp('UK');
    const chair = await one<{ id: string }>(
      db(),
      sql`
      select s.id from seats s join offices o on o.id = s.office_id where s.country_id = 'US' and o.role = 'central_bank'`,
    );
    const before = await snapshot();
    expect(
      await refusal(
        nominateToSeat(db(), { userId: bob.userId, seatId: treasury.id, characterId: nominee.id }),
      ),
    ).toMatchObject({ status: 403, code: 'NOT_OFFICE_HOLDER' });
    expect(
      await refusal(
        nominateToSeat(db(), { userId: alice.userId, seatId: treasury.id, characterId: senator.id }),
      ),
    ).toMatchObject({ status: 422, code: 'INELIGIBLE_NOMINEE' });
    expect(
      await refusal(
        nominateToSeat(db(), { userId: alice.userId, seatId: treasury.id, characterId: ukNominee.id }),
      ),
    ).toMatchObject({ status: 422 });
    expect(
      await refusal(
        nominateToSeat(db(), { userId: alice.userId, seatId: treasury.id, characterId: alice.id }),
      ),
    ).toMatchObject({ status: 422 });
    expect(
      await refusal(
        nominateToSeat(db(), { userId: alice.userId, seatId: chair.id, characterId: nominee.id }),
      ),
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(
      await refusal(
        nominateToSeat(db(), { userId: alice.userId, seatId: 'no-such-seat', characterId: nominee.id }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await refusal(dismissMinister(db(), { userId: bob.userId, seatId: treasury.id }))).toMatchObject({
      status: 403,
    });
    expect(await snapshot()).toBe(before);
  });

  it('sends a US nomination to the Senate, which votes within its window and decides by its tally', async () => {
    const treasury = await cabinetSeat('US', 'finance');
    const nominee = await unseatedNpp('US');
    const opened = await nominateToSeat(db(), {
      userId: alice.userId,
      seatId: treasury.id,
      characterId: nominee.id,
    });
    expect(opened).toMatchObject({ status: 'pending', chamberId: 'us-senate', actionCost: 1 });
    // The seat stays with its minister until the Senate decides.
    expect((await cabinetSeat('US', 'finance')).holder).toBe(treasury.holder);
    expect(
      await refusal(
        nominateToSeat(db(), {
          userId: alice.userId,
          seatId: treasury.id,
          characterId: (await unseatedNpp('US', 1)).id,
        }),
      ),
    ).toMatchObject({ status: 409 });
    // Bob sits in the Senate and votes; a second vote and a non-member's vote are refused.
    await seatIn(db(), { characterId: bob.id, country: 'US', role: 'legislator' });
    await db().execute(sql`
      update seats set holder_character_id = ${bob.id} where id = (select id from seats where office_id = 'us-senator' order by id limit 1)`);
    const voted = await voteOnNomination(db(), { userId: bob.userId, nominationId: opened.id, vote: 'yes' });
    expect(voted.tally).toEqual({ yes: 1, no: 0 });
    expect(
      await refusal(voteOnNomination(db(), { userId: bob.userId, nominationId: opened.id, vote: 'no' })),
    ).toMatchObject({ code: 'ALREADY_VOTED' });
    expect(
      await refusal(voteOnNomination(db(), { userId: carol.userId, nominationId: opened.id, vote: 'no' })),
    ).toMatchObject({ code: 'NOT_A_LEGISLATOR' });

    // The window is NOMINATION_WINDOW_TURNS (2) turns: the third turn run from here decides it.
    await runPoliticsTurns(db(), 2);
    expect((await nomination(opened.id)).status).toBe('pending');
    await runPoliticsTurns(db(), 1);
    const decided = await nomination(opened.id);
    expect(decided.yes + decided.no).toBe(100);
    expect(decided.status).toBe(decided.yes > decided.no ? 'confirmed' : 'rejected');
    expect((await cabinetSeat('US', 'finance')).holder).toBe(
      decided.status === 'confirmed' ? nominee.id : treasury.holder,
    );
    expect(
      await refusal(voteOnNomination(db(), { userId: bob.userId, nominationId: opened.id, vote: 'no' })),
    ).toMatchObject({ code: 'NOMINATION_CLOSED', status: 409 });
    const told = await one<{ n: number }>(
      db(),
      sql`
      select count(*)::int as n from notifications where character_id = ${alice.id} and kind = 'nomination_decided'`,
    );
    expect(told.n).toBe(1);
  });

  it('appoints at once where no consent is needed, and a dismissal leaves the seat to the head', async () => {
    const home = await cabinetSeat('UK', 'interior');
    const nominee = await unseatedNpp('UK');
    const opened = await nominateToSeat(db(), {
      userId: carol.userId,
      seatId: home.id,
      characterId: nominee.id,
    });
    expect(opened).toMatchObject({ status: 'confirmed', chamberId: null });
    expect((await cabinetSeat('UK', 'interior')).holder).toBe(nominee.id);
    const career = await one<{ type: string }>(
      db(),
      sql`
      select type from careers where seat_id = ${home.id} and character_id = ${nominee.id} and end_turn is null`,
    );
    expect(career.type).toBe('appointed');

    await dismissMinister(db(), { userId: carol.userId, seatId: home.id });
    expect((await cabinetSeat('UK', 'interior')).holder).toBeNull();
    expect(await refusal(dismissMinister(db(), { userId: carol.userId, seatId: home.id }))).toMatchObject({
      status: 409,
    });
    // A player head's vacancy waits for them, within their window: the turn does not fill it, and the
    // desk names the turn the default nominee will be named.
    await runPoliticsTurns(db(), 1);
    expect((await cabinetSeat('UK', 'interior')).holder).toBeNull();
    const dismissedAt = await one<{ turn: number }>(
      db(),
      sql`select max(end_turn)::int as turn from careers where seat_id = ${home.id}`,
    );
    const [step] = (
      await executiveNextSteps(db(), {
        ...carol,
        countryId: 'UK',
        stateId: '',
        lastTurn: dismissedAt.turn,
      })
    ).filter((s) => s.kind === 'cabinet-nomination' && s.label.includes('Home Secretary'));
    expect(step?.deadlineTurn).toBe(dismissedAt.turn + HEAD_NOMINATION_WINDOW_TURNS);
    expect(step?.detail).toContain(`by turn ${dismissedAt.turn + HEAD_NOMINATION_WINDOW_TURNS}`);
    // Once it closes, the nominee a non-player head would pick is named in carol's name, and she is told.
    await runPoliticsTurns(db(), HEAD_NOMINATION_WINDOW_TURNS);
    const filled = await cabinetSeat('UK', 'interior');
    expect(filled.holder).not.toBeNull();
    const defaulted = await one<{ by: string; turn: number }>(
      db(),
      sql`select nominated_by_character_id as by, nominated_turn as turn from nominations
          where seat_id = ${home.id} and nominee_character_id = ${filled.holder}`,
    );
    expect(defaulted).toEqual({ by: carol.id, turn: dismissedAt.turn + HEAD_NOMINATION_WINDOW_TURNS });
    const told = await one<{ title: string }>(
      db(),
      sql`select title from notifications where character_id = ${carol.id} and kind = 'nomination_defaulted'`,
    );
    expect(told.title).toMatch(/was nominated as Home Secretary in your name$/);
  });

  it('non-player heads fill vacant seats and replace a chair whose term ran out, through the same nominations', async () => {
    const finance = await cabinetSeat('DE', 'finance');
    await db().execute(sql`update seats set holder_character_id = null where id = ${finance.id}`);
    await db().execute(sql`
      update seats set term_end_turn = (select current_turn from game_state)
      where office_id in ('jp-central_bank_chair', 'de-central_bank_chair')`);
    await runPoliticsTurns(db(), 1);
    const filled = await cabinetSeat('DE', 'finance');
    expect(filled.holder).not.toBeNull();
    const deNomination = await one<{ status: string; by: string }>(
      db(),
      sql`
      select n.status, n.nominated_by_character_id as by from nominations n where n.seat_id = ${finance.id}`,
    );
    const head = await one<{ id: string }>(
      db(),
      sql`
      select s.holder_character_id as id from seats s where s.office_id = 'de-chancellor'`,
    );
    expect(deNomination).toEqual({ status: 'confirmed', by: head.id });
    // The ECB's president is appointed at once; the BoJ's governor waits on the House of Councillors.
    const chairs = await db().execute<{ country_id: string; status: string; chamber_id: string | null }>(sql`
      select n.country_id, n.status, n.chamber_id from nominations n join seats s on s.id = n.seat_id
      where s.office_id in ('jp-central_bank_chair', 'de-central_bank_chair') order by 1`);
    expect(chairs.rows).toEqual([
      { country_id: 'DE', status: 'confirmed', chamber_id: null },
      { country_id: 'JP', status: 'pending', chamber_id: 'jp-councillors' },
    ]);
    const term = await one<{ end: number; start: number }>(
      db(),
      sql`
      select term_end_turn as end, term_start_turn as start from seats where office_id = 'de-central_bank_chair'`,
    );
    expect(term.end - term.start).toBe(8 * 52);
  });
});
