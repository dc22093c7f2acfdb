// V8 flags every web process runs with; the launcher (scripts/lib/services.ts) and scripts/web-cluster.mjs
// (also what systemd starts) both pass them.
//
// --optimize-for-size: a web process holds up to 10,000 live streams, and opening them in a burst (every
// browser reconnecting after a deploy, say) promotes each admission's short-lived objects to the old
// generation next to the sockets that stay. With V8's defaults the young generation then stays grown
// (16 MB semi-spaces) and a full collection leaves the old generation's half-empty pages resident, so the
// resident memory per held stream followed the burst, not the streams: 6.8 to 13.9 kB per stream against
// 1.2 to 1.7 kB of live heap. With this flag (1 MB semi-spaces, compaction that favours memory) it was
// 3.3 to 3.5 kB (bench/results/2026-11-28-live-streams-3.md, with its cost on request throughput).
export const WEB_V8_FLAGS = ['--optimize-for-size'];

/** `execArgv` with the web flags it lacks added. */
export function withWebV8Flags(execArgv) {
  return [...execArgv, ...WEB_V8_FLAGS.filter((flag) => !execArgv.includes(flag))];
}
