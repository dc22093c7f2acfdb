// Alerts away from the browser: the preferences API (refusals write nothing), a turn that opens a decision
// queues an urgent alert for an opted-in player and nothing for an opted-out one, a vote opening in the
// player's chamber tells them once per round and alerts them unless bills are switched off, the digest is queued once
// a day, and the worker's delivery sends mail to a local SMTP server and a webhook to a local receiver,
// retrying a failing receiver and then marking the row failed without throwing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getAlerts, PATCH as setAlerts } from '@/app/api/notifications/alerts/route';
import {
  deliverDueAlerts,
  runAlertDeliveryLoop,
  type AlertSenders,
} from '@/lib/systems/core/alerts/deliver-alerts';
import { webhookUrlProblem } from '@/lib/systems/core/alerts/schemas';
import { lastPhases, phaseById } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { call, loginAs } from '@/lib/testing/client-requests';
import { one, playerOf, refillActions, seatIn } from '@/lib/testing/executive-seats';
import { proposeBill } from '@/lib/systems/politics/legislation/propose-bill';
import { GET as listNotificationsRoute } from '@/app/api/notifications/route';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const START = new Date('2030-01-01T00:00:00Z');
/** Later than any row the simulated turns queue, so every row is due. */
const DELIVERY_NOW = new Date('2030-02-01T00:00:00Z');

const database = seededSuiteDatabase();
const db = () => database.db;
const cookies: Record<string, string> = {};
let alice: Awaited<ReturnType<typeof playerOf>>;
let bob: Awaited<ReturnType<typeof playerOf>>;

const mails: { to: string; data: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
const hooks: { path: string; body: { content: string; embeds?: { title: string }[] } }[] = [];
let receiver: Server;
let receiverUrl: string;
let senders: AlertSenders;

async function listen(server: Server | SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = (
    server instanceof SMTPServer ? (server as unknown as { server: Server }).server : server
  ).address();
  return (address as AddressInfo).port;
}

const patch = (user: string, body: unknown) =>
  call(setAlerts, '/api/notifications/alerts', { method: 'PATCH', cookie: cookies[user], body });

const outbox = () =>
  db().execute<{
    user_id: string;
    kind: string;
    channel: string;
    target: string;
    subject: string;
    body: string;
  }>(sql`select user_id, kind, channel, target, subject, body from alert_outbox order by id`);

async function turnOf(): Promise<number> {
  return (await one<{ turn: number }>(db(), sql`select current_turn as turn from game_state`)).turn;
}

/** A disaster this turn in each given state, and the turn that opens the governors' decisions. */
async function disasterTurn(stateIds: string[]) {
  const turn = await turnOf();
  for (const stateId of stateIds) {
    await db().execute(sql`
      insert into world_events (kind, title, description, scope, country_id, state_id, severity, start_turn, end_turn,
        status, effects)
      values ('natural_disaster', 'Disaster strikes', 'A storm.', 'state', 'US', ${stateId}, 3, ${turn},
        ${turn + 3}, 'active', '{"metrics": [], "economy": null, "character": null}'::jsonb)`);
  }
  await runTurn(db(), {
    trigger: 'cli',
    when: 'now',
    now: new Date(START.getTime() + turn * 300_000),
    phases: [phaseById('world-decisions-open')!, ...lastPhases],
  });
}

beforeAll(async () => {
  for (const user of ['alice', 'bob']) cookies[user] = await loginAs(user);
  alice = await playerOf(db(), 'alice');
  bob = await playerOf(db(), 'bob');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  smtpPort = await listen(smtp);
  receiver = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      hooks.push({ path: request.url ?? '', body: JSON.parse(data) });
      response.statusCode = request.url === '/failing' ? 500 : 204;
      response.end();
    });
  });
  receiverUrl = `http://127.0.0.1:${await listen(receiver)}`;
  senders = {
    mail: nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }),
    from: 'Statecraft <alerts@example.com>',
    fetch: globalThis.fetch,
  };
});
afterAll(async () => {
  senders?.mail?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('alert preferences', () => {
  it('starts with everything off and the account’s email', async () => {
    const response = await call(getAlerts, '/api/notifications/alerts', { cookie: cookies.alice });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      dailyDigest: false,
      urgentAlerts: false,
      decisions: true,
      bills: true,
      filings: true,
      email: 'alice@example.com',
      emailIsAccount: true,
      webhookUrl: null,
    });
  });

  it('refuses bad input in the client envelope and writes nothing', async () => {
    const refusals = [
      { urgentAlerts: true, webhookUrl: 'http://example.com/hook' },
      { urgentAlerts: true, webhookUrl: 'ftp://example.com/hook' },
      { urgentAlerts: true, webhookUrl: 'not a url' },
      { urgentAlerts: true, email: 'not-an-email' },
      { urgentAlerts: 'yes' },
      { urgentAlerts: true, carrierPigeon: true },
      {},
    ];
    for (const body of refusals) {
      const response = await patch('alice', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'BAD_REQUEST', error: expect.any(String) });
    }
    expect((await patch('alice', { webhookUrl: 'http://example.com/hook' })).body.error).toContain(
      'https://',
    );
    const anonymous = await call(setAlerts, '/api/notifications/alerts', {
      method: 'PATCH',
      body: { dailyDigest: true },
    });
    expect(anonymous.status).toBe(401);
    expect((await db().execute(sql`select 1 from alert_preferences`)).rows).toEqual([]);
  });

  it('allows plain http to this machine only outside production', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', 'test')).toBeNull();
    expect(webhookUrlProblem('http://localhost/hook', 'test')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', 'production')).toContain('https://');
    expect(webhookUrlProblem('https://discord.com/api/webhooks/1/x', 'production')).toBeNull();
  });

  it('saves the switches, a chosen email and a webhook, and keeps what was not named', async () => {
    const saved = await patch('alice', {
      urgentAlerts: true,
      email: 'Alice.Alerts@Example.com',
      webhookUrl: `${receiverUrl}/hook`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      urgentAlerts: true,
      dailyDigest: false,
      email: 'alice.alerts@example.com',
      emailIsAccount: false,
      webhookUrl: `${receiverUrl}/hook`,
    });
    const cleared = await patch('alice', { email: null, filings: false });
    expect(cleared.body).toMatchObject({
      urgentAlerts: true,
      email: 'alice@example.com',
      emailIsAccount: true,
      filings: false,
      webhookUrl: `${receiverUrl}/hook`,
    });
    // Bob opts out of everything explicitly.
    expect((await patch('bob', { urgentAlerts: false, dailyDigest: false })).status).toBe(200);
  });
});

