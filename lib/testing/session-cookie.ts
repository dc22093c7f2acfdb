import { eq } from 'drizzle-orm';
import { users } from '@/models';
import { sessionCookieName } from '@/lib/platform/auth/session';
import { startSession } from '@/lib/platform/auth/sessions';
import type { Db } from '@/lib/platform/db';

/** A Cookie header signed in as `username`, for calling cookie routes directly in tests. */
export async function sessionCookieFor(db: Db, username: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return `${sessionCookieName()}=${await startSession(db, user.id)}`;
}
