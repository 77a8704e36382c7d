// The resident set size of a server process and of its children (a cluster's workers), read from /proc: what
// an operator's tools show for a process, its threads included (the render thread's and the file pool's heaps).
import { readdirSync, readFileSync } from "node:fs";

/** The RSS in MB of `pid` and of each of its descendants, by process id; empty off Linux. */
export function rssByProcess(pid: number): Map<number, number> {
  const rss = new Map<number, number>();
  const read = (id: number) => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1];
      if (kb !== undefined) rss.set(id, Number(kb) / 1024);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) read(Number(child));
    } catch {
      // The process has gone.
    }
  };
  read(pid);
  return rss;
}

/** Samples every `everyMs` the peak RSS of `pid` and its descendants, by process id, until stopped. */
export function samplePeakRss(pid: number, everyMs: number): { peaks: Map<number, number>; stop(): void } {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const [id, mb] of rssByProcess(pid)) peaks.set(id, Math.max(peaks.get(id) ?? 0, mb));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return { peaks, stop: () => clearInterval(timer) };
}

/**
 * The summed RSS in MB, and the count, of the descendants of `pid` whose command name matches `name`, found by
 * walking every /proc/<pid>/stat's parent id (so children of any thread count, e.g. Chromium's zygotes). Shared
 * pages count once per process, so the sum overstates what the processes take together.
 */
export function descendantRss(pid: number, name: RegExp): { mb: number; processes: number } {
  const parents = new Map<number, { ppid: number; comm: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // comm is in parentheses and may hold spaces or parentheses itself: the fields after its last ")" are fixed.
      const close = stat.lastIndexOf(")");
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      parents.set(Number(entry), { ppid, comm: stat.slice(stat.indexOf("(") + 1, close) });
    } catch {
      // The process has gone.
    }
  }
  const descends = (id: number): boolean => {
    for (let at = parents.get(id)?.ppid; at !== undefined && at > 0; at = parents.get(at)?.ppid)
      if (at === pid) return true;
    return false;
  };
  let mb = 0;
  let processes = 0;
  for (const [id, { comm }] of parents) {
    if (!name.test(comm) || !descends(id)) continue;
    try {
      const kb = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1];
      if (kb === undefined) continue;
      mb += Number(kb) / 1024;
      processes++;
    } catch {
      // The process has gone.
    }
  }
  return { mb, processes };
}
