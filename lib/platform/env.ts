import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** Every environment variable the service reads, validated once. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A session (direct) connection to the same primary, for what a transaction-mode pooler cannot carry:
   * LISTEN, the worker's advisory lock, migrations, seeding and backups. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** A streaming replica that serves the reads which need not see the caller's own write. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  /** Replay lag past which reads leave the replica for the primary (default 10; two turns behind also do). */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SERVICE_TAG: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'SERVICE_TAG may contain only letters, digits and dashes')
    .optional(),
  DEMO: z.enum(['0', '1']).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('./data/postgres'),
  /** Port of the embedded PostgreSQL server; a free loopback port when unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SEED: z.string().min(1).default('statecraft'),
  WORLD_SCALE: z.coerce.number().positive().max(1000).default(1),
  TURN_DURATION_MS: z.coerce.number().int().min(1000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Multiplies every API rate-limit bucket; the bench raises it, the limiter still runs. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /**
   * Hops that append to X-Forwarded-For and are trusted: our own web server (1) plus each reverse proxy
   * in front of it. The client address is the entry the farthest of them appended.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Web processes `npm start` runs on PORT; default: the number of cores, at most 4. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Real hours a choice addressed to a player stays open at least, whatever its window in turns (a turn
   * lasts minutes; a player who checks in once a day must be able to act). Tests set 0.
   */
  PLAYER_WINDOW_HOURS: z.coerce.number().min(0).max(168).default(12),
  /** Serves /api/bench/static; the bench sets it. */
  BENCH: z.enum(['0', '1']).optional(),
  /**
   * Live event streams one web process holds at most. Sized by `npm run bench:live` (bench/results/):
   * a stream costs about 16 kB and fan-out time grows with the streams a process holds.
   */
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /**
   * Which server answers the live event stream: the front gate, in front of Next, on the socket it takes
   * from Node's HTTP server (`gate`), the gate through Node's response (`gate-response`), or Next's route
   * handler (`next`); the last two are kept to compare them in the bench (bench/results/).
   */
  LIVE_STREAMS_SERVED_BY: z.enum(['gate', 'gate-response', 'next']).default('gate'),
  /** Outgoing mail for players' alerts: a full smtp(s):// URL, or the host and its parts below. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** The From address of alert mail; default `Statecraft <no-reply@statecraft.local>`. */
  SMTP_FROM: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  // An empty variable (DATABASE_URL=) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Forgets the parsed environment, so the next env() reads process.env again (a test that changes it). */
export function forgetEnv(): void {
  cached = undefined;
}

/** Demo mode seeds the demo accounts. On by default, off for production servers unless DEMO=1. */
export function isDemoMode(e: Env = env()): boolean {
  if (e.DEMO) return e.DEMO === '1';
  return !(e.NODE_ENV === 'production' && e.DATABASE_URL);
}

export function requireDatabaseUrl(e: Env = env()): string {
  if (!e.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set. Run `npm start` (embedded database) or set DATABASE_URL.');
  }
  return e.DATABASE_URL;
}

/**
 * The connection string for session state (LISTEN, session advisory locks, migrations, seeding, backups):
 * DATABASE_DIRECT_URL when DATABASE_URL points at a transaction-mode pooler, else DATABASE_URL.
 */
export function requireSessionDatabaseUrl(e: Env = env()): string {
  return e.DATABASE_DIRECT_URL ?? requireDatabaseUrl(e);
}

/** The bench's baseline route exists only on servers the bench started. */
export function benchEnabled(e: Env = env()): boolean {
  return e.BENCH === '1';
}

/** Web processes the launcher runs on one port: WEB_CONCURRENCY, else one per core up to 4. */
export function webConcurrency(e: Env = env()): number {
  return e.WEB_CONCURRENCY ?? Math.min(4, availableParallelism());
}
