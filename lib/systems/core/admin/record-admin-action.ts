import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

export interface AdminAction {
  actorUserId: string;
  /** What was done, e.g. 'seat_holder'. */
  action: string;
  /** What it was done to, e.g. a seat id. */
  subject: string;
  details: Record<string, unknown>;
  turn: number;
}

/** Appends one row to the admin audit log (moderation's record; the public history never shows it). */
export async function recordAdminAction(tx: Db, entry: AdminAction): Promise<void> {
  await tx.execute(sql`
    insert into admin_audit_log (actor_user_id, action, subject, details, turn)
    values (${entry.actorUserId}, ${entry.action}, ${entry.subject}, ${JSON.stringify(entry.details)}::jsonb,
            ${entry.turn})`);
}
