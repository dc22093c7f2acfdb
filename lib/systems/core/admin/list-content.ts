import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput, text } from '@/lib/platform/validation';
import { containsPattern } from '@/lib/systems/core/characters/like-pattern';

/** Items per page of the moderation lists. */
export const ADMIN_CONTENT_PAGE_SIZE = 20;

export const adminContentQuery = z.object({
  q: text({ max: 100 }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface AdminContentRow {
  id: string;
  title: string;
  author: string | null;
  /** The letter's recipient; null for a news post. */
  recipient: string | null;
  turn: number | null;
  createdAt: string;
  hidden: boolean;
}

export interface AdminContentList {
  items: AdminContentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/news and /api/admin/mail: what an administrator may hide, newest first, hidden ones
 * included. News lists players' posts only (the game's own reports need no moderation); `q` matches the
 * title or subject and the author's or recipient's name.
 */
export async function listContentForAdmin(
  db: Db,
  input: { kind: 'news' | 'mail'; query: unknown },
): Promise<AdminContentList> {
  const { q, page } = parseInput(adminContentQuery, input.query);
  const offset = (page - 1) * ADMIN_CONTENT_PAGE_SIZE;
  const rows =
    input.kind === 'news'
      ? await db.execute<RawRow>(sql`
          select n.id::text as id, n.title, n.author_name as author, null as recipient, n.turn, n.created_at,
                 n.hidden_at is not null as hidden, count(*) over ()::int as total
          from news_posts n
          where not n.is_system
            ${q ? sql`and (n.title ilike ${containsPattern(q)} or n.author_name ilike ${containsPattern(q)})` : sql``}
          order by n.created_at desc, n.id desc
          limit ${ADMIN_CONTENT_PAGE_SIZE} offset ${offset}`)
      : await db.execute<RawRow>(sql`
          select m.id, m.subject as title, coalesce(sc.name, su.username) as author,
                 coalesce(rc.name, ru.username) as recipient, null::int as turn, m.created_at,
                 m.hidden_at is not null as hidden, count(*) over ()::int as total
          from mail_messages m
          left join users su on su.id = m.sender_user_id
          left join characters sc on sc.id = m.sender_character_id
          left join users ru on ru.id = m.recipient_user_id
          left join characters rc on rc.id = m.recipient_character_id
          ${
            q
              ? sql`where m.subject ilike ${containsPattern(q)} or su.username ilike ${containsPattern(q)}
                      or sc.name ilike ${containsPattern(q)} or ru.username ilike ${containsPattern(q)}
                      or rc.name ilike ${containsPattern(q)}`
              : sql``
          }
          order by m.seq desc
          limit ${ADMIN_CONTENT_PAGE_SIZE} offset ${offset}`);
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      title: r.title,
      author: r.author,
      recipient: r.recipient,
      turn: r.turn === null ? null : Number(r.turn),
      createdAt: new Date(r.created_at).toISOString(),
      hidden: r.hidden,
    })),
    total: rows.rows[0]?.total ?? 0,
    page,
    pageSize: ADMIN_CONTENT_PAGE_SIZE,
  };
}

interface RawRow {
  id: string;
  title: string;
  author: string | null;
  recipient: string | null;
  turn: number | null;
  created_at: string;
  hidden: boolean;
  total: number;
  [column: string]: unknown;
}
