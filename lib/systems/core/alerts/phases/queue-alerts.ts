import { sql } from 'drizzle-orm';
import { URGENT_NOTIFICATION_KINDS } from '@/lib/systems/core/notifications/urgent';
import { definePhase } from '@/lib/systems/core/turn/define-phase';

/**
 * The urgent kinds whose notifications the alerts send; a decision's alert reads the decisions table
 * instead (it carries the real-time deadline).
 */
export const ALERT_NOTIFICATION_KINDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(URGENT_NOTIFICATION_KINDS).filter(([kind]) => kind !== 'decision_opened'),
);

const kindFamily = sql.raw(
  `case n.kind ${Object.entries(ALERT_NOTIFICATION_KINDS)
    .map(([kind, family]) => `when '${kind}' then '${family}'`)
    .join(' ')} end`,
);
const kindList = sql.raw(
  Object.keys(ALERT_NOTIFICATION_KINDS)
    .map((kind) => `'${kind}'`)
    .join(', '),
);

/** Deadlines as players read them, in UTC. */
const deadline = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'FMDD Mon YYYY, HH24:MI "UTC"')`);

/** Each opted-in account's channels: its email (the account's unless it chose one) and its webhook. */
const channelsSql = (where: ReturnType<typeof sql>) => sql`
  select p.user_id, p.decisions, p.bills, p.filings, ch.channel, ch.target
  from alert_preferences p
  join users u on u.id = p.user_id
  cross join lateral (values ('email', coalesce(p.email, u.email)), ('webhook', p.webhook_url)) ch(channel, target)
  where ch.target is not null and ${where}`;

const switchedOn = sql`
  (i.family = 'decisions' and c.decisions) or (i.family = 'bills' and c.bills)
  or (i.family = 'filings' and c.filings)`;

/**
 * Queues this turn's urgent alerts (a decision opened for the player, a vote opened in their chamber, a
 * bill on their desk, a race whose filing opened) and, once per real day, each account's digest of what is still open, in two statements.
 * Only the outbox is written: the worker's delivery loop sends them after the turn has committed.
 */
export const queueAlerts = definePhase({
  id: 'alerts-queue',
  system: 'core',
  async run(tx, ctx) {
    const now = ctx.now.toISOString();
    await tx.execute(sql`
      with items as (
        select ch.user_id, 'decision:' || d.id as item_key, 'decisions' as family, d.title as subject,
          d.body || ' Decide by ' || ${deadline('d.closes_at')} || '.' as body
        from decisions d join characters ch on ch.id = d.addressee_character_id
        where d.opened_turn = ${ctx.turn} and d.status = 'open' and ch.user_id is not null
        union all
        select n.user_id, 'notification:' || n.id, ${kindFamily}, n.title, n.body
        from notifications n
        where n.turn = ${ctx.turn} and n.kind in (${kindList}))
      insert into alert_outbox (user_id, kind, channel, target, subject, body, dedupe_key, turn, next_attempt_at)
      select i.user_id, 'urgent', c.channel, c.target, i.subject, i.body,
        'urgent:' || i.item_key || ':' || c.user_id || ':' || c.channel, ${ctx.turn}, ${now}::timestamptz
      from items i join (${channelsSql(sql`p.urgent_alerts`)}) c on c.user_id = i.user_id
      where ${switchedOn}
      on conflict (dedupe_key) do nothing`);

    const day = now.slice(0, 10);
    await tx.execute(sql`
      with items as (
        select ch.user_id, 'decisions' as family, d.closes_at as due,
          '• ' || d.title || ': decide by ' || ${deadline('d.closes_at')} as line
        from decisions d join characters ch on ch.id = d.addressee_character_id
        where d.status = 'open' and ch.user_id in (
          select user_id from alert_preferences where daily_digest and last_digest_on is distinct from ${day})
        union all
        select n.user_id, ${kindFamily}, null, '• ' || n.title
        from notifications n
        where n.read_at is null and n.kind in (${kindList}) and n.user_id in (
          select user_id from alert_preferences where daily_digest and last_digest_on is distinct from ${day})),
      channels as (${channelsSql(sql`p.daily_digest and p.last_digest_on is distinct from ${day}`)}),
      digests as (
        select c.user_id, c.channel, c.target, count(*) as open_items,
          string_agg(i.line, E'\n' order by i.due nulls last, i.line) as lines
        from items i join channels c on c.user_id = i.user_id
        where ${switchedOn}
        group by c.user_id, c.channel, c.target),
      stamped as (
        update alert_preferences set last_digest_on = ${day}
        where user_id in (select user_id from digests))
      insert into alert_outbox (user_id, kind, channel, target, subject, body, dedupe_key, turn, next_attempt_at)
      select user_id, 'digest', channel, target,
        'Statecraft: ' || open_items || case when open_items = 1 then ' item waits' else ' items wait' end
          || ' for you',
        lines, 'digest:' || user_id || ':' || ${day} || ':' || channel, ${ctx.turn}, ${now}::timestamptz
      from digests
      on conflict (dedupe_key) do nothing`);
  },
});
