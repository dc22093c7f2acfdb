export type SecurityHeaderOptions =
  { kind: 'api'; https: boolean } | { kind: 'page'; https: boolean; nonce: string; dev?: boolean };

/** Directives shared by every response: nothing may frame us, post forms elsewhere or set a <base>. */
const LOCKDOWN = ["frame-ancestors 'none'", "form-action 'self'", "base-uri 'self'", "object-src 'none'"];

/**
 * Scripts run only with this request's nonce (and what they load, via 'strict-dynamic'); styles only
 * from our origin or with the nonce. No 'unsafe-inline'. Dev mode adds 'unsafe-eval' for React's tooling.
 */
function pagePolicy(nonce: string, https: boolean, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ...LOCKDOWN,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The security headers for a page or an API response. HSTS only over https, where it means something. */
export function securityHeaders(
  options: SecurityHeaderOptions,
): Record<string, string> & { 'Content-Security-Policy': string } {
  const policy =
    options.kind === 'page'
      ? pagePolicy(options.nonce, options.https, options.dev ?? false)
      : ["default-src 'none'", ...LOCKDOWN].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
