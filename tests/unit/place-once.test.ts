import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Placement } from "~/.server/checkout/idempotency";
import { orderPlacements } from "~/.server/checkout/place-once";
import { memoryKeyValue, redisKeyValue, type KeyValue } from "~/.server/state/kv";
import { startRedis } from "../support/redis";

const placement = (n: string): Placement => ({
  orderNumber: n,
  cartId: "cart-1",
  email: "a@example.com",
  firstname: "A",
  lastname: "L",
  postcode: "SW1A 2AA",
});

function gated() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe("placeOnce in one process", () => {
  const { placeOnce, recentPlacement } = orderPlacements(() => kv, { pollMs: 5 });
  const kv = memoryKeyValue();

  it("runs one attempt for concurrent submissions and gives both the same order", async () => {
    let calls = 0;
    const { gate, release } = gated();
    const attempt = async () => {
      calls++;
      await gate;
      return { placement: placement("100001") };
    };
    const first = placeOnce("key-a", attempt);
    const second = placeOnce("key-a", attempt);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(a).toEqual({ joined: false, result: { placement: placement("100001") } });
    expect(b).toEqual({ joined: true, placement: placement("100001") });
    expect((await recentPlacement("key-a"))?.orderNumber).toBe("100001");
  });

  it("does not remember failures: a later retry makes a new attempt", async () => {
    const failed = await placeOnce("key-b", async () => ({ placement: undefined }));
    expect(failed).toEqual({ joined: false, result: { placement: undefined } });
    let calls = 0;
    await placeOnce("key-b", async () => {
      calls++;
      return {};
    });
    expect(calls).toBe(1);
    expect(await recentPlacement("key-b")).toBeNull();
  });

  it("lets a waiting submission continue when the first attempt throws, and frees the key", async () => {
    const first = placeOnce("key-c", async () => {
      await new Promise((r) => setTimeout(r, 5));
      throw new Error("commerce unavailable");
    });
    const second = placeOnce("key-c", async () => ({}));
    await expect(first).rejects.toThrow("commerce unavailable");
    expect(await second).toEqual({ joined: true, placement: null });
    expect(await kv.get("order:key-c")).toBeNull();
  });

  it("still places the order when the shared state cannot be reached", async () => {
    const broken: KeyValue = {
      setIfAbsent: () => Promise.reject(new Error("down")),
      set: () => Promise.reject(new Error("down")),
      get: () => Promise.reject(new Error("down")),
      delete: () => Promise.reject(new Error("down")),
    };
    const offline = orderPlacements(() => broken);
    const outcome = await offline.placeOnce("key-d", async () => ({ placement: placement("100004") }));
    expect(outcome).toEqual({ joined: false, result: { placement: placement("100004") } });
    expect(await offline.recentPlacement("key-d")).toBeNull();
  });
});

describe("placeOnce across two replicas sharing Redis", () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });
  // each replica has its own in-process flights; only Redis is shared
  const replica = () => orderPlacements(() => redisKeyValue(redis, "test:"), { pollMs: 5, waitMs: 2_000 });

  it("five simultaneous submissions on two replicas place one order and all get it", async () => {
    const [a, b] = [replica(), replica()];
    let calls = 0;
    const { gate, release } = gated();
    const attempt = async () => {
      calls++;
      await gate;
      return { placement: placement("200001") };
    };
    const outcomes = Promise.all([0, 1, 2, 3, 4].map((i) => (i % 2 ? a : b).placeOnce("key-r", attempt)));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const results = await outcomes;
    expect(calls).toBe(1);
    const orders = results.map((o) => (o.joined ? o.placement : o.result.placement)?.orderNumber);
    expect(orders).toEqual(Array(5).fill("200001"));
    // a retry whose first answer was lost finds the order on the other replica
    expect((await a.recentPlacement("key-r"))?.orderNumber).toBe("200001");
    expect((await b.recentPlacement("key-r"))?.orderNumber).toBe("200001");
  });

  it("when the first attempt fails, the waiting replica hears it and the key is free again", async () => {
    const [a, b] = [replica(), replica()];
    const { gate, release } = gated();
    const first = a.placeOnce("key-f", async () => {
      await gate;
      return {};
    });
    await new Promise((r) => setTimeout(r, 20));
    const second = b.placeOnce("key-f", async () => ({ placement: placement("never") }));
    release();
    expect(await first).toEqual({ joined: false, result: {} });
    expect(await second).toEqual({ joined: true, placement: null });
    let calls = 0;
    await b.placeOnce("key-f", async () => {
      calls++;
      return {};
    });
    expect(calls).toBe(1);
  });
});
