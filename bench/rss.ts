// The resident set size of a server process and of its children (a cluster's workers), read from /proc: what
// an operator's tools show for a process, its threads included (the render thread's and the file pool's heaps).
import { readFileSync } from "node:fs";

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
