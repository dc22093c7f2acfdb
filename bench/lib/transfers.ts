import autocannon from 'autocannon';
import { non2xxByStatus, type LoadShape, type Measurement } from './measure';

/** One player of the transfer ring: a US character with a private key and a session. */
export interface RingAccount {
  username: string;
  characterId: string;
  privateKey: string;
}

/** Each ring member starts with this much (whole USD), far more than the load can drift it by. */
const RING_FUNDING = 5_000;
/** The transfer every request sends: the SPEC minimum. */
export const BENCH_TRANSFER_UNITS = 1000;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: username, password }),
  });
  await json(response, `Logging in as ${username}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function post<T>(
  baseUrl: string,
  path: string,
  cookie: string,
  body: unknown,
  method = 'POST',
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: baseUrl },
    body: JSON.stringify(body),
  });
  return json<T>(response, `${method} ${path}`);
}

async function privateKey(baseUrl: string, cookie: string): Promise<string> {
  const { key } = await post<{ key: { token: string } }>(baseUrl, '/api/settings/api-keys', cookie, {
    scope: 'private',
    name: `bench-${Date.now().toString(36)}`,
  });
  return key.token;
}

/**
 * alice, bob and `extra` newly registered US players, each with a private key; alice funds the others
 * over the transfer endpoint itself. Pauses the clock so no turn moves funds during the run.
 */
export async function prepareRing(baseUrl: string, extra: number): Promise<RingAccount[]> {
  const admin = await login(baseUrl, 'admin', 'statecraft-admin');
  await post(baseUrl, '/api/admin/game/status', admin, { status: 'paused' }, 'PATCH');
  const ring: RingAccount[] = [];
  for (const username of ['alice', 'bob']) {
    const cookie = await login(baseUrl, username, `statecraft-${username}`);
    const status = await (
      await fetch(`${baseUrl}/api/client-status`, { headers: { Cookie: cookie } })
    ).json();
    ring.push({
      username,
      characterId: (status as { characterId: string }).characterId,
      privateKey: await privateKey(baseUrl, cookie),
    });
  }
  const suffix = Date.now().toString(36);
  for (let i = 0; i < extra; i += 1) {
    const username = `bench${i}${suffix}`.slice(0, 24);
    const password = 'bench-password-1';
    await post(baseUrl, '/api/auth/register', '', {
      email: `${username}@example.com`,
      username,
      password,
      displayName: username,
    });
    const cookie = await login(baseUrl, username, password);
    const created = await post<{ character: { id: string } }>(baseUrl, '/api/setup/character', cookie, {
      name: `Bench Player ${i} ${suffix}`,
      bio: 'Transfer bench.',
      countryId: 'US',
      stateId: 'CA',
      economic: 0,
      social: 0,
      partyId: 'us-dem',
      demographics: { ageBracket: '25-34', occupation: 'Clerk', hometown: 'Fresno' },
    });
    ring.push({ username, characterId: created.character.id, privateKey: await privateKey(baseUrl, cookie) });
  }
  // Bob too: his seeded funds may be below the first transfer he sends.
  for (const member of ring.slice(1)) {
    const response = await fetch(`${baseUrl}/api/v1/transfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': ring[0]!.privateKey },
      body: JSON.stringify({ targetCharacterId: member.characterId, amount: RING_FUNDING }),
    });
    await json(response, `Funding ${member.username}`);
  }
  return ring;
}

/** Resumes the clock the ring preparation paused. */
export async function releaseRing(baseUrl: string): Promise<void> {
  const admin = await login(baseUrl, 'admin', 'statecraft-admin');
  await post(baseUrl, '/api/admin/game/status', admin, { status: 'active' }, 'PATCH');
}

/**
 * The ring's funds once no transfer is still moving: autocannon stops at its deadline with requests in
 * flight, which the server still completes, and the members are read one request at a time, so a transfer
 * committing between the reads of its two members shows as 1,000 made or lost. Reads until two totals in a
 * row agree (the ledger itself balanced on 2026-11-28 when a single read had reported BROKEN).
 */
export async function settledRingFundsCents(baseUrl: string, ring: RingAccount[]): Promise<number> {
  let last = await ringFundsCents(baseUrl, ring);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const total = await ringFundsCents(baseUrl, ring);
    if (total === last) return total;
    last = total;
  }
  return last;
}

/** The ring's campaign funds in cents, read over the public API. */
export async function ringFundsCents(baseUrl: string, ring: RingAccount[]): Promise<number> {
  let total = 0;
  for (const member of ring) {
    const response = await fetch(`${baseUrl}/api/public/v1/character/${member.characterId}`, {
      headers: { 'X-API-Key': ring[0]!.privateKey },
    });
    const body = await json<{ character: { campaignFunds: number } }>(response, `Reading ${member.username}`);
    total += Math.round(body.character.campaignFunds * 100);
  }
  return total;
}

/**
 * POST /api/v1/transfer at full load. The ring is split in pairs (0,1), (2,3), …; request n goes within pair
 * n mod pairs, from the first to the second on even laps and back on odd ones, so no balance drifts and the
 * requests in flight together (consecutive n) touch different players whenever there are at least as many
 * pairs as connections. Each transfer is its own transaction with row locks, a conditional debit, the ledger
 * rows and the payee's notification.
 */
export async function measureTransfers(
  baseUrl: string,
  ring: RingAccount[],
  shape: LoadShape,
  round: number,
): Promise<Measurement> {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/v1/transfer`,
    connections: shape.connections,
    duration: shape.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/transfer',
        setupRequest: (request) => {
          const pairs = Math.floor(ring.length / 2);
          const pair = next % pairs;
          const forward = Math.floor(next / pairs) % 2 === 0;
          const sender = ring[2 * pair + (forward ? 0 : 1)]!;
          const target = ring[2 * pair + (forward ? 1 : 0)]!;
          next += 1;
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', 'X-API-Key': sender.privateKey },
            body: JSON.stringify({ targetCharacterId: target.characterId, amount: BENCH_TRANSFER_UNITS }),
          };
        },
      },
    ],
  });
  return {
    target: 'transfer',
    round,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    non2xxByStatus: non2xxByStatus(result),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
