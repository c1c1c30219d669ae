// scripts/other-work.ts: the share of the processors that went to work other than this
// process's tree, which decides whether a Lighthouse run's timings count (decision 0029).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { moment, otherWork } from "../../scripts/other-work";

describe("other work on the machine", () => {
  it("is the busy time not spent by this process's tree, as a share of all the processors", () => {
    const cpus = os.cpus().length;
    const a = { busy: 1_000, ours: 400, at: 10_000 };
    // two seconds later: the processors were busy 3 s of ticks in all, 1 s of it ours
    const b = { busy: 1_300, ours: 500, at: 12_000 };
    expect(otherWork(a, b)).toBeCloseTo(200 / (2 * 100 * cpus));
    // a tree busier than the whole machine read (ticks are coarse): none, not less than none
    expect(otherWork(a, { busy: 1_000, ours: 450, at: 11_000 })).toBe(0);
  });

  it.skipIf(!existsSync("/proc/stat"))("counts a child's processor time as this process's own", () => {
    const before = moment();
    // a child that spends 300 ms of processor time (not of the clock, which a busy machine
    // stretches), then ends and is waited for
    spawnSync(process.execPath, ["-e", "while (process.cpuUsage().user < 300_000);"]);
    const after = moment();
    // at least 200 ms of it (20 ticks of 10 ms) shows as ours
    expect(after.ours - before.ours).toBeGreaterThanOrEqual(20);
    expect(after.busy).toBeGreaterThanOrEqual(before.busy + 20);
  });
});
