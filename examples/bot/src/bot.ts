// An example Statecraft bot. It polls the world clock and the news with ETags (a poll that finds
// nothing new costs the server no body), honours Retry-After on 429, and makes one transfer with an
// Idempotency-Key. See README.md beside this folder for the settings.
import { pathToFileURL } from 'node:url';
import { createStatecraftClient, newIdempotencyKey, wasRevalidated } from '@statecraft/client';

export interface BotOptions {
  baseUrl: string;
  apiKey: string;
  /** Milliseconds between polls. */
  pollMs: number;
  /** Stop (successfully) once this many turn changes and at least one 304 were seen; 0 runs forever. */
  untilTurns: number;
  /** Give up (unsuccessfully) after this long; 0 never does. */
  timeoutMs: number;
  /** Send one transfer to this character id (needs a private key). */
  transfer?: { targetCharacterId: string; amount: number };
  log?: (line: string) => void;
}

export interface BotReport {
  turnChanges: number;
  notModified: number;
  transferred: boolean;
  newsSeen: number;
  succeeded: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runBot(options: BotOptions): Promise<BotReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const api = createStatecraftClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    onRateLimited: ({ waitMs }) => log(`rate limited: waiting ${waitMs / 1000} s as Retry-After asks`),
  });
  const report: BotReport = {
    turnChanges: 0,
    notModified: 0,
    transferred: false,
    newsSeen: 0,
    succeeded: false,
  };
  const seenNews = new Set<number>();
  let turn: number | undefined;
  const deadline = options.timeoutMs > 0 ? Date.now() + options.timeoutMs : Infinity;

  const done = () =>
    options.untilTurns > 0 &&
    report.turnChanges >= options.untilTurns &&
    report.notModified > 0 &&
    (report.transferred || !options.transfer);

  while (!done() && Date.now() < deadline) {
    const game = await api.GET('/api/public/v1/game');
    if (game.error) throw new Error(`GET /game failed: ${game.error.code}: ${game.error.error}`);
    if (wasRevalidated(game.response)) report.notModified += 1;
    const current = game.data.found ? game.data.currentTurn : undefined;
    if (current !== undefined && current !== turn) {
      if (turn !== undefined) report.turnChanges += 1;
      log(`turn ${current} (${game.data.found ? game.data.gameDateLabel : ''})`);
      turn = current;
    }

    const news = await api.GET('/api/public/v1/news', { params: { query: { limit: 10 } } });
    if (news.error) throw new Error(`GET /news failed: ${news.error.code}: ${news.error.error}`);
    if (wasRevalidated(news.response)) report.notModified += 1;
    for (const post of news.data.posts) {
      if (seenNews.has(post.id)) continue;
      seenNews.add(post.id);
      report.newsSeen += 1;
      log(`news: ${post.title}`);
    }

    if (options.transfer && !report.transferred) {
      report.transferred = await transferOnce(api, options.transfer, log);
    }
    if (!done()) await sleep(options.pollMs);
  }
  report.succeeded = done();
  log(
    `saw ${report.turnChanges} turn changes, ${report.notModified} answers not modified (304), ` +
      `${report.newsSeen} news posts; transfer ${report.transferred ? 'made' : 'not made'}`,
  );
  return report;
}

/** One transfer. A network failure is retried with the same Idempotency-Key, so it happens once. */
async function transferOnce(
  api: ReturnType<typeof createStatecraftClient>,
  transfer: NonNullable<BotOptions['transfer']>,
  log: (line: string) => void,
): Promise<boolean> {
  const idempotencyKey = newIdempotencyKey();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const { data, error, response } = await api.POST('/api/v1/transfer', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: transfer,
      });
      if (error) throw new Error(`transfer refused: ${error.code}: ${error.error}`);
      const replayed = response.headers.get('Idempotent-Replayed') === 'true';
      log(
        `sent ${transfer.amount} to character ${transfer.targetCharacterId}${replayed ? ' (replayed)' : ''}`,
      );
      return data.ok;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('transfer refused')) throw error;
      if (attempt === 3) throw error;
      log(`transfer attempt ${attempt} failed (${String(error)}); retrying with the same Idempotency-Key`);
    }
  }
  return false;
}

function fromEnvironment(): BotOptions {
  const baseUrl = process.env.STATECRAFT_BASE_URL ?? 'http://localhost:3000';
  const apiKey = process.env.STATECRAFT_API_KEY;
  if (!apiKey) throw new Error('Set STATECRAFT_API_KEY to one of your keys (Settings → API keys).');
  const target = process.env.STATECRAFT_TRANSFER_TO;
  return {
    baseUrl,
    apiKey,
    pollMs: Number(process.env.BOT_POLL_MS ?? 15_000),
    untilTurns: Number(process.env.BOT_UNTIL_TURNS ?? 0),
    timeoutMs: Number(process.env.BOT_TIMEOUT_MS ?? 0),
    transfer: target
      ? { targetCharacterId: target, amount: Number(process.env.STATECRAFT_TRANSFER_AMOUNT ?? 1000) }
      : undefined,
  };
}

// Run as a script (not imported by a test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBot(fromEnvironment()).then(
    (report) => process.exit(report.succeeded || fromEnvironment().untilTurns === 0 ? 0 : 1),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
