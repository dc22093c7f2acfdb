import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { selectMail, withoutSeq } from './mail-rows';
import { mailIdParam, markMailBody, type MailView } from './schemas';

/** A mail the user sent or received; anyone else's is answered 404, as if it did not exist. */
export async function getMail(
  db: Db,
  input: { userId: string; id: unknown },
): Promise<{ message: MailView }> {
  const id = parseInput(mailIdParam, input.id);
  const [message] = await selectMail(
    db,
    sql`m.id = ${id} and (m.recipient_user_id = ${input.userId} or m.sender_user_id = ${input.userId})`,
    1,
  );
  if (!message) throw new AppError('NOT_FOUND', 'No such mail.');
  return { message: withoutSeq(message) };
}

/** PATCH /api/mail/[id] {read: true}: the recipient marks a received mail read (once; later calls keep the time). */
export async function markMailRead(
  db: Db,
  input: { userId: string; id: unknown; body: unknown },
): Promise<{ success: true; message: MailView }> {
  const id = parseInput(mailIdParam, input.id);
  parseInput(markMailBody, input.body);
  const marked = await db.execute(sql`
    update mail_messages set read_at = coalesce(read_at, now())
    where id = ${id} and recipient_user_id = ${input.userId} and hidden_at is null
    returning id`);
  if (marked.rows.length === 0) throw new AppError('NOT_FOUND', 'No such mail in your inbox.');
  return { success: true, ...(await getMail(db, { userId: input.userId, id })) };
}
