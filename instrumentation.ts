// Runs once when the Next server starts, before it serves a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installIncomingRequestHooks } = await import('./lib/platform/http/incoming-request');
  installIncomingRequestHooks();
}
