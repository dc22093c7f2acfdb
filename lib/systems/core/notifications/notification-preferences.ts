import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import type { NotificationKindInfo } from './kinds';
import { updatePreferencesBody, type NotificationPreferenceView } from './schemas';

/** Every kind the game writes, keyed by kind, in the order the preferences page lists them. */
export type NotificationKinds = Readonly<Record<string, NotificationKindInfo>>;

function kindKeys(kinds: NotificationKinds): [string, ...string[]] {
  const keys = Object.keys(kinds);
  if (keys.length === 0) throw new Error('no notification kinds');
  return keys as [string, ...string[]];
}

async function characterOf(db: Db, userId: string): Promise<string> {
  const [row] = (
    await db.execute<{ id: string }>(sql`select id from characters where user_id = ${userId} limit 1`)
  ).rows;
  if (!row) throw new AppError('CHARACTER_NOT_FOUND', 'You have no character yet; create one first.');
  return row.id;
}

async function readPreferences(
  db: Db,
  characterId: string,
  kinds: NotificationKinds,
): Promise<NotificationPreferenceView[]> {
  const rows = await db.execute<{ kind: string; enabled: boolean }>(sql`
    select kind, enabled from notification_preferences where character_id = ${characterId}`);
  const off = new Set(rows.rows.filter((row) => !row.enabled).map((row) => row.kind));
  return Object.entries(kinds).map(([kind, info]) => ({
    kind,
    label: info.label,
    description: info.description,
    enabled: !off.has(kind),
  }));
}

/** GET /api/notifications/preferences: every kind with its label and whether it is on. */
export async function getNotificationPreferences(
  db: Db,
  input: { userId: string; kinds: NotificationKinds },
): Promise<{ preferences: NotificationPreferenceView[] }> {
  return { preferences: await readPreferences(db, await characterOf(db, input.userId), input.kinds) };
}

/** PATCH /api/notifications/preferences: switches the named kinds on or off; answers the full list. */
export async function updateNotificationPreferences(
  db: Db,
  input: { userId: string; body: unknown; kinds: NotificationKinds },
): Promise<{ preferences: NotificationPreferenceView[] }> {
  const body = parseInput(updatePreferencesBody(kindKeys(input.kinds)), input.body);
  return withTx(db, async (tx) => {
    const characterId = await characterOf(tx, input.userId);
    const rows = Object.entries(body.preferences).map(
      ([kind, enabled]) => sql`(${characterId}, ${kind}, ${enabled})`,
    );
    await tx.execute(sql`
      insert into notification_preferences (character_id, kind, enabled)
      values ${sql.join(rows, sql`, `)}
      on conflict (character_id, kind) do update set enabled = excluded.enabled`);
    return { preferences: await readPreferences(tx, characterId, input.kinds) };
  });
}
