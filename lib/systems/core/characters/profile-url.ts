/**
 * Public profile page of a character, as a site-relative path built from the sequential id (which never
 * changes). Relative, as the original game's is: community clients prepend the host they talk to.
 */
export function characterProfileUrl(sequentialId: number): string {
  return `/characters/${sequentialId}`;
}
