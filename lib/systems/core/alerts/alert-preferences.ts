import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { updateAlertPreferencesBody, type AlertPreferencesView } from './schemas';

type Row = {
  daily_digest: boolean | null;
  urgent_alerts: boolean | null;
  decisions: boolean | null;
  bills: boolean | null;
  filings: boolean | null;
  email: string | null;
  webhook_url: string | null;
  account_email: string;
};

async function readAlertPreferences(db: Db, userId: string): Promise<AlertPreferencesView> {
  const [row] = (
    await db.execute<Row>(sql`
      select p.daily_digest, p.urgent_alerts, p.decisions, p.bills, p.filings, p.email, p.webhook_url,
        u.email as account_email
      from users u left join alert_preferences p on p.user_id = u.id
      where u.id = ${userId}`)
  ).rows;
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return {
    dailyDigest: row.daily_digest ?? false,
    urgentAlerts: row.urgent_alerts ?? false,
    decisions: row.decisions ?? true,
    bills: row.bills ?? true,
    filings: row.filings ?? true,
    email: row.email ?? row.account_email,
    emailIsAccount: row.email === null,
    webhookUrl: row.webhook_url,
  };
}

/** GET /api/notifications/alerts: the account's digest and alert switches and where they go. */
export async function getAlertPreferences(db: Db, input: { userId: string }): Promise<AlertPreferencesView> {
  return readAlertPreferences(db, input.userId);
}

/** PATCH /api/notifications/alerts: changes the named settings; answers them all. */
export async function updateAlertPreferences(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<AlertPreferencesView> {
  const body = parseInput(updateAlertPreferencesBody, input.body);
  return withTx(db, async (tx) => {
    const current = await readAlertPreferences(tx, input.userId);
    const next = { ...current, ...body };
    const email = 'email' in body ? body.email : current.emailIsAccount ? null : current.email;
    await tx.execute(sql`
      insert into alert_preferences
        (user_id, daily_digest, urgent_alerts, decisions, bills, filings, email, webhook_url)
      values (${input.userId}, ${next.dailyDigest}, ${next.urgentAlerts}, ${next.decisions}, ${next.bills},
        ${next.filings}, ${email?.toLowerCase() ?? null}, ${next.webhookUrl})
      on conflict (user_id) do update set
        daily_digest = excluded.daily_digest, urgent_alerts = excluded.urgent_alerts,
        decisions = excluded.decisions, bills = excluded.bills, filings = excluded.filings,
        email = excluded.email, webhook_url = excluded.webhook_url`);
    return readAlertPreferences(tx, input.userId);
  });
}
