import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { selectMail, withoutSeq } from './mail-rows';
import { sendMailBody, type MailView } from './schemas';

type Parties = {
  sender_id: string | null;
  recipient_id: string | null;
  recipient_user_id: string | null;
  reply_ok: boolean | null;
};

/**
 * POST /api/mail: the caller's character writes to another played character, named by id or sequential
 * number. Every refusal comes before the one insert, so a refused mail leaves nothing behind.
 */
export async function sendMail(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<{ success: true; message: MailView }> {
  const body = parseInput(sendMailBody, input.body);
  const recipient =
    typeof body.to === 'number' || /^\d{1,9}$/.test(body.to)
      ? sql`t.seq = ${Number(body.to)}`
      : sql`t.id = ${body.to}`;
  return withTx(db, async (tx) => {
    const [parties] = (
      await tx.execute<Parties>(sql`
        select s.id as sender_id, t.id as recipient_id, t.user_id as recipient_user_id,
               ${
                 body.inReplyToId
                   ? sql`exists (select 1 from mail_messages r where r.id = ${body.inReplyToId}
                       and (r.recipient_user_id = ${input.userId} or r.sender_user_id = ${input.userId}))`
                   : sql`null::boolean`
               } as reply_ok
        from (select 1) one
          left join characters s on s.user_id = ${input.userId}
          left join characters t on ${recipient}
        limit 1`)
    ).rows;
    if (!parties?.sender_id)
      throw new AppError('CHARACTER_NOT_FOUND', 'You have no character yet; create one first.');
    if (!parties.recipient_id)
      throw new AppError('CHARACTER_NOT_FOUND', 'No character by that id or number.');
    if (parties.recipient_id === parties.sender_id) throw new AppError('SELF_MAIL');
    if (!parties.recipient_user_id) throw new AppError('RECIPIENT_NOT_PLAYED');
    if (parties.reply_ok === false)
      throw new AppError('NOT_FOUND', 'The mail you are replying to was not found.');
    const id = newObjectId();
    await tx.execute(sql`
      insert into mail_messages (id, sender_user_id, recipient_user_id, sender_character_id, recipient_character_id,
                                 in_reply_to_id, subject, body)
      values (${id}, ${input.userId}, ${parties.recipient_user_id}, ${parties.sender_id}, ${parties.recipient_id},
              ${body.inReplyToId ?? null}, ${body.subject}, ${body.body})`);
    const [message] = await selectMail(tx, sql`m.id = ${id}`, 1);
    return { success: true, message: withoutSeq(message!) };
  });
}
