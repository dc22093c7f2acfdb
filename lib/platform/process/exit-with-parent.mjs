// Preloaded (`node --import`) into every process the launcher starts: web, worker and the embedded
// database host. If the launcher dies without stopping us (kill -9), the kernel re-parents us and
// process.ppid changes; we then stop ourselves as if Ctrl-C had been pressed, so nothing is orphaned.
const POLL_MS = 500;
const parentAtStart = process.ppid;

const watch = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, POLL_MS);
// Never the reason a process stays alive.
watch.unref();
