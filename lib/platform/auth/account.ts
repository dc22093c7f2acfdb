import { and, eq, ne, sql } from 'drizzle-orm';
import { apiKeys, sessions, users } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { assertRateLimitLeft, consumeRateLimit } from '@/lib/platform/rate-limit';
import { parseInput } from '@/lib/platform/validation';
import { hashPassword, verifyPassword } from './passwords';
import { changeEmailInput, changePasswordInput } from './schemas';
import { SESSION_ENDED_CHANNEL } from './sessions';

/**
 * Checks the account's current password before a change; a wrong one counts against the same per-account
 * throttle as a failed login, so the settings form is no side door for guessing.
 */
export async function assertCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  const subject = `account:${userId}`;
  await assertRateLimitLeft(db, 'login-account', subject);
  if (!(await verifyPassword(password, user.hash))) {
    await consumeRateLimit(db, 'login-account', subject);
    throw new AppError('WRONG_PASSWORD');
  }
}

/**
 * Ends the user's sessions (all of them, or all but `keepSessionId`) and signals each on the
 * 'session_ended' channel, so every web process closes that session's live streams at once.
 */
export async function endUserSessions(
  db: Db,
  input: { userId: string; keepSessionId?: string | null },
): Promise<number> {
  const ended = await db.execute<{ id: string }>(sql`
    with ended as (
      delete from sessions where user_id = ${input.userId}
        ${input.keepSessionId ? sql`and id <> ${input.keepSessionId}` : sql``}
      returning id)
    select id, pg_notify(${SESSION_ENDED_CHANNEL}, id) from ended`);
  return ended.rows.length;
}

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(
  db: Db,
  input: { userId: string; sessionId: string | null; body: unknown },
): Promise<{ changed: true; otherSessionsEnded: number }> {
  const { currentPassword, newPassword } = parseInput(changePasswordInput, input.body);
  await assertCurrentPassword(db, input.userId, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    const otherSessionsEnded = await endUserSessions(tx, {
      userId: input.userId,
      keepSessionId: input.sessionId,
    });
    return { changed: true as const, otherSessionsEnded };
  });
}

/** Changes the sign-in email after checking the current password; a taken address is a 409. */
export async function changeEmail(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<{ changed: true; email: string }> {
  const { currentPassword, email } = parseInput(changeEmailInput, input.body);
  await assertCurrentPassword(db, input.userId, currentPassword);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, input.userId), sql`${users.email} = ${email} or ${users.username} = ${email}`));
  if (taken) throw new AppError('EMAIL_TAKEN');
  try {
    await db.update(users).set({ email }).where(eq(users.id, input.userId));
  } catch (error) {
    // Another account took the address between the check and the write.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  return { changed: true, email };
}

/** The account's signed-in browsers, newest first; `current` marks the one asking. */
export async function listUserSessions(db: Db, input: { userId: string; sessionId: string | null }) {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, input.userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.createdAt} desc`);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  return {
    email: user?.email ?? '',
    sessions: rows.map((row) => ({
      signedInAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === input.sessionId,
    })),
  };
}

/**
 * Deletes the account itself, inside the caller's transaction: its API keys are revoked (then removed with
 * it), every session ends with its 'session_ended' signal, and the user row goes. Rows that point at the
 * user follow their foreign keys: notifications, keys and sessions are deleted, the character is kept and
 * detached (characters.user_id becomes null), sent mail keeps its text without a sender account.
 */
export async function deleteUserAccount(tx: Db, userId: string): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), sql`${apiKeys.revokedAt} is null`));
  await endUserSessions(tx, { userId });
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * Bans or unbans an account, inside the caller's transaction. A ban ends every session at once (streams
 * close through 'session_ended') and revokes every API key; unbanning lets the player log in again (keys
 * stay revoked: they make new ones). False when there is no such user.
 */
export async function setUserBan(tx: Db, input: { userId: string; banned: boolean }): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({ bannedAt: input.banned ? sql`coalesce(${users.bannedAt}, now())` : null })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  if (!row) return false;
  if (input.banned) {
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.userId, input.userId), sql`${apiKeys.revokedAt} is null`));
    await endUserSessions(tx, { userId: input.userId });
  }
  return true;
}
