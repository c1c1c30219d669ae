// How much of the machine's processors went to work other than this process and its children
// (for `npm run lighthouse`: Chromium, the storefront and the sandbox are its children), read
// from Linux's /proc between two moments. Lighthouse's throttling slows the processor by a
// factor of the host's speed, so a run that shared the processors with other work measured
// that work too (decision 0029). On a system without /proc it reports none.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

export interface Moment {
  /** ticks every processor spent busy, on anything (user, system, interrupts, stolen by a host) */
  busy: number;
  /** ticks this process and its descendants spent, those that ended included */
  ours: number;
  /** milliseconds, monotonic */
  at: number;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The processors' busy ticks, from the first line of /proc/stat. */
function busyTicks(stat: string): number {
  const [, user, nice, system, , , irq, softirq, steal] = stat.split("\n")[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + (steal || 0);
}

/** The fields of a /proc/<pid>/stat text after the command name, which may hold spaces and
 * parentheses: they start after its last ")". Index 1 is the parent, 11 to 14 the CPU ticks. */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Every process's parent and CPU ticks (its own and its ended, waited-for children's). */
function processes(): Map<number, { parent: number; ticks: number }> {
  const all = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    const fields = statFields(stat);
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    all.set(Number(name), { parent: Number(fields[1]), ticks: utime + stime + cutime + cstime });
  }
  return all;
}

export function moment(): Moment {
  const stat = read("/proc/stat");
  if (!stat) return { busy: 0, ours: 0, at: performance.now() };
  const all = processes();
  const mine = new Set([process.pid]);
  let ours = 0;
  // parents come before children in no particular order: repeat until no process is added
  for (let added = true; added;) {
    added = false;
    for (const [pid, p] of all) {
      if (mine.has(pid) || !mine.has(p.parent)) continue;
      mine.add(pid);
      added = true;
    }
  }
  for (const pid of mine) ours += all.get(pid)?.ticks ?? 0;
  return { busy: busyTicks(stat), ours, at: performance.now() };
}

/** The share (0 to 1) of all the processors that went to other work between `a` and `b`. */
export function otherWork(a: Moment, b: Moment): number {
  const available = ((b.at - a.at) / 1000) * TICKS_PER_SECOND * os.cpus().length;
  if (available <= 0) return 0;
  return Math.max(0, (b.busy - a.busy - (b.ours - a.ours)) / available);
}
