import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ProcessSpec {
  /** Short name used as the output prefix, e.g. "web" → "[web] …". */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

/** Every child still running, so a shutdown can reach children started anywhere (build, web, worker). */
const running = new Set<ManagedProcess>();

export function runningProcesses(): ManagedProcess[] {
  return [...running];
}

function prefixLines(source: Readable | null, prefix: string, target: Writable): void {
  if (!source) return;
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  lines.on('line', (line) => target.write(`${prefix} ${line}\n`));
}

export class ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves once, when the child has exited (or could not be started). */
  readonly exited: Promise<ExitInfo>;
  private exitInfo: ExitInfo | undefined;
  private stopping: Promise<ExitInfo> | undefined;

  constructor(spec: ProcessSpec) {
    this.name = spec.name;
    // Same process group as the launcher on purpose: a group-wide kill (Playwright, terminals) reaches the
    // children too, so they can never outlive it as orphans holding the port.
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(this.child.stdout, `[${spec.name}]`, process.stdout);
    prefixLines(this.child.stderr, `[${spec.name}]`, process.stderr);
    running.add(this);
    this.exited = new Promise((resolve) => {
      const finish = (info: ExitInfo) => {
        if (this.exitInfo) return;
        this.exitInfo = info;
        running.delete(this);
        resolve(info);
      };
      this.child.once('exit', (code, signal) => finish({ code, signal }));
      this.child.once('error', (error) => {
        process.stderr.write(`[${spec.name}] could not start: ${error.message}\n`);
        finish({ code: 127, signal: null });
      });
    });
  }

  get hasExited(): boolean {
    return this.exitInfo !== undefined;
  }

  /** SIGTERM, then SIGKILL if it has not exited within graceMs. Calling it again joins the first stop. */
  stop(graceMs = 10_000): Promise<ExitInfo> {
    this.stopping ??= this.terminate(graceMs);
    return this.stopping;
  }

  private async terminate(graceMs: number): Promise<ExitInfo> {
    if (this.exitInfo) return this.exitInfo;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      process.stderr.write(`[${this.name}] did not stop within ${graceMs} ms; killing it\n`);
      this.child.kill('SIGKILL');
    }, graceMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  kill(): void {
    if (!this.hasExited) this.child.kill('SIGKILL');
  }
}

export function startProcess(spec: ProcessSpec): ManagedProcess {
  return new ManagedProcess(spec);
}
