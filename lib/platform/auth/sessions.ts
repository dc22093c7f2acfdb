import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users, type User } from '@/models';
import type { Db } from '@/lib/platform/db';
import { SESSION_TTL_MS, signSession, verifySession } from './session';

/** Records a new session for the user and returns the signed token for its cookie. */
export async function startSession(db: Db, userId: string): Promise<string> {
  const sessionId = randomBytes(18).toString('base64url');
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  // Expired rows are dead weight; sweeping one user's keeps the table small without a cron job.
  await db.execute(sql`delete from sessions where user_id = ${userId} and expires_at < now()`);
  return signSession({ userId, sessionId });
}

/** The NOTIFY channel a logout signals with the ended session's id, so every process ends its streams. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** Ends the session a token names; an invalid or already-ended token is a no-op. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  const claims = await verifySession(token);
  if (!claims) return;
  await db.execute(sql`
    with ended as (
      delete from sessions where id = ${claims.sessionId} and user_id = ${claims.userId} returning id)
    select pg_notify(${SESSION_ENDED_CHANNEL}, id) from ended`);
}

/** The session id a cookie's token names, whether or not the session still exists; null without one. */
export async function sessionIdOf(token: string | undefined): Promise<string | null> {
  return (await verifySession(token))?.sessionId ?? null;
}

/** The signed-in user for a token whose session still exists, or null. */
export async function findSessionUser(db: Db, token: string | undefined): Promise<User | null> {
  const claims = await verifySession(token);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.bannedAt),
      ),
    );
  return row?.user ?? null;
}
