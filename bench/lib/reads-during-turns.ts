import { measure, type LoadShape, type Measurement, type Target } from './measure';

/** Logs in over HTTP and returns the session cookie header. */
async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Logging in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

export interface ReadsDuringTurns {
  between: Measurement;
  during: Measurement;
  turnsRun: number;
  /** p99 while turns run ÷ p99 between turns: 1.0 means a turn does not slow reads. */
  p99Ratio: number;
}

/**
 * The same read rounds twice: once with no turn running, once while the demo admin runs turns back to back
 * through POST /api/admin/turn/advance (the worker's engine and lock), so every read of the second round
 * overlaps a turn's transaction.
 */
export async function measureReadsDuringTurns(
  baseUrl: string,
  target: Target,
  shape: LoadShape,
): Promise<ReadsDuringTurns> {
  const cookie = await login(baseUrl, 'admin', 'statecraft-admin');
  const between = await measure(baseUrl, target, shape, 1);
  let reading = true;
  let turnsRun = 0;
  const turns = (async () => {
    while (reading) {
      const response = await fetch(`${baseUrl}/api/admin/turn/advance`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok)
        throw new Error(`Advancing a turn failed: ${response.status} ${await response.text()}`);
      turnsRun += 1;
    }
  })();
  // Let the first turn's transaction start before the reads begin.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = await measure(baseUrl, target, shape, 2);
  reading = false;
  await turns;
  return { between, during, turnsRun, p99Ratio: during.p99Ms / between.p99Ms };
}
