/** Public profile page of a character; built from the sequential id, which never changes. */
export function characterProfileUrl(baseUrl: string, sequentialId: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/characters/${sequentialId}`;
}
