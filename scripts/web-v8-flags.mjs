// V8 flags every web process runs with; the launcher (scripts/lib/services.ts) and scripts/web-cluster.mjs
// (also what systemd starts) both pass them.
//
// --max-semi-space-size=1: a web process holds up to 10,000 live streams, and opening them in a burst (every
// browser reconnecting after a deploy, say) grew V8's young generation to 16 MB semi-spaces, which a full
// collection never shrinks, and promoted each admission's short-lived objects next to the sockets that stay:
// 6.8 to 13.9 kB of resident memory per held stream against 1.2 to 1.7 kB of live heap. A 1 MB semi-space
// held 4.8 kB (bench/results/2026-11-28-live-streams-3.md and -4.md). --optimize-for-size held 3.3 to 3.5 kB
// but cost a third of request throughput; this one costs about 3 to 10% (measured side by side, -4.md).
export const WEB_V8_FLAGS = ['--max-semi-space-size=1'];

/** `execArgv` with the web flags it lacks added. */
export function withWebV8Flags(execArgv) {
  return [...execArgv, ...WEB_V8_FLAGS.filter((flag) => !execArgv.includes(flag))];
}
