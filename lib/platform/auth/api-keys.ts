import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, users } from '@/models';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { MAX_ACTIVE_KEYS_PER_SCOPE } from './constants';
import { createApiKeyInput, revokeApiKeyInput } from './schemas';

const TOKEN_RANDOM_BYTES = 32;
const PREFIX_DISPLAY_CHARS = 6;
/** lastUsedAt is refreshed at most this often, so hot keys do not write on every request. */
export const LAST_USED_RESOLUTION = sql`interval '1 minute'`;

export type ApiKeyScope = 'public' | 'private';

const TOKEN_PREFIX: Record<ApiKeyScope, string> = { public: 'svc_pub_', private: 'svc_priv_' };

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Lists a user's keys, newest first; tokens are never returned. */
export async function listApiKeys(db: Db, userId: string) {
  return db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      scope: apiKeys.scope,
      name: apiKeys.name,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Creates a key and returns its token once. At most three active keys per scope. */
export async function createApiKey(db: Db, userId: string, input: unknown) {
  const { scope, name } = parseInput(createApiKeyInput, input);
  return withTx(db, async (tx) => {
    // Lock the user row so two concurrent creates cannot both pass the count check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ active } = { active: 0 }] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), eq(apiKeys.scope, scope), isNull(apiKeys.revokedAt)));
    if (active >= MAX_ACTIVE_KEYS_PER_SCOPE) {
      throw new AppError(
        'API_KEY_LIMIT',
        `You already have ${MAX_ACTIVE_KEYS_PER_SCOPE} active ${scope} keys. Revoke one before creating another.`,
      );
    }
    const token = TOKEN_PREFIX[scope] + randomBytes(TOKEN_RANDOM_BYTES).toString('base64url');
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: newObjectId(),
        userId,
        prefix: token.slice(0, TOKEN_PREFIX[scope].length + PREFIX_DISPLAY_CHARS),
        tokenHash: hashApiToken(token),
        scope,
        name,
      })
      .returning();
    return {
      id: row!.id,
      token,
      prefix: row!.prefix,
      scope: row!.scope,
      name: row!.name,
      createdAt: row!.createdAt,
    };
  });
}

/** Revokes one of the user's own keys; revoking twice is harmless, another user's key is NOT_FOUND. */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<void> {
  // The id comes straight from the URL path.
  const { id } = parseInput(revokeApiKeyInput, { id: keyId });
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (!row) throw new AppError('NOT_FOUND', 'No such API key.');
}

export interface ApiKeyPrincipal {
  keyId: string;
  userId: string;
  scope: ApiKeyScope;
}

export const INVALID_API_KEY_MESSAGE = 'Missing or invalid API key. Send it in the X-API-Key header.';

/** Only a token with a scope prefix is worth a database lookup. */
export function isApiKeyShaped(token: string | null): token is string {
  return !!token && (token.startsWith(TOKEN_PREFIX.public) || token.startsWith(TOKEN_PREFIX.private));
}

/** Resolves an X-API-Key header to its owner; missing, unknown or revoked keys are UNAUTHORIZED. */
export async function authenticateApiKey(db: Db, token: string | null): Promise<ApiKeyPrincipal> {
  if (!isApiKeyShaped(token)) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  const [key] = await db
    .select({
      keyId: apiKeys.id,
      userId: apiKeys.userId,
      scope: apiKeys.scope,
      lastUsedStale: sql<boolean>`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - ${LAST_USED_RESOLUTION})`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.tokenHash, hashApiToken(token)), isNull(apiKeys.revokedAt)));
  if (!key) throw new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
  if (key.lastUsedStale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, key.keyId));
  }
  return { keyId: key.keyId, userId: key.userId, scope: key.scope };
}
