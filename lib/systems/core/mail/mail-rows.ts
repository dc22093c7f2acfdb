import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { MailView } from './schemas';

type MailRow = {
  id: string;
  seq: number;
  subject: string;
  body: string;
  in_reply_to_id: string | null;
  read_at: string | null;
  created_at: string;
  from_id: string | null;
  from_seq: number | null;
  from_name: string | null;
  to_id: string | null;
  to_seq: number | null;
  to_name: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** Mail with both characters' names, newest first; `where` filters `m`, `limit` caps the rows. */
export async function selectMail(db: Db, where: SQL, limit: number): Promise<(MailView & { seq: number })[]> {
  const result = await db.execute<MailRow>(sql`
    select m.id, m.seq, m.subject, m.body, m.in_reply_to_id, m.read_at, m.created_at,
           f.id as from_id, f.seq as from_seq, f.name as from_name,
           t.id as to_id, t.seq as to_seq, t.name as to_name
    from mail_messages m
      left join characters f on f.id = m.sender_character_id
      left join characters t on t.id = m.recipient_character_id
    where ${where} and m.hidden_at is null
    order by m.seq desc
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    subject: row.subject,
    body: row.body,
    from: row.from_id ? { id: row.from_id, sequentialId: row.from_seq!, name: row.from_name! } : null,
    to: row.to_id ? { id: row.to_id, sequentialId: row.to_seq!, name: row.to_name! } : null,
    inReplyToId: row.in_reply_to_id,
    read: row.read_at !== null,
    readAt: row.read_at === null ? null : iso(row.read_at),
    createdAt: iso(row.created_at),
  }));
}

export function withoutSeq({ seq: _seq, ...view }: MailView & { seq: number }): MailView {
  return view;
}
