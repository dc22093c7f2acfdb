// The slice of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Cycled through by each connection; setupRequest may rewrite one before it is sent. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
    }[];
  }

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Responses per HTTP status, e.g. { "200": { count: 9 }, "429": { count: 1 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
