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
  /** The round with the median p99 of each kind. */
  between: Measurement;
  during: Measurement;
  rounds: { between: Measurement[]; during: Measurement[] };
  turnsRun: number;
  /** Median p99 while turns run ÷ median p99 between turns: 1.0 means a turn does not slow reads. */
  p99Ratio: number;
}

function medianByP99(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.p99Ms - b.p99Ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The same read rounds, alternating: one with no turn running, then one while the demo admin runs turns
 * back to back through POST /api/admin/turn/advance (the worker's engine and lock), so every read of it
 * overlaps a turn's transaction. Alternating `rounds` times lets drift on a shared machine hit both alike;
 * the ratio compares the median p99s.
 */
export async function measureReadsDuringTurns(
  baseUrl: string,
  target: Target,
  shape: LoadShape,
  rounds: number,
): Promise<ReadsDuringTurns> {
  const cookie = await login(baseUrl, 'admin', 'statecraft-admin');
  const between: Measurement[] = [];
  const during: Measurement[] = [];
  let turnsRun = 0;
  for (let round = 1; round <= rounds; round += 1) {
    between.push(await measure(baseUrl, target, shape, round));
    let reading = true;
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
    during.push(await measure(baseUrl, target, shape, round));
    reading = false;
    await turns;
  }
  const medianBetween = medianByP99(between);
  const medianDuring = medianByP99(during);
  return {
    between: medianBetween,
    during: medianDuring,
    rounds: { between, during },
    turnsRun,
    p99Ratio: medianDuring.p99Ms / medianBetween.p99Ms,
  };
}
