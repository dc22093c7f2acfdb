// Runs once when the Next server starts, before it serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installIncomingRequestHooks } = await import('./lib/platform/http/incoming-request');
  const { env } = await import('./lib/platform/env');
  installIncomingRequestHooks(env().TRUSTED_PROXY_HOPS);
  // After the hooks above, so the gate sees the rewritten forwarded headers and methods.
  const { installFrontGate, serveBeforeNext } = await import('./lib/platform/http/front-gate');
  installFrontGate();
  // The live stream is answered by the gate itself: ~16 kB per open stream instead of Next's ~100.
  const { serveLiveStream } = await import('./app/api/events/gate-stream');
  serveBeforeNext(serveLiveStream);
  if (env().BENCH === '1') {
    const { serveBenchMemory } = await import('./lib/platform/http/bench-memory');
    serveBeforeNext(serveBenchMemory);
  }
}
