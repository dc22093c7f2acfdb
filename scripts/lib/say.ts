/** The launcher's own console lines, told apart from its children's prefixed output. */
export function say(message: string): void {
  console.log(`[statecraft] ${message}`);
}

export function complain(message: string): void {
  console.error(`[statecraft] ${message}`);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}
