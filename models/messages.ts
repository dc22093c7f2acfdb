import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What the game tells one character: written by turn phases (set-based) and by player actions, through
 * the notifications verb. `seq` orders them for cursor paging.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `election_won`; preferences are per kind. */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** A page address inside the game, e.g. `/elections/12`. */
    link: text(),
    turn: integer().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.readAt),
    index('notifications_character_seq_idx').on(t.characterId, t.seq),
  ],
);

/** A character's opt-outs, one row per kind they changed; a missing row means the kind is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.kind] })],
);

/** Player-to-player mail. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: text().primaryKey(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    senderUserId: text().references(() => users.id, { onDelete: 'set null' }),
    recipientUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    recipientCharacterId: text().references(() => characters.id, { onDelete: 'cascade' }),
    /** The message this one answers, for threading a reply. */
    inReplyToId: text(),
    subject: text().notNull(),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Set while an administrator hides the letter: neither mailbox shows it. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_recipient_idx').on(t.recipientUserId, t.readAt),
    index('mail_sender_idx').on(t.senderUserId, t.seq),
  ],
);

/**
 * The live stream's log: every frame `/api/events` can push (`turn`, `notification`, `world_event`).
 * `seq` is the SSE event id, so a reconnect with Last-Event-ID resumes from the log without gaps. A
 * statement-level trigger NOTIFYs `live_events` on insert, delivered at commit to every web process.
 * `characterId` null means every viewer gets the frame.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    characterId: text().references(() => characters.id, { onDelete: 'cascade' }),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    turn: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_character_idx').on(t.characterId, t.seq)],
);

/**
 * One open live stream, held by a web process: the per-account and per-address caps count these, so
 * they hold across processes. A lease counts while its holder's heartbeat (live_stream_holders) is fresh;
 * the holder deletes it when its stream ends. `expiresAt` is the first heartbeat's expiry, kept for the
 * index. Unlogged: a lease is worth nothing after a crash.
 */
export const liveStreamLeases = pgTable(
  'live_stream_leases',
  {
    id: text().primaryKey(),
    clientKey: text().notNull(),
    /** The web process that holds the stream. */
    holder: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('live_stream_leases_client_idx').on(t.clientKey, t.expiresAt)],
);

/**
 * One row per web process that holds live streams: its heartbeat. A lease counts while its holder's row
 * is unexpired, so a process keeps all its leases alive with one update however many streams it holds,
 * and a dead process's leases lapse together. Unlogged, as the leases.
 */
export const liveStreamHolders = pgTable('live_stream_holders', {
  holder: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * One account's opt-ins for alerts away from the browser (lib/systems/core/alerts): a missing row means
 * everything off. `email` null means the account's own address.
 */
export const alertPreferences = pgTable('alert_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: boolean().notNull().default(false),
  urgentAlerts: boolean().notNull().default(false),
  decisions: boolean().notNull().default(true),
  bills: boolean().notNull().default(true),
  filings: boolean().notNull().default(true),
  email: text(),
  webhookUrl: text(),
  /** The real day (UTC) of the last digest queued, so one goes out a day at most. */
  lastDigestOn: text(),
});

/**
 * Alerts waiting to leave, or sent: filled set-based at the end of a turn, emptied by the worker's
 * delivery loop outside any turn, so a failing mail server or webhook never holds a turn up.
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** urgent or digest. */
    kind: text({ enum: ['urgent', 'digest'] }).notNull(),
    channel: text({ enum: ['email', 'webhook'] }).notNull(),
    /** The email address or webhook URL, fixed when queued. */
    target: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** One alert per item, channel and account, however often the turn is replayed. */
    dedupeKey: text().notNull().unique(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    turn: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('alert_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