describe('queued at the end of a turn', () => {
  it('queues an urgent alert on each channel for an opted-in player’s new decision, none for an opted-out one', async () => {
    const aliceSeat = await seatIn(db(), { characterId: alice.id, country: 'US', role: 'regional_head' });
    const aliceState = (
      await one<{ state_id: string }>(db(), sql`select state_id from seats where id = ${aliceSeat}`)
    ).state_id;
    // Bob governs another state, struck by the same storm.
    const bobSeat = await one<{ id: string; state_id: string }>(
      db(),
      sql`select s.id, s.state_id from seats s join offices o on o.id = s.office_id
          where s.country_id = 'US' and o.role = 'regional_head' and s.state_id <> ${aliceState}
          order by s.id limit 1`,
    );
    await db().execute(sql`update seats set holder_character_id = ${bob.id} where id = ${bobSeat.id}`);

    await disasterTurn([aliceState, bobSeat.state_id]);

    const opened = await db().execute<{ addressee_character_id: string; title: string }>(sql`
      select addressee_character_id, title from decisions where status = 'open'
        and addressee_character_id in (${alice.id}, ${bob.id})`);
    expect(opened.rows.map((r) => r.addressee_character_id).sort()).toEqual([alice.id, bob.id].sort());
    const aliceDecision = opened.rows.find((r) => r.addressee_character_id === alice.id)!;

    const rows = (await outbox()).rows;
    expect(rows).toEqual([
      expect.objectContaining({ user_id: alice.userId, kind: 'urgent', channel: expect.any(String) }),
      expect.objectContaining({ user_id: alice.userId, kind: 'urgent', channel: expect.any(String) }),
    ]);
    expect(rows.map((r) => [r.channel, r.target]).sort()).toEqual([
      ['email', 'alice@example.com'],
      ['webhook', `${receiverUrl}/hook`],
    ]);
    expect(rows[0]!.subject).toBe(aliceDecision.title);
    expect(rows[0]!.body).toMatch(/Decide by .*UTC\./);
  });

  it('queues one digest a day of what is still open, and none for an opted-out player', async () => {
    expect((await patch('alice', { dailyDigest: true })).status).toBe(200);
    await disasterTurn([]);
    await disasterTurn([]);
    const digests = (await outbox()).rows.filter((r) => r.kind === 'digest');
    expect(digests.map((r) => r.channel).sort()).toEqual(['email', 'webhook']);
    expect(digests.every((r) => r.user_id === alice.userId)).toBe(true);
    expect(digests[0]!.subject).toMatch(/^Statecraft: \d+ items? waits? for you$/);
    expect(digests[0]!.body).toMatch(/^• .*: decide by .*UTC/);
  });
  it('follows the per-kind switches: a bill on the desk alerts, a filing (switched off) does not', async () => {
    const turn = await turnOf();
    await db().execute(sql`
      insert into notifications (id, user_id, character_id, kind, title, body, turn)
      values ('aaaaaaaaaaaaaaaaaaaaaaa1', ${alice.userId}, ${alice.id}, 'bill_awaiting_signature',
          'A bill awaits your signature', 'Sign or veto it.', ${turn}),
        ('aaaaaaaaaaaaaaaaaaaaaaa2', ${alice.userId}, ${alice.id}, 'election_filing_open',
          'Filing opened', 'Stand for the seat.', ${turn})`);
    await disasterTurn([]);
    const fresh = (await outbox()).rows.filter((r) => r.kind === 'urgent' && r.subject.startsWith('A bill'));
    expect(fresh.map((r) => r.channel).sort()).toEqual(['email', 'webhook']);
    expect((await outbox()).rows.filter((r) => r.subject === 'Filing opened')).toEqual([]);
  });
});

