import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryKeyValue, redisKeyValue, type KeyValue } from "~/.server/state/kv";
import { memoryWindows, redisWindows, type Windows } from "~/.server/state/windows";
import { startRedis } from "../support/redis";

let redis: Redis;
let server: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  server = await startRedis();
  redis = new Redis(server.url);
});
afterAll(async () => {
  redis.disconnect();
  await server.stop();
});

let clock = 1_000_000;
const now = () => clock;
let run = 0;
const kinds: [string, () => Windows][] = [
  ["memory", () => memoryWindows(now)],
  ["redis", () => redisWindows(redis, `test${run++}:`, now)],
];

describe.each(kinds)("rate-limit windows (%s)", (_name, make) => {
  it("allows `limit` attempts in a window, then says when the next is allowed", async () => {
    const windows = make();
    const check = [{ key: "login|alex", limit: 3, windowMs: 60_000 }];
    for (let i = 0; i < 3; i++) expect(await windows.attempt(check)).toEqual({ ok: true });
    clock += 10_000;
    expect(await windows.attempt(check)).toEqual({ ok: false, retryAfterSeconds: 50 });
    clock += 50_001;
    expect(await windows.attempt(check)).toEqual({ ok: true });
  });

  it("records in every window only when all allow, so a refusal does not extend the wait", async () => {
    const windows = make();
    const tight = { key: "id", limit: 1, windowMs: 60_000 };
    const loose = { key: "ip", limit: 10, windowMs: 60_000 };
    expect(await windows.attempt([tight, loose])).toEqual({ ok: true });
    for (let i = 0; i < 5; i++) expect((await windows.attempt([tight, loose])).ok).toBe(false);
    // the loose window saw one attempt, not six: nine more are allowed there
    for (let i = 0; i < 9; i++) expect((await windows.attempt([{ ...loose }])).ok).toBe(true);
    expect((await windows.attempt([loose])).ok).toBe(false);
  });

  it("forgets one attempt that turned out not to count (a sign-in that succeeded)", async () => {
    const windows = make();
    const check = [
      { key: "login|robin", limit: 2, windowMs: 60_000 },
      { key: "ip|robin", limit: 2, windowMs: 60_000 },
    ];
    expect(await windows.attempt(check, "a")).toEqual({ ok: true });
    expect(await windows.attempt(check, "b")).toEqual({ ok: true });
    await windows.forget(
      check.map((c) => c.key),
      "a",
    );
    expect(await windows.attempt(check, "c")).toEqual({ ok: true });
    expect((await windows.attempt(check, "d")).ok).toBe(false);
  });
});

describe("rate-limit windows shared by two replicas", () => {
  it("the limit holds across both, even for attempts at the same moment", async () => {
    const [ra, rb] = [new Redis(server.url), new Redis(server.url)];
    const a = redisWindows(ra, "shared:", now);
    const b = redisWindows(rb, "shared:", now);
    const check = [{ key: "login|sam", limit: 5, windowMs: 60_000 }];
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).attempt(check)));
    expect(decisions.filter((d) => d.ok)).toHaveLength(5);
    ra.disconnect();
    rb.disconnect();
  });
});

const stores: [string, () => KeyValue][] = [
  ["memory", () => memoryKeyValue(now)],
  ["redis", () => redisKeyValue(redis, `kv${run++}:`)],
];

describe.each(stores)("key-value (%s)", (_name, make) => {
  it("setIfAbsent lets exactly one caller claim a key", async () => {
    const kv = make();
    const claims = await Promise.all(Array.from({ length: 5 }, () => kv.setIfAbsent("order-key", "pending", 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await kv.set("order-key", "placed", 60_000);
    expect(await kv.get("order-key")).toBe("placed");
    await kv.delete("order-key");
    expect(await kv.get("order-key")).toBeNull();
  });
});

describe("memory key-value", () => {
  it("forgets expired keys", async () => {
    const kv = memoryKeyValue(now);
    await kv.set("k", "v", 1000);
    clock += 1001;
    expect(await kv.get("k")).toBeNull();
    expect(await kv.setIfAbsent("k", "w", 1000)).toBe(true);
  });
});

// decision 0077: every form of a signed-in shopper marks a change; a flood of marks in one
// process must not push out the key that makes an order's placement happen once
describe("shoppers' change marks", () => {
  it("live beside the idempotency keys, not among them", async () => {
    const { sharedState } = await import("~/.server/state");
    const { markChanged, lastChange } = await import("~/.server/state/shopper-changes");
    const { kv } = sharedState();
    await kv.set("order:cart-1", "placing", 60_000);
    for (let i = 0; i < 10_001; i++) await markChanged(`shopper-${i}`);
    expect(await kv.get("order:cart-1")).toBe("placing");
    expect(await lastChange("shopper-10000")).not.toBe("-");
    expect(await lastChange("nobody")).toBe("-");
  });
});
