/** Any origin: only the resolved origin's equality with it matters. */
const PLACEHOLDER_ORIGIN = 'http://statecraft.invalid';

/**
 * The `next` query parameter after login, kept only when it resolves to a page of this site. It is
 * resolved the way the browser will resolve it (`new URL(next, origin)`, which drops tabs and newlines
 * and reads `\` as `/`), and refused unless the result keeps the site's origin, so the login page
 * cannot be used as an open redirect. The path returned is the resolved one, never the raw text.
 */
export function safeRedirectPath(
  next: string | null | undefined,
  fallback = '/',
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  if (!next) return fallback;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(origin).origin) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