describe('the delivery loop', () => {
  it('sends the mail to the SMTP server and the webhook to the receiver, and records them sent', async () => {
    const result = await deliverDueAlerts(db(), { senders, now: DELIVERY_NOW });
    expect(result).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(mails.map((m) => m.to)).toEqual(Array(3).fill('alice@example.com'));
    expect(mails[0]!.data).toContain('Decide by');
    expect(hooks.map((h) => h.path)).toEqual(['/hook', '/hook', '/hook']);
    expect(hooks[0]!.body.content).toMatch(/^\*\*.+\*\*\n/);
    expect(hooks[0]!.body.embeds?.[0]?.title).toEqual(expect.any(String));
    const statuses = await db().execute<{ status: string; attempts: number }>(
      sql`select status, attempts from alert_outbox`,
    );
    expect(statuses.rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(await deliverDueAlerts(db(), { senders, now: DELIVERY_NOW })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('retries a failing receiver with growing waits, then marks the row failed without throwing', async () => {
    await db().execute(sql`
      insert into alert_outbox (user_id, kind, channel, target, subject, body, dedupe_key, turn, next_attempt_at)
      values (${alice.userId}, 'urgent', 'webhook', ${`${receiverUrl}/failing`}, 'A bill on your desk', 'Sign or veto.',
        'test:failing', 1, ${DELIVERY_NOW.toISOString()}::timestamptz)`);
    const at = (ms: number) => new Date(DELIVERY_NOW.getTime() + ms);
    const options = { senders, retryBaseMs: 1000, maxAttempts: 3 };
    expect(await deliverDueAlerts(db(), { ...options, now: at(0) })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    // Not due again before its wait is over.
    expect(await deliverDueAlerts(db(), { ...options, now: at(999) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverDueAlerts(db(), { ...options, now: at(1000) })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    expect(await deliverDueAlerts(db(), { ...options, now: at(2999) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverDueAlerts(db(), { ...options, now: at(3000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    expect(await deliverDueAlerts(db(), { ...options, now: at(60_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(hooks.filter((h) => h.path === '/failing')).toHaveLength(3);
    const row = await one<{ status: string; attempts: number; last_error: string }>(
      db(),
      sql`select status, attempts, last_error from alert_outbox where dedupe_key = 'test:failing'`,
    );
    expect(row).toEqual({ status: 'failed', attempts: 3, last_error: 'webhook answered 500' });
  });

  it('runs as the worker’s loop on the wall clock until stopped', async () => {
    await db().execute(sql`
      insert into alert_outbox (user_id, kind, channel, target, subject, body, dedupe_key, turn)
      values (${alice.userId}, 'urgent', 'webhook', ${`${receiverUrl}/loop`}, 'S', 'B', 'test:loop', 1)`);
    const stop = new AbortController();
    const loop = runAlertDeliveryLoop({
      db: db(),
      signal: stop.signal,
      everyMs: 20,
      senders: { ...senders, mail: null },
    });
    const deadline = Date.now() + 10_000;
    while (!hooks.some((h) => h.path === '/loop') && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    stop.abort();
    await loop;
    expect(hooks.filter((h) => h.path === '/loop')).toHaveLength(1);
    const row = await one<{ status: string }>(
      db(),
      sql`select status from alert_outbox where dedupe_key = 'test:loop'`,
    );
    expect(row.status).toBe('sent');
  });

  it('leaves mail waiting when no SMTP server is configured', async () => {
    await db().execute(sql`
      insert into alert_outbox (user_id, kind, channel, target, subject, body, dedupe_key, turn, next_attempt_at)
      values (${alice.userId}, 'urgent', 'email', 'alice@example.com', 'S', 'B', 'test:no-smtp', 1,
        ${DELIVERY_NOW.toISOString()}::timestamptz)`);
    const noMail = { ...senders, mail: null };
    expect(await deliverDueAlerts(db(), { senders: noMail, now: DELIVERY_NOW })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const row = await one<{ status: string; attempts: number }>(
      db(),
      sql`select status, attempts from alert_outbox where dedupe_key = 'test:no-smtp'`,
    );
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });
});

describe('a vote opening in the player’s chamber', () => {
  /** Bob proposes a CA bill of `typeId` (his yes vote is cast with it); the next turn tells the chamber. */
  async function bobProposes(typeId: string): Promise<string> {
    await refillActions(db(), bob.id);
    const option = await one<{ option_index: number }>(
      db(),
      sql`select o.option_index from policy_options o where o.legislation_type_id = ${typeId}
        and not exists (select 1 from enacted_policies ep where ep.active and ep.state_id = 'CA'
          and ep.legislation_type_id = o.legislation_type_id and ep.option_index = o.option_index)
        order by o.option_index limit 1`,
    );
    const proposed = await proposeBill(db(), {
      userId: bob.userId,
      body: { legislationTypeId: typeId, optionIndex: option.option_index, stateId: 'CA' },
    });
    const turn = await turnOf();
    await runTurn(db(), {
      trigger: 'cli',
      when: 'now',
      now: new Date(START.getTime() + turn * 300_000),
      phases: [phaseById('legislation-notify')!, ...lastPhases],
    });
    return proposed.bill.id;
  }

  const told = (billId: string) =>
    db().execute<{ character_id: string; title: string }>(sql`
      select character_id, title from notifications where kind = 'bill_vote_open' and link = ${`/legislation/${billId}`}`);

  it('tells each player seated there once per round, urgently, and alerts those who asked', async () => {
    // Both sit in the House; alice also keeps her governor's seat.
    await db().execute(sql`
      with house as (
        select s.id, row_number() over (order by s.id) as n from seats s join offices o on o.id = s.office_id
        where o.id = 'us-representative' and s.is_voting)
      update seats s set holder_character_id = case h.n when 1 then ${alice.id} else ${bob.id} end
      from house h where h.id = s.id and h.n <= 2`);
    const before = (await outbox()).rows.length;
    const billId = await bobProposes('us_state_housing');
    // The sponsor voted with his proposal: only alice is told.
    const rows = (await told(billId)).rows;
    expect(rows).toEqual([{ character_id: alice.id, title: expect.stringMatching(/^Vote open: /) }]);
    const alerts = (await outbox()).rows.slice(before).filter((r) => r.subject === rows[0]!.title);
    expect(alerts.map((r) => [r.user_id, r.kind, r.channel]).sort()).toEqual([
      [alice.userId, 'urgent', 'email'],
      [alice.userId, 'urgent', 'webhook'],
    ]);
    expect(alerts[0]!.body).toMatch(/Vote by turn \d+/);
    const listed = await call(listNotificationsRoute, '/api/notifications', { cookie: cookies.alice });
    const item = (listed.body as { notifications: { kind: string; urgent: boolean }[] }).notifications.find(
      (n) => n.kind === 'bill_vote_open',
    );
    expect(item?.urgent).toBe(true);
    // The round stays open; a later turn does not tell her again.
    await bobProposes('us_state_education_funding');
    expect((await told(billId)).rows).toHaveLength(1);
  });

  it('respects the bills switch: the bell still tells, no alert is sent', async () => {
    expect((await patch('alice', { bills: false })).status).toBe(200);
    const before = (await outbox()).rows.length;
    const billId = await bobProposes('us_state_healthcare');
    expect((await told(billId)).rows.map((r) => r.character_id)).toEqual([alice.id]);
    expect((await outbox()).rows.slice(before).filter((r) => r.subject.startsWith('Vote open'))).toEqual([]);
    expect((await patch('alice', { bills: true })).status).toBe(200);
  });
});
