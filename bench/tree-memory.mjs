// The memory a command and all its processes hold together, sampled from /proc (Linux): GNU time
// reports the largest single process, which says nothing of a build that starts helpers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Each process's parent and resident set (kB), from /proc. */
function processes() {
  const found = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      found.set(Number(name), { ppid, rssKb });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** The summed resident set of `root` and its descendants, in kB. */
function treeRssKb(root) {
  const all = processes();
  let total = 0;
  for (const [pid, { rssKb }] of all) {
    let at = pid;
    while (at !== root && at > 1) at = all.get(at)?.ppid ?? 0;
    if (at === root) total += rssKb;
  }
  return total;
}

/** Samples `pid`'s process tree every `everyMs` until `stop()`, which returns the peak in MB (undefined off Linux). */
export function watchTreeMemory(pid, everyMs = 500) {
  if (!existsSync('/proc/self/status')) return { stop: () => undefined };
  let peakKb = 0;
  const sample = () => (peakKb = Math.max(peakKb, treeRssKb(pid)));
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}
