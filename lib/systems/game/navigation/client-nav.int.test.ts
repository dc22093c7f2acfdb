import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { newObjectId } from '@/lib/platform/ids';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { characters, mailMessages, notifications, parties, users } from '@/models';

const database = seededSuiteDatabase();

const GUEST = {
  user: null,
  hasCharacter: false,
  characterCountryId: null,
  unreadCount: 0,
  unreadMailCount: 0,
  homeState: null,
  currentParty: null,
  activeElection: null,
  activePresidentElectionId: null,
  activePresidentElectionSeatId: null,
  missingDemographics: false,
  theme: 'system',
  characterSeq: null,
};

async function userId(username: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('GET /api/client-nav', () => {
  it('serves the guest manifest without a session, or with a forged one', async () => {
    const guest = await call(clientNav, '/api/client-nav');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual(GUEST);
    const forged = await call(clientNav, '/api/client-nav', {
      cookie: 'auth-token-local=eyJhbGciOiJub25lIn0.e30.',
    });
    expect(forged.body).toEqual(GUEST);
  });

  it("returns alice's character, home state, party and only her unread counts", async () => {
    const [aliceId, bobId] = [await userId('alice'), await userId('bob')];
    const characterOf = async (user: string) =>
      (await database.db.select().from(characters).where(eq(characters.userId, user)))[0]!.id;
    const characterIds = new Map([
      [aliceId, await characterOf(aliceId)],
      [bobId, await characterOf(bobId)],
    ]);
    const note = (user: string, read: boolean) => ({
      id: newObjectId(),
      userId: user,
      characterId: characterIds.get(user)!,
      kind: 'money_received',
      turn: 1,
      title: 't',
      body: 'b',
      readAt: read ? new Date() : null,
    });
    await database.db
      .insert(notifications)
      .values([note(aliceId, false), note(aliceId, false), note(aliceId, true), note(bobId, false)]);
    const mail = (recipient: string, read: boolean) => ({
      id: newObjectId(),
      senderUserId: bobId,
      recipientUserId: recipient,
      subject: 's',
      body: 'b',
      readAt: read ? new Date() : null,
    });
    await database.db
      .insert(mailMessages)
      .values([mail(aliceId, false), mail(aliceId, true), mail(bobId, false), mail(bobId, false)]);
    const [party] = await database.db.select().from(parties).where(eq(parties.id, 'us-dem'));

    const { status, body } = await call(clientNav, '/api/client-nav', { cookie: await loginAs('alice') });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...GUEST,
      user: { username: 'alice', isAdmin: false },
      hasCharacter: true,
      characterCountryId: 'US',
      unreadCount: 2,
      unreadMailCount: 1,
      homeState: { id: 'CA', name: 'California' },
      currentParty: { id: 'us-dem', name: party!.name },
      characterSeq: expect.any(Number),
    });
  });

  it('reports a character in another country, and the stored theme', async () => {
    await database.db.update(users).set({ theme: 'dark' }).where(eq(users.username, 'carol'));
    const { body } = await call(clientNav, '/api/client-nav', { cookie: await loginAs('carol') });
    expect(body).toMatchObject({ characterCountryId: 'UK', homeState: { id: 'UKI' }, theme: 'dark' });
  });

  it('shows an admin without a character as signed in but characterless', async () => {
    const { body } = await call(clientNav, '/api/client-nav', { cookie: await loginAs('admin') });
    expect(body).toEqual({ ...GUEST, user: { username: 'admin', isAdmin: true } });
  });
});
