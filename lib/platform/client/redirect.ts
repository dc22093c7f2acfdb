/**
 * The `next` query parameter after login, kept only when it is a path on this site.
 * Anything else ("//evil.example", "https://…", "javascript:…") falls back, so the
 * login page cannot be used as an open redirect.
 */
export function safeRedirectPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
