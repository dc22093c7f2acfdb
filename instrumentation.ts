// Runs once when the Next server starts, before it serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installIncomingRequestHooks } = await import('./lib/platform/http/incoming-request');
  const { env } = await import('./lib/platform/env');
  installIncomingRequestHooks(env().TRUSTED_PROXY_HOPS);
  // After the hooks above, so the gate sees the rewritten forwarded headers and methods.
  const { installFrontGate } = await import('./lib/platform/http/front-gate');
  installFrontGate();
}
