// Issue 40, 6: which order an account made from a confirmation takes, and what it tells the shopper.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppSession, SessionData } from "~/.server/session/session";

const attachGuestOrder = vi.fn();
vi.mock("~/.server/commerce/customer", () => ({ attachGuestOrder: (...a: unknown[]) => attachGuestOrder(...a) }));
const { claimableOrder, claimGuestOrder } = await import("~/.server/checkout/claim-order");

function sessionWith(data: Partial<SessionData>): AppSession {
  const values = new Map<string, unknown>(Object.entries(data));
  return {
    get: (k) => values.get(k) as never,
    has: (k) => values.has(k),
    set: (k, v) => void values.set(k, v),
    unset: (k) => void values.delete(k),
    flash: () => {},
    takeFlash: () => null,
    destroy: () => values.clear(),
  };
}

const ORDER = {
  number: "000000200",
  email: "Ada@Example.com",
  lastname: "Lovelace",
  guest: true,
  store: "trial",
} as const;

beforeEach(() => attachGuestOrder.mockReset());

describe("the order an account is made for", () => {
  it("is this browser's last guest order, named, while nobody is signed in", () => {
    expect(claimableOrder(sessionWith({ lastOrder: ORDER }), "000000200")).toEqual(ORDER);
    expect(claimableOrder(sessionWith({ lastOrder: ORDER }), "000000201")).toBeNull();
    expect(claimableOrder(sessionWith({ lastOrder: ORDER }), null)).toBeNull();
    expect(claimableOrder(sessionWith({ lastOrder: { ...ORDER, guest: false } }), "000000200")).toBeNull();
    expect(claimableOrder(sessionWith({ lastOrder: ORDER, commerceToken: "t" }), "000000200")).toBeNull();
  });

  it("is attached in its store view for the same e-mail, and then no longer a guest's", async () => {
    attachGuestOrder.mockResolvedValue(true);
    const session = sessionWith({ lastOrder: ORDER, commerceToken: "token-1" });
    expect(await claimGuestOrder(session, ORDER, " ada@example.com")).toBe("Order 000000200 is in your account.");
    expect(attachGuestOrder).toHaveBeenCalledWith("trial", "token-1", "000000200");
    expect(session.get("lastOrder")?.guest).toBe(false);
  });

  it("stays a guest's for another e-mail, or when the shop refuses, and says where to find it", async () => {
    const session = sessionWith({ lastOrder: ORDER, commerceToken: "token-1" });
    expect(await claimGuestOrder(session, ORDER, "someone@example.com")).toBe(
      'Order 000000200 was placed with another e-mail address, so it isn\'t in this account. You can still find order 000000200 with "Find your order".',
    );
    expect(attachGuestOrder).not.toHaveBeenCalled();
    attachGuestOrder.mockResolvedValue(false);
    expect(await claimGuestOrder(session, ORDER, "ada@example.com")).toMatch(/^We couldn't add order 000000200/);
    expect(session.get("lastOrder")?.guest).toBe(true);
    expect(await claimGuestOrder(session, null, "ada@example.com")).toBeNull();
  });
});
