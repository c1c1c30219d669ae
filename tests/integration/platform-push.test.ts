import { describe, expect, it } from "vitest";
import { pushGateway } from "~/.server/platform/push";
import {
  type Flavour,
  FLAVOURS,
  mountOf,
  newCustomer,
  refusal,
  sandboxFor,
  value,
  type RunningSandbox,
} from "./platform-account-sandbox";

// product.md §7 messaging push (decision 0068): a signed-in customer's browser registered for
// notifications by its push token, and removed by the registration's id or by the token, on each
// flavour of the in-process sandbox.

async function tokensOf(sandbox: RunningSandbox, flavour: Flavour, uuid: string): Promise<string[]> {
  const res = await fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/messaging/push?uuid=${uuid}`);
  const body = (await res.json()) as { tokens?: { token: string }[]; data?: { tokens: { token: string }[] } };
  return (body.tokens ?? body.data?.tokens ?? []).map((t) => t.token);
}

const subscription = (n: string) =>
  JSON.stringify({ endpoint: `https://push.example/send/${n}`, keys: { p256dh: "BNc", auth: "tBH" } });

describe.each(FLAVOURS)("push messaging, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  it("registers a browser's token, the same token once, and removes it by id", async () => {
    const { auth } = await newCustomer();
    const push = pushGateway();
    const first = value(await push.register(auth, subscription("a")));
    const again = value(await push.register(auth, subscription("a")));
    expect(again.id).toBe(first.id);
    value(await push.register(auth, subscription("b")));
    expect(await tokensOf(sandbox, flavour, auth.userUuid)).toEqual([subscription("a"), subscription("b")]);

    value(await push.unregister(auth, { id: first.id }));
    expect(await tokensOf(sandbox, flavour, auth.userUuid)).toEqual([subscription("b")]);
    // gone: a second removal is refused, not a silent success
    expect(refusal(await push.unregister(auth, { id: first.id })).code).toBe("PUSH_TOKEN_NOT_FOUND");
  });

  it("removes by the token itself, and never another customer's", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const push = pushGateway();
    const mine = value(await push.register(owner.auth, subscription("c")));
    expect(refusal(await push.unregister(other.auth, { token: subscription("c") })).code).toBe("PUSH_TOKEN_NOT_FOUND");
    expect(refusal(await push.unregister(other.auth, { id: mine.id })).code).toBe("PUSH_TOKEN_NOT_FOUND");
    value(await push.unregister(owner.auth, { token: subscription("c") }));
    expect(await tokensOf(sandbox, flavour, owner.auth.userUuid)).toEqual([]);
  });

  it("refuses an empty or oversized token, and a caller without a valid session", async () => {
    const { auth } = await newCustomer();
    const push = pushGateway();
    expect(refusal(await push.register(auth, " ")).code).toBe("INVALID_PUSH_TOKEN");
    expect(refusal(await push.register(auth, "x".repeat(4097))).code).toBe("INVALID_PUSH_TOKEN");
    expect(refusal(await push.register({ ...auth, identityToken: "forged" }, subscription("d"))).code).toBe(
      "SESSION_EXPIRED",
    );
  });
});
