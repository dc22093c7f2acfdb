import { LauncherError } from './errors';
import { runningProcesses } from './processes';
import { complain, say } from './say';

/** Thrown out of the startup steps when a signal asked us to stop: not a failure. */
export class StopRequested extends Error {
  constructor(readonly signal: string) {
    super(`stop requested by ${signal}`);
    this.name = 'StopRequested';
  }
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const REPEAT_SIGNAL_GRACE_MS = 1_000;

/**
 * Startup steps, signals and teardown in one place. A signal never tears down mid-step (an embedded
 * database half-way through opening must finish first): it stops the running children, marks the launcher
 * as stopping, and the next checkpoint() unwinds to teardown(), which runs the cleanups in reverse order.
 */
export class Lifecycle {
  private readonly stop = new AbortController();
  private firstSignalAt = 0;
  private readonly cleanups: Array<{ what: string; run: () => Promise<void> | void }> = [];

  get stopping(): boolean {
    return this.stop.signal.aborted;
  }

  /** Aborted when a stop is requested; its reason is a StopRequested or a LauncherError. */
  get stopSignal(): AbortSignal {
    return this.stop.signal;
  }

  installSignalHandlers(): void {
    for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => this.onSignal(signal));
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (!this.stopping) {
      this.firstSignalAt = Date.now();
      say(`${signal} received; shutting down…`);
      this.requestStop(new StopRequested(signal));
      return;
    }
    // One Ctrl-C often arrives twice (the terminal signals the whole group, and tsx relays it too);
    // only a deliberate second one, a moment later, means "stop now".
    if (Date.now() - this.firstSignalAt < REPEAT_SIGNAL_GRACE_MS) return;
    say(`${signal} again: killing child processes now.`);
    for (const child of runningProcesses()) child.kill();
  }

  /** Begins shutdown; reason decides the exit code (StopRequested → 0, anything else → 1). */
  requestStop(reason: StopRequested | LauncherError): void {
    if (this.stopping) return;
    this.stop.abort(reason);
    for (const child of runningProcesses()) void child.stop();
  }

  checkpoint(): void {
    if (this.stopping) throw this.stop.signal.reason;
  }

  /** Registers a cleanup; teardown runs them last-registered first. */
  onTeardown(what: string, run: () => Promise<void> | void): void {
    this.cleanups.push({ what, run });
  }

  /** Stops every child, then runs the cleanups; returns false if there was nothing to do. */
  async teardown(): Promise<boolean> {
    const children = runningProcesses();
    const cleanups = this.cleanups.splice(0).reverse();
    if (children.length === 0 && cleanups.length === 0) return false;
    await Promise.all(children.map((child) => child.stop()));
    for (const { what, run } of cleanups) {
      try {
        await run();
      } catch (error) {
        complain(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return true;
  }
}
