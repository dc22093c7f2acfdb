import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiKeys, users } from '@/models';
import { createApiKey, revokeApiKey, type ApiKeyScope } from '@/lib/platform/auth/api-keys';
import { getDb, type Db } from '@/lib/platform/db';
import { isAppError } from '@/lib/platform/errors';

/**
 * A new API key token for `user` (a username or a user row), through the real createApiKey verb.
 * At the 3-per-scope cap it revokes that user's oldest key first, so a test can ask for as many as
 * it likes; a test that needs several keys alive at once should not rely on more than three.
 */
export async function freshApiKey(
  user: string | { id: string },
  scope: ApiKeyScope = 'public',
  db: Db = getDb(),
): Promise<string> {
  const userId = typeof user === 'string' ? await userIdOf(db, user) : user.id;
  try {
    return (await createApiKey(db, userId, { scope, name: `test ${scope}` })).token;
  } catch (error) {
    if (!isAppError(error) || error.code !== 'API_KEY_LIMIT') throw error;
    const [oldest] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), eq(apiKeys.scope, scope), isNull(apiKeys.revokedAt)))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
      .limit(1);
    await revokeApiKey(db, userId, oldest!.id);
    return (await createApiKey(db, userId, { scope, name: `test ${scope}` })).token;
  }
}

async function userIdOf(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
