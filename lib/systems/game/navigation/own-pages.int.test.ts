import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as ownPage } from '@/app/me/[...path]/route';
import { GET as seatRace } from '@/app/elections/seat/[seatId]/route';
import type { RouteContext } from '@/lib/platform/http/request';
import { clientRequest, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { newObjectId } from '@/lib/platform/ids';
import { characters, elections, seats, users } from '@/models';

const database = seededSuiteDatabase();

const context = (params: Record<string, string | string[]>) =>
  ({ params: Promise.resolve(params) }) as unknown as RouteContext;

async function open(path: string[], cookie?: string) {
  const response = await ownPage(clientRequest(`/me/${path.join('/')}`, { cookie }), context({ path }));
  return { status: response.status, location: response.headers.get('location') };
}

async function seqOf(username: string): Promise<number> {
  const [row] = await database.db
    .select({ seq: characters.seq })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, username));
  return row!.seq;
}

describe('GET /me/...', () => {
  it("sends a player to their own character, home state and country's pages", async () => {
    const alice = await loginAs('alice');
    expect(await open(['character'], alice)).toEqual({
      status: 307,
      location: `/characters/${await seqOf('alice')}`,
    });
    expect(await open(['state'], alice)).toEqual({ status: 307, location: '/states/CA/resources' });
    expect(await open(['country', 'elections'], alice)).toEqual({
      status: 307,
      location: '/countries/US/elections',
    });
    const carol = await loginAs('carol');
    expect(await open(['state'], carol)).toEqual({ status: 307, location: '/states/UKI/resources' });
  });

  it('sends a guest to log in, or to the countries when any country will do', async () => {
    expect(await open(['character'])).toEqual({ status: 307, location: '/login' });
    expect(await open(['country'])).toEqual({ status: 307, location: '/countries' });
  });

  it('answers 404 for anything else', async () => {
    expect((await open(['settings'])).status).toBe(404);
    expect((await open(['country', 'nowhere'])).status).toBe(404);
  });
});

describe('GET /elections/seat/[seatId]', () => {
  const open = async (seatId: string) => {
    const response = await seatRace(clientRequest(`/elections/seat/${seatId}`), context({ seatId }));
    return { status: response.status, location: response.headers.get('location') };
  };

  it("opens the seat's newest race, its delegation's for a legislature seat, else the country's races", async () => {
    const seat = async (id: string) => (await database.db.select().from(seats).where(eq(seats.id, id)))[0]!;
    const [governor, senator, otherSenator] = await Promise.all(
      ['us-governor-ca-1', 'us-senator-tx-1', 'us-senator-tx-2'].map(seat),
    );
    const race = (over: Partial<typeof elections.$inferInsert>) => ({
      id: newObjectId(),
      countryId: 'US',
      cycle: 1,
      electionYear: 2026,
      totalSeats: 1,
      status: 'upcoming' as const,
      scheduledTurn: 1,
      generalTurn: 5,
      endTurn: 8,
      ...over,
      officeId: over.officeId!,
      electionType: over.electionType!,
    });
    const older = race({
      officeId: governor!.officeId,
      electionType: 'governor',
      stateId: 'CA',
      seatId: governor!.id,
    });
    const newer = { ...older, id: newObjectId(), cycle: 2, endTurn: 40 };
    const delegation = race({
      officeId: senator!.officeId,
      electionType: 'senator',
      stateId: 'TX',
      staggerClass: senator!.staggerClass,
    });
    await database.db.insert(elections).values([older, newer, delegation]);

    expect(await open(governor!.id)).toEqual({ status: 307, location: `/elections/${newer.id}` });
    expect(await open(senator!.id)).toEqual({ status: 307, location: `/elections/${delegation.id}` });
    // The other Texas seat sits in another stagger class: no race of its own yet.
    expect(otherSenator!.staggerClass).not.toBe(senator!.staggerClass);
    expect(await open(otherSenator!.id)).toEqual({ status: 307, location: '/countries/US/elections' });
    expect((await open('us-nothing-xx-9')).status).toBe(404);
  });
});
