/** A failure the launcher explains in one line (no stack trace). */
export class LauncherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LauncherError';
  }
}
