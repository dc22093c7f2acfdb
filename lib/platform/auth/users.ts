import { eq, or, sql } from 'drizzle-orm';
import { users, type User } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { assertRateLimitLeft, consumeRateLimit } from '@/lib/platform/rate-limit';
import { parseInput } from '@/lib/platform/validation';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { loginInput, registerInput } from './schemas';
import { startSession } from './sessions';

/** The user object the login response carries (docs/api-contract.md, 'Client endpoints'). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    hasCompletedSetup: user.hasCompletedSetup,
    isAdmin: user.isAdmin,
  };
}

/**
 * Checks credentials and returns the user with a signed session token. Failures against one account are
 * throttled from every address together ('login-account'), counted by the name typed so unknown names
 * behave the same. A browser that signed in to the account before (`knownDeviceUserId`) is exempt: an
 * attacker can slow the guessing, never lock the player out.
 */
export async function loginUser(db: Db, input: unknown, knownDeviceUserId: string | null = null) {
  const { email, password } = parseInput(loginInput, input);
  const identifier = email.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier), eq(users.username, identifier)));
  const throttled = !user || user.id !== knownDeviceUserId;
  const subject = `account:${user?.id ?? identifier}`;
  if (throttled) await assertRateLimitLeft(db, 'login-account', subject);
  // Verify against a decoy when the user is unknown, so both failures take the same time.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !valid) {
    if (throttled) await consumeRateLimit(db, 'login-account', subject);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Told only to whoever knows the password, so the ban is no oracle for which accounts exist.
  if (user.bannedAt) throw new AppError('ACCOUNT_BANNED');
  return { user: publicUser(user), token: await startSession(db, user.id) };
}

/** Creates an account and signs the new user in. */
export async function registerUser(db: Db, input: unknown) {
  const data = parseInput(registerInput, input);
  const passwordHash = await hashPassword(data.password);
  const [user] = await db
    .insert(users)
    .values({
      id: newObjectId(),
      email: data.email,
      username: data.username,
      displayName: data.displayName ?? data.username,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) {
    // Find which unique field collided, for a precise message.
    const [clash] = await db
      .select({ emailTaken: sql<boolean>`${users.email} = ${data.email}` })
      .from(users)
      .where(or(eq(users.email, data.email), eq(users.username, data.username)));
    throw new AppError(clash?.emailTaken ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN');
  }
  return { user: publicUser(user), token: await startSession(db, user.id) };
}

/** Inserts an account as given (world seeding's demo accounts): no session, no collision message. */
export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user);
}

/** The user finished setup (created a character): the app stops sending them to /setup. */
export async function markSetupCompleted(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ hasCompletedSetup: true }).where(eq(users.id, userId));
}

/** Stores the user's theme; false when there is no such user. */
export async function setUserTheme(db: Db, userId: string, theme: User['theme']): Promise<boolean> {
  const [row] = await db.update(users).set({ theme }).where(eq(users.id, userId)).returning({ id: users.id });
  return Boolean(row);
}
