import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { setUserBan } from '@/lib/platform/auth/account';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput, text } from '@/lib/platform/validation';
import { containsPattern } from '@/lib/systems/core/characters/like-pattern';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { recordAdminAction } from './record-admin-action';

/** A user's, news post's or letter's id from the path: checked text, so hostile bytes are a 400. */
const recordIdParam = text({ max: 64 });

/** Users per page of the admin's user list. */
export const ADMIN_USERS_PAGE_SIZE = 50;

export const adminUsersQuery = z.object({
  q: text({ max: 100 }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const banUserBody = z.object({
  banned: z.boolean(),
  reason: text({ max: 500 }).optional(),
});

export interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  displayName: string;
  characterName: string | null;
  isAdmin: boolean;
  bannedAt: string | null;
  createdAt: string;
}

/** The admin's user list: username, email or character name containing `q`, newest accounts first. */
export async function listUsersForAdmin(
  db: Db,
  input: unknown,
): Promise<{ users: AdminUserRow[]; total: number; page: number; pageSize: number }> {
  const { q, page } = parseInput(adminUsersQuery, input);
  const filter = q
    ? sql`where u.username ilike ${containsPattern(q)} or u.email ilike ${containsPattern(q)}
              or u.display_name ilike ${containsPattern(q)} or c.name ilike ${containsPattern(q)}`
    : sql``;
  const rows = await db.execute<{
    id: string;
    username: string;
    email: string;
    display_name: string;
    character_name: string | null;
    is_admin: boolean;
    banned_at: string | null;
    created_at: string;
    total: number;
  }>(sql`
    select u.id, u.username, u.email, u.display_name, c.name as character_name, u.is_admin, u.banned_at,
           u.created_at, count(*) over ()::int as total
    from users u left join characters c on c.user_id = u.id
    ${filter}
    order by u.created_at desc, u.username
    limit ${ADMIN_USERS_PAGE_SIZE} offset ${(page - 1) * ADMIN_USERS_PAGE_SIZE}`);
  return {
    users: rows.rows.map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      displayName: r.display_name,
      characterName: r.character_name,
      isAdmin: r.is_admin,
      bannedAt: r.banned_at ? new Date(r.banned_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: rows.rows[0]?.total ?? 0,
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

/**
 * POST /api/admin/users/[id]/ban: bans (sessions, keys and streams end at once) or unbans an account, and
 * records the act in the admin audit log. An admin cannot ban themselves or another admin.
 */
export async function banUser(
  db: Db,
  input: { actorUserId: string; userId: string; body: unknown },
): Promise<{ banned: boolean; username: string }> {
  const { banned, reason } = parseInput(banUserBody, input.body);
  const userId = parseInput(recordIdParam, input.userId);
  return withTx(db, async (tx) => {
    const [target] = (
      await tx.execute<{ username: string; is_admin: boolean; banned: boolean }>(sql`
        select username, is_admin, banned_at is not null as banned from users where id = ${userId} for update`)
    ).rows;
    if (!target) throw new AppError('NOT_FOUND', 'No such user.');
    if (target.is_admin) throw new AppError('FORBIDDEN', 'Administrators cannot be banned.');
    await setUserBan(tx, { userId, banned });
    if (target.banned !== banned) {
      await recordAdminAction(tx, {
        actorUserId: input.actorUserId,
        action: banned ? 'user_banned' : 'user_unbanned',
        subject: userId,
        details: { username: target.username, ...(reason ? { reason } : {}) },
        turn: await currentTurn(tx),
      });
    }
    return { banned, username: target.username };
  });
}

/** The admin audit log, newest first, with the acting admin's username. */
export async function listAdminAudit(db: Db, input: { limit?: number } = {}) {
  const rows = await db.execute<{
    id: number;
    actor: string | null;
    action: string;
    subject: string;
    details: Record<string, unknown>;
    turn: number;
    created_at: string;
  }>(sql`
    select a.id, u.username as actor, a.action, a.subject, a.details, a.turn, a.created_at
    from admin_audit_log a left join users u on u.id = a.actor_user_id
    order by a.id desc limit ${Math.min(input.limit ?? 50, 200)}`);
  return {
    entries: rows.rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      details: r.details,
      turn: r.turn,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

export const hideContentBody = z.object({
  hidden: z.boolean(),
  reason: text({ max: 500 }).optional(),
});

/**
 * POST /api/admin/news/[id]/hide and /api/admin/mail/[id]/hide: hides (or shows again) a news post or a
 * letter; every list and mailbox leaves a hidden one out. Recorded in the admin audit log.
 */
export async function hideContent(
  db: Db,
  input: { actorUserId: string; target: 'news' | 'mail'; id: string; body: unknown },
): Promise<{ hidden: boolean }> {
  const { hidden, reason } = parseInput(hideContentBody, input.body);
  const rawId = parseInput(recordIdParam, input.id);
  return withTx(db, async (tx) => {
    const table = input.target === 'news' ? sql`news_posts` : sql`mail_messages`;
    const id = input.target === 'news' ? sql`${Number.parseInt(rawId, 10) || 0}::int` : sql`${rawId}`;
    const changed = await tx.execute<{ title: string; was_hidden: boolean }>(sql`
      with before as (select hidden_at is not null as was_hidden from ${table} where id = ${id} for update)
      update ${table} t set hidden_at = ${hidden ? sql`coalesce(t.hidden_at, now())` : sql`null`}
      from before where t.id = ${id}
      returning ${input.target === 'news' ? sql`t.title` : sql`t.subject`} as title, before.was_hidden`);
    const [row] = changed.rows;
    if (!row)
      throw new AppError('NOT_FOUND', input.target === 'news' ? 'No such news post.' : 'No such letter.');
    if (row.was_hidden !== hidden) {
      await recordAdminAction(tx, {
        actorUserId: input.actorUserId,
        action: `${input.target}_${hidden ? 'hidden' : 'shown'}`,
        subject: rawId,
        details: { title: row.title, ...(reason ? { reason } : {}) },
        turn: await currentTurn(tx),
      });
    }
    return { hidden };
  });
}
