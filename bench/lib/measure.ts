import autocannon, { type Result } from 'autocannon';

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export interface Measurement {
  target: string;
  round: number;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  requests: number;
  non2xx: number;
  /** The non-2xx answers per HTTP status, so a warning says whether it was a quota (429) or a failure. */
  non2xxByStatus: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** The counts of autocannon's non-2xx statuses. */
export function non2xxByStatus(result: Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
}

export interface LoadShape {
  connections: number;
  durationSeconds: number;
}

export async function measure(
  baseUrl: string,
  target: Target,
  shape: LoadShape,
  round: number,
): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: shape.connections,
    duration: shape.durationSeconds,
    headers: target.headers,
  });
  return {
    target: target.name,
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

/** Rounds alternate A B A B…, so drift (JIT warm-up, a busy neighbour, a turn) hits both targets alike. */
export async function measureInterleaved(
  baseUrl: string,
  targets: Target[],
  shape: LoadShape,
  rounds: number,
  hooks: { beforeEach: () => void; afterEach: (measurement: Measurement) => void },
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      hooks.beforeEach();
      const measurement = await measure(baseUrl, target, shape, round);
      hooks.afterEach(measurement);
      measurements.push(measurement);
    }
  }
  return measurements;
}
