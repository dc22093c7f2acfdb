import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/lib/platform/db';
import { env, type Env } from '@/lib/platform/env';
import { log } from '@/lib/platform/log';

/** Attempts before a row is marked failed; the waits between them double from ALERT_RETRY_BASE_MS. */
export const ALERT_MAX_ATTEMPTS = 5;
export const ALERT_RETRY_BASE_MS = 60_000;
/** How long a claimed row stays out of other loops' reach while it is being sent. */
const CLAIM_LEASE_MS = 120_000;
const BATCH = 50;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Discord refuses longer content. */
const WEBHOOK_CONTENT_MAX = 2000;

type OutboxRow = {
  id: number;
  channel: 'email' | 'webhook';
  target: string;
  subject: string;
  body: string;
  attempts: number;
};

export interface AlertSenders {
  /** Null when no SMTP server is configured: email rows wait. */
  mail: Transporter | null;
  from: string;
  fetch: typeof fetch;
}

/** The SMTP transport from SMTP_URL, or SMTP_HOST and its parts; null when neither is set. */
export function mailTransportFromEnv(e: Env = env()): Transporter | null {
  if (e.SMTP_URL) return nodemailer.createTransport(e.SMTP_URL);
  if (!e.SMTP_HOST) return null;
  return nodemailer.createTransport({
    host: e.SMTP_HOST,
    port: e.SMTP_PORT ?? 587,
    secure: e.SMTP_PORT === 465,
    auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : undefined,
  });
}

export function sendersFromEnv(e: Env = env()): AlertSenders {
  return {
    mail: mailTransportFromEnv(e),
    from: e.SMTP_FROM ?? 'Statecraft <no-reply@statecraft.local>',
    fetch: globalThis.fetch,
  };
}

async function send(row: OutboxRow, senders: AlertSenders): Promise<void> {
  if (row.channel === 'email') {
    await senders.mail!.sendMail({
      from: senders.from,
      to: row.target,
      subject: row.subject,
      text: row.body,
    });
    return;
  }
  const response = await senders.fetch(row.target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      content: `**${row.subject}**\n${row.body}`.slice(0, WEBHOOK_CONTENT_MAX),
      embeds: [{ title: row.subject.slice(0, 256), description: row.body.slice(0, 4096) }],
    }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox rows that are due, each in its own short statement outside any turn: a row claimed
 * here is leased so a second loop skips it; a failure is recorded and retried with doubling waits, and
 * marked failed after ALERT_MAX_ATTEMPTS. Never throws for a failed delivery.
 */
export async function deliverDueAlerts(
  db: Db,
  input: { senders: AlertSenders; now?: Date; retryBaseMs?: number; maxAttempts?: number },
): Promise<DeliveryResult> {
  const now = input.now ?? new Date();
  const retryBaseMs = input.retryBaseMs ?? ALERT_RETRY_BASE_MS;
  const maxAttempts = input.maxAttempts ?? ALERT_MAX_ATTEMPTS;
  const channels = input.senders.mail ? ['email', 'webhook'] : ['webhook'];
  const claimed = await db.execute<OutboxRow>(sql`
    update alert_outbox o set attempts = o.attempts + 1,
      next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_LEASE_MS / 1000})
    where o.id in (
      select id from alert_outbox
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and channel in (${sql.join(
          channels.map((c) => sql`${c}`),
          sql`, `,
        )})
      order by id limit ${BATCH}
      for update skip locked)
    returning o.id, o.channel, o.target, o.subject, o.body, o.attempts`);
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed.rows) {
    try {
      await send(row, input.senders);
      await db.execute(sql`
        update alert_outbox set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = null
        where id = ${row.id}`);
      result.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = row.attempts >= maxAttempts;
      const waitMs = retryBaseMs * 2 ** (row.attempts - 1);
      await db.execute(sql`
        update alert_outbox set last_error = ${message},
          status = ${final ? 'failed' : 'pending'},
          next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${waitMs / 1000})
        where id = ${row.id}`);
      if (final) result.failed++;
      else result.retrying++;
      log.warn(
        { alertId: row.id, channel: row.channel, attempt: row.attempts, final, err: message },
        'alert delivery failed',
      );
    }
  }
  return result;
}

/** The worker's delivery loop: every `everyMs`, beside the turn loop and never inside a turn. */
export async function runAlertDeliveryLoop(input: {
  db: Db;
  signal: AbortSignal;
  everyMs?: number;
  senders?: AlertSenders;
}): Promise<void> {
  const senders = input.senders ?? sendersFromEnv();
  while (!input.signal.aborted) {
    try {
      const result = await deliverDueAlerts(input.db, { senders });
      if (result.sent + result.retrying + result.failed > 0) log.info(result, 'alerts delivered');
    } catch (error) {
      log.error({ err: error }, 'alert delivery loop');
    }
    await sleep(input.everyMs ?? 15_000, undefined, { signal: input.signal }).catch(() => undefined);
  }
  senders.mail?.close();
}
