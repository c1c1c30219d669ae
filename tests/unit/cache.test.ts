import { afterEach, describe, expect, it } from "vitest";
import { cached, clearCache, FIVE_MINUTES, setCacheClock } from "~/.server/state/cache";
import { UpstreamUnavailableError } from "~/.server/http/errors";

let clock = 1_000_000;
setCacheClock(() => clock);
afterEach(() => clearCache());

const down = () => Promise.reject(new UpstreamUnavailableError("commerce", "fetch failed"));

describe("cached", () => {
  it("shares one load while it is fresh, and loads again when it expires", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cached("k", FIVE_MINUTES, load), cached("k", FIVE_MINUTES, load)])).toEqual([1, 1]);
    clock += FIVE_MINUTES + 1;
    expect(await cached("k", FIVE_MINUTES, load)).toBe(2);
  });

  it("serves the last value during an outage, retries every 30 s, and catches up afterwards", async () => {
    await cached("nav", FIVE_MINUTES, async () => "menu v1");
    clock += FIVE_MINUTES + 1;
    expect(await cached("nav", FIVE_MINUTES, down)).toBe("menu v1");
    // within the retry interval the outage is not asked again
    clock += 10_000;
    expect(await cached("nav", FIVE_MINUTES, () => Promise.resolve("not asked"))).toBe("menu v1");
    clock += 25_000;
    expect(await cached("nav", FIVE_MINUTES, async () => "menu v2")).toBe("menu v2");
  });

  it("stops serving a value older than an hour, and never caches a failure", async () => {
    await cached("old", FIVE_MINUTES, async () => "v1");
    clock += 61 * 60_000;
    await expect(cached("old", FIVE_MINUTES, down)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(await cached("old", FIVE_MINUTES, async () => "v2")).toBe("v2");
    await expect(cached("other", FIVE_MINUTES, () => Promise.reject(new Error("bad query")))).rejects.toThrow();
    expect(await cached("other", FIVE_MINUTES, async () => "ok")).toBe("ok");
  });
});

describe("clearCache", () => {
  it("forgets values, and a load in flight still answers its callers", async () => {
    let release!: (value: string) => void;
    const pending = cached("slow", FIVE_MINUTES, () => new Promise<string>((resolve) => (release = resolve)));
    clearCache();
    release("v1");
    expect(await pending).toBe("v1");
    expect(await cached("slow", FIVE_MINUTES, async () => "v2")).toBe("v2");
  });
});
