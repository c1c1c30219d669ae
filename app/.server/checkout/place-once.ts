// One attempt at placing the order per idempotency key, whichever replica the submissions
// reach (idempotency.ts explains the layers); club redemptions use the same (keyedOnce). The first submission claims the key in the
// shared state and places the order; the others wait for the outcome: inside one process
// on the first one's promise, across replicas by polling the shared key. A placed order is
// remembered for half an hour, for a retry whose first answer never reached the browser.
import { sharedState, type KeyValue } from "../state";
import type { Placement } from "./idempotency";
import { log } from "../observability";

const PENDING = "pending";
/** longer than an attempt can take (three upstream calls with their time-outs and retries) */
const CLAIM_MS = 2 * 60_000;
const REMEMBER_MS = 30 * 60_000;

export type Joined<P = Placement> = { joined: true; placement: P | null };
export type Outcome<T, P = Placement> = { joined: false; result: T } | Joined<P>;

export interface PlacementOptions {
  /** how often a waiting submission looks for the outcome on another replica */
  pollMs?: number;
  /** how long it waits before giving up (the shopper is asked to try again) */
  waitMs?: number;
}

/**
 * One attempt per key of something that must happen once (an order, a redemption): what it
 * produced (`P`, JSON) is kept under `<prefix>:<key>` for a repeat to answer with.
 */
export function keyedOnce<P extends object>(
  prefix: string,
  kv: () => KeyValue,
  { pollMs = 150, waitMs = 45_000 }: PlacementOptions = {},
) {
  type Placement = P;
  const storageKey = (key: string) => `${prefix}:${key}`;
  const flights = new Map<string, Promise<Placement | null>>();

  function parsePlacement(value: string | null): Placement | null {
    if (!value || value === PENDING) return null;
    try {
      return JSON.parse(value) as Placement;
    } catch {
      return null;
    }
  }

  /** What the shared state holds for `key`; null when it cannot be reached. */
  async function read(key: string): Promise<string | null> {
    try {
      return await kv().get(storageKey(key));
    } catch (error) {
      log().error(`order claims unreadable: ${(error as Error).message}`);
      return null;
    }
  }

  /** The order already placed under `key`, on any replica. */
  async function recentPlacement(key: string): Promise<Placement | null> {
    return parsePlacement(await read(key));
  }

  /** Waits while another replica's attempt holds the claim; null when it placed nothing. */
  async function outcomeElsewhere(key: string): Promise<Placement | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const value = await read(key);
      if (value !== PENDING) return parsePlacement(value);
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /** Claims `key`; when the shared state cannot be reached the upstream's guard is the last one. */
  async function claim(key: string): Promise<boolean> {
    try {
      return await kv().setIfAbsent(storageKey(key), PENDING, CLAIM_MS);
    } catch (error) {
      log().error(`order claim unavailable: ${(error as Error).message}`);
      return true;
    }
  }

  async function release(key: string, placement: Placement | null) {
    try {
      if (placement) await kv().set(storageKey(key), JSON.stringify(placement), REMEMBER_MS);
      else await kv().delete(storageKey(key));
    } catch (error) {
      log().error(`order claim not released: ${(error as Error).message}`);
    }
  }

  /**
   * Runs `attempt` unless a submission with the same key is already placing the order; then it
   * waits for that one and returns its placement (null when it placed none). The promise is
   * registered before the first await, so one process never starts two attempts for a key.
   */
  async function placeOnce<T extends { placement?: Placement }>(
    key: string,
    attempt: () => Promise<T>,
  ): Promise<Outcome<T, Placement>> {
    const running = flights.get(key);
    if (running) return { joined: true, placement: await running };
    let settle!: (placement: Placement | null) => void;
    flights.set(key, new Promise<Placement | null>((resolve) => (settle = resolve)));
    let placement: Placement | null = null;
    try {
      if (!(await claim(key))) {
        placement = await outcomeElsewhere(key);
        return { joined: true, placement };
      }
      try {
        const result = await attempt();
        placement = result.placement ?? null;
        return { joined: false, result };
      } finally {
        await release(key, placement);
      }
    } finally {
      settle(placement);
      flights.delete(key);
    }
  }

  return { placeOnce, recentPlacement };
}

export const orderPlacements = (kv: () => KeyValue, options: PlacementOptions = {}) =>
  keyedOnce<Placement>("order", kv, options);

/** Placements counted in the shared state (this process, or Redis when REDIS_URL is set). */
export const { placeOnce, recentPlacement } = orderPlacements(() => sharedState().kv);
