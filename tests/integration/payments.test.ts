// product.md §7 Payments, end to end below the browser: the storefront's payments gateway against
// the sandbox platform (both flavours), and the sandbox provider's hosted pages driven as a
// browser would post them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { paymentsGateway } from "~/.server/payments/gateway";
import type { Auth } from "~/lib/models/account";
import {
  DEMO,
  FLAVOURS,
  mountOf,
  outbox,
  restoreConfig,
  startSandbox,
  useFlavour,
  value,
  type RunningSandbox,
} from "./platform-account-sandbox";

const RETURN = "http://shop.test/payment/return";
const GOOD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Lovelace" };

async function post(url: string, form: Record<string, string>) {
  return fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
}

const orderStatus = (s: RunningSandbox, number: string) =>
  (s.db.prepare("SELECT status FROM sales_order WHERE increment_id = ?").get(number) as { status: string }).status;

describe.each(FLAVOURS)("payments on the %s platform", (flavour) => {
  let sandbox: RunningSandbox;
  let auth: Auth;

  beforeAll(async () => {
    sandbox = await startSandbox();
    useFlavour(sandbox, flavour);
    const signIn = value(await accountGateway().login(DEMO.email, DEMO.password, false));
    auth = { userUuid: signIn.userUuid, identityToken: signIn.identityToken, sessionToken: signIn.sessionToken };
  });
  afterEach(() => useFlavour(sandbox, flavour));
  afterAll(async () => {
    restoreConfig();
    await sandbox.close();
  });

  const settings = (body: Record<string, string>) =>
    fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/payments/settings`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb" },
      body: JSON.stringify(body),
    });

  /** Order 000000113 unpaid again, and a payment started for it (a refusal fails the test). */
  async function payAgain(cardId: string | null = null) {
    sandbox.db.prepare("UPDATE sales_order SET status = 'pending_payment' WHERE increment_id = '000000113'").run();
    const started = await paymentsGateway().start({
      auth,
      orderNumber: "000000113",
      tokenize: false,
      cardId,
      returnUrl: RETURN,
    });
    if (!started.ok) throw new Error(started.error.message);
    return started.value;
  }

  it("lists the methods with tokenizable, and the hosted-payment configuration", async () => {
    const methods = await paymentsGateway().methods();
    expect(methods).toContainEqual(expect.objectContaining({ code: "ashless_card", kind: "card", tokenizable: true }));
    expect(methods).toContainEqual(expect.objectContaining({ code: "cashondelivery", tokenizable: false }));
    expect(await paymentsGateway().hostedConfig("ashless_card")).toEqual({
      code: "ashless_card",
      mode: "TEST",
      scaMode: "SCA_WHEN_REQUIRED",
    });
  });

  it("a declined card fails the payment and leaves the order payable; a good card then pays it", async () => {
    const start = () =>
      paymentsGateway().start({ auth, orderNumber: "000000108", tokenize: false, cardId: null, returnUrl: RETURN });
    const first = await start();
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.redirectUrl.startsWith(`${sandbox.origin}/payment-provider/sessions/`)).toBe(true);
    const page = await (await fetch(first.value.redirectUrl)).text();
    for (const label of ["Card number", "Expiry date", "Security code", "Name on card"]) expect(page).toContain(label);

    const invalid = await post(first.value.redirectUrl, { ...GOOD, number: "4242 4242 4242 4241", expiry: "01/20" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Enter a valid card number, as it appears on your card.");
    expect(html).toContain("Your card has expired. Use another card.");

    const declined = await post(first.value.redirectUrl, { ...GOOD, number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${RETURN}?payment=${first.value.uuid}`);
    expect(await paymentsGateway().payment(first.value.uuid, auth)).toMatchObject({
      status: "failed",
      orderNumber: "000000108",
      failure: { code: "declined", message: "Your card was declined." },
    });
    expect(orderStatus(sandbox, "000000108")).toBe("payment_failed");
    // someone else, or nobody, can't read it
    expect(await paymentsGateway().payment(first.value.uuid, null)).toBeNull();

    const second = await start();
    if (!second.ok) throw new Error(second.error.message);
    expect((await post(second.value.redirectUrl, GOOD)).status).toBe(303);
    expect(await paymentsGateway().payment(second.value.uuid, auth)).toMatchObject({
      status: "completed",
      card: { brand: "Visa", last4: "4242" },
      failure: null,
    });
    expect(orderStatus(sandbox, "000000108")).toBe("payment_completed");
    expect(await start()).toEqual({
      ok: false,
      error: { code: "ORDER_NOT_PAYABLE", message: "This order has already been paid." },
    });
  });

  it("a card that asks for strong authentication is challenged; the right code pays and saves the card", async () => {
    const started = await paymentsGateway().start({
      auth,
      orderNumber: "000000113",
      tokenize: true,
      cardId: null,
      returnUrl: RETURN,
    });
    if (!started.ok) throw new Error(started.error.message);
    const pay = await post(started.value.redirectUrl, { ...GOOD, number: "4000 0027 6000 3184" });
    expect(pay.status).toBe(303);
    const challengeUrl = new URL(pay.headers.get("location")!, started.value.redirectUrl).toString();
    expect(challengeUrl).toBe(`${started.value.redirectUrl}/challenge`);
    const challenge = await (await fetch(challengeUrl)).text();
    const code = /your code is <strong>(\d{6})<\/strong>/.exec(challenge)?.[1];
    expect(code, "the TEST-mode code on the challenge page").toBeTruthy();
    const wrong = await post(challengeUrl, { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right. You have 2 tries left.");
    expect((await paymentsGateway().payment(started.value.uuid, auth))?.status).toBe("pending");
    const right = await post(challengeUrl, { code: code! });
    expect(right.headers.get("location")).toBe(`${RETURN}?payment=${started.value.uuid}`);
    expect((await paymentsGateway().payment(started.value.uuid, auth))?.status).toBe("completed");
    const wallet = await accountGateway().getWallet(auth);
    expect(wallet.map((c) => c.last4)).toContain("3184");
  });

  it("SCA_ALWAYS challenges every card, OFF none; a guest can't start a customer's payment", async () => {
    const guest = await paymentsGateway().start({
      auth: null,
      orderNumber: "000000113",
      tokenize: false,
      cardId: null,
      returnUrl: RETURN,
    });
    expect(guest.ok).toBe(false);
    // a fresh unpaid card order of the demo customer, for each mode
    for (const [mode, challenged] of [
      ["SCA_ALWAYS", true],
      ["OFF", false],
    ] as const) {
      expect((await settings({ sca_mode: mode })).status).toBe(200);
      const started = await payAgain();
      const card = mode === "OFF" ? "4000 0027 6000 3184" : GOOD.number;
      const res = await post(started.redirectUrl, { ...GOOD, number: card });
      expect(res.headers.get("location")?.endsWith("/challenge"), mode).toBe(challenged);
    }
    await settings({ sca_mode: "SCA_WHEN_REQUIRED" });
  });

  it("in LIVE mode the challenge page keeps the code to itself: the sandbox outbox has it", async () => {
    await settings({ mode: "LIVE" });
    const started = await payAgain();
    const res = await post(started.redirectUrl, { ...GOOD, number: "4000 0027 6000 3184" });
    const challenge = await (await fetch(`${started.redirectUrl}/challenge`)).text();
    expect(res.headers.get("location")?.endsWith("/challenge")).toBe(true);
    expect(challenge).not.toMatch(/your code is/);
    const [text] = await outbox(sandbox, flavour, started.uuid);
    expect(text.code).toMatch(/^\d{6}$/);
    expect((await post(`${started.redirectUrl}/challenge`, { code: text.code! })).status).toBe(303);
    expect((await paymentsGateway().payment(started.uuid, auth))?.status).toBe("completed");
    await settings({ mode: "TEST" });
  });

  it("pays with a saved card without typing it", async () => {
    const [card] = await accountGateway().getWallet(auth);
    const started = await payAgain(card.id);
    const page = await (await fetch(started.redirectUrl)).text();
    expect(page).toContain(`ending ${card.last4}`);
    expect((await post(started.redirectUrl, {})).status).toBe(303);
    expect(await paymentsGateway().payment(started.uuid, auth)).toMatchObject({
      status: "completed",
      card: { last4: card.last4 },
    });
  });
});
