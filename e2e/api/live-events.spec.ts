import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

// The live push over real HTTP against `next start` (the launcher runs a web process per core, at most 4:
// on a two-core machine two processes share the port). Node's fetch stands in for the browser's EventSource,
// with a browser's Accept-Encoding, so a compressing or buffering layer would show up as a late frame.
// This spec advances turns, so it runs after the other turn-advancing specs (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const ADMIN = { username: 'admin', password: 'statecraft-admin' };
const BROWSER_HEADERS = { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

interface Frame {
  id: number;
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** An EventSource-like reader: frames with the time each arrived. */
async function openStream(baseURL: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/events`, {
    headers: { ...BROWSER_HEADERS, ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let text = '';
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (block.startsWith('retry:')) opened();
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.event) {
            frames.push({
              id: Number(fields.id),
              event: fields.event,
              data: JSON.parse(fields.data!),
              at: Date.now(),
            });
            for (const wake of waiters) wake();
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await open;
  return {
    response,
    frames,
    async next(match: (frame: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.add(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}

let admin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
});
test.afterAll(() => admin.dispose());

async function advance(): Promise<{ currentTurn: number; committedAt: number }> {
  const advanced = await admin.post('/api/admin/turn/advance', { data: {} });
  expect(advanced.status(), await advanced.text()).toBe(200);
  const { turn } = (await advanced.json()) as { turn: number };
  return { currentTurn: turn, committedAt: Date.now() };
}

test('a JSON Accept still gets the JSON list of world events', async ({ request }) => {
  const response = await request.get('/api/events', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(Array.isArray(((await response.json()) as { events: unknown[] }).events)).toBe(true);
});

test('streams from every web process get the turn frame within 2 s of an admin turn advance', async ({
  baseURL,
}) => {
  // Four connections at once: the cluster deals connections round-robin, so they land on both processes.
  const streams = await Promise.all([0, 1, 2, 3].map(() => openStream(baseURL!)));
  for (const { response } of streams) {
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
  }
  const { currentTurn, committedAt } = await advance();
  for (const stream of streams) {
    const frame = await stream.next((f) => f.event === 'turn' && f.data.turn === currentTurn);
    expect(frame.at - committedAt).toBeLessThan(2_000);
    stream.close();
  }
});

test('a reconnect with Last-Event-ID resumes from the log without gaps', async ({ baseURL }) => {
  const witness = await openStream(baseURL!);
  const first = await advance();
  const last = await witness.next((f) => f.event === 'turn' && f.data.turn === first.currentTurn);

  // Away for two turns, then back with the id of the last frame seen.
  const away = [await advance(), await advance()];
  await witness.next((f) => f.event === 'turn' && f.data.turn === away[1]!.currentTurn);
  const back = await openStream(baseURL!, { 'Last-Event-ID': String(last.id) });
  await back.next((f) => f.event === 'turn' && f.data.turn === away[1]!.currentTurn);
  const missed = witness.frames
    .filter((f) => f.id > last.id)
    .map(({ id, event, data }) => ({ id, event, data }));
  expect(back.frames.map(({ id, event, data }) => ({ id, event, data }))).toEqual(missed);
  expect(missed.filter((f) => f.event === 'turn').map((f) => f.data.turn)).toEqual(
    away.map((a) => a.currentTurn),
  );
  witness.close();
  back.close();
});

test('an open page updates at once when a turn commits, without waiting for its poll', async ({ page }) => {
  const streamOpened = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/events' &&
      (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
  await page.goto('/');
  await streamOpened;
  const clock = page.getByText(/^Turn \d+ \(/).first();
  await expect(clock).toBeVisible();
  const before = Number(/^Turn (\d+)/.exec((await clock.textContent())!)![1]);
  const { currentTurn } = await advance();
  expect(currentTurn).toBe(before + 1);
  // The page polls every 60 s: seeing the new turn within a few seconds means the stream revalidated it.
  await expect(page.getByText(new RegExp(`^Turn ${currentTurn} \\(`)).first()).toBeVisible({
    timeout: 5_000,
  });
});

test('a turn that ends while the page loads, before its stream opens, still reaches the page', async ({
  page,
  baseURL,
}) => {
  // The page's stream request is held until a turn has committed and reached a stream already open, so
  // the page can hear it only by the replay its `?since=` (the log's seq at the render) asks for.
  const witness = await openStream(baseURL!);
  let since: string | null = null;
  let turnFrame: Frame | undefined;
  await page.route(
    (url) => url.pathname === '/api/events',
    async (route) => {
      if (turnFrame === undefined) {
        since = new URL(route.request().url()).searchParams.get('since');
        const { currentTurn } = await advance();
        turnFrame = await witness.next((frame) => frame.event === 'turn' && frame.data.turn === currentTurn);
      }
      await route.continue();
    },
  );
  await page.goto('/');
  await expect(page.getByText(/^Turn \d+ \(/).first()).toBeVisible();
  await expect.poll(() => turnFrame?.id).toBeGreaterThan(0);
  witness.close();
  expect(since, 'the seq the page was rendered at').toMatch(/^\d+$/);
  expect(Number(since)).toBeLessThan(turnFrame!.id);
  await expect(page.getByText(new RegExp(`^Turn ${String(turnFrame!.data.turn)} \\(`)).first()).toBeVisible({
    timeout: 5_000,
  });
});

test("the desktop client's loop: a turn frame on its stream, then its dashboard and mini window read the new turn", async ({
  baseURL,
}) => {
  // A player's session, as the Electron client holds it after its login window.
  const alice = await playwrightRequest.newContext({ baseURL });
  const login = await alice.post('/api/auth/login', {
    data: { email: 'alice', password: 'statecraft-alice' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const cookie = (await alice.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const stream = await openStream(baseURL!, { Cookie: cookie });
  const { currentTurn } = await advance();
  await stream.next((f) => f.event === 'turn_complete' && f.data.turn === currentTurn);
  stream.close();

  // What the client does on a turn frame: re-read the dashboard and the mini window's view.
  const dashboard = await alice.get('/api/game/turn/dashboard');
  expect(dashboard.status(), await dashboard.text()).toBe(200);
  const bar = (await dashboard.json()) as {
    gameState: { currentTurn: number; isActive: boolean };
    character: { name: string; actions: number; funds: number; homeState: { id: string } } | null;
    actionsPerTurn: { total: number };
    fundIncome: { netPerTurn: number } | null;
  };
  expect(bar.gameState.currentTurn).toBe(currentTurn);
  expect(bar.character).toMatchObject({ name: 'Alice Adams', homeState: { id: expect.any(String) } });
  expect(bar.character!.funds).toBeGreaterThan(0);
  expect(bar.fundIncome!.netPerTurn).toBeGreaterThan(0);
  expect(bar.actionsPerTurn.total).toBeGreaterThan(0);

  const standard = await alice.get('/api/pip/standard');
  expect(standard.status(), await standard.text()).toBe(200);
  const view = (await standard.json()) as {
    decay: { pi: { current: number } } | null;
    income: { netPerTurn: number } | null;
    notifications: { unreadCount: number; recent: unknown[] };
  };
  expect(view.decay!.pi.current).toEqual(expect.any(Number));
  expect(view.income!.netPerTurn).toBe(bar.fundIncome!.netPerTurn);
  await alice.dispose();
});

test("a server-rendered page re-renders when a turn commits: the state page's server components are fetched again", async ({
  page,
}) => {
  const streamOpened = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/events' &&
      (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
  await page.goto('/states/CA');
  await streamOpened;
  await expect(page.getByRole('heading', { level: 1, name: 'California' })).toBeVisible();
  // router.refresh() asks the server for the page's React Server Components payload.
  const refreshed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/states/CA' && request.headers()['rsc'] === '1',
    { timeout: 5_000 },
  );
  await advance();
  await refreshed;
  await expect(page.getByRole('heading', { level: 1, name: 'California' })).toBeVisible();
});
