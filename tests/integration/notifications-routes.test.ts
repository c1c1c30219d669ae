// /account/notifications against the whole sandbox (decision 0068; both flavours' push calls are in
// platform-push.test.ts): the browser's push subscription registered with the platform, kept in
// the session, removed by "Turn off" without scripting, and removed at sign-out.
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { action, loader } from "~/routes/account.notifications/route";
import { action as logout } from "~/routes/logout/route";
import { pushTokensOf } from "../../server/sandbox/accounts/push-tokens";
import { SANDBOX_PUSH_PUBLIC_KEY } from "../../server/sandbox/accounts/push-tokens";
import {
  args,
  browserRequest,
  caught,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  sessionOf,
  signedInCookie,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";
import { flashOf } from "../support/flash";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

const subscription = (endpoint = "https://push.example/send/abc") =>
  JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
  });

const load = async (cookie: string) =>
  replied<{ publicKey: string | null; on: boolean }>(
    await hosted(loader)({ request: browserRequest("/account/notifications", { cookie }), params: {} }),
  ).data;
const post = async (cookie: string, form: Record<string, string>) =>
  caught(hosted(action)({ request: browserRequest("/account/notifications", { cookie, form }), params: {} }));
const tokens = () => pushTokensOf(sandboxDb(), signIn.userUuid).map((t) => t.token);

describe("notifications in this browser", () => {
  it("registers the browser's subscription, says so, and turns it off with a plain POST", async () => {
    const cookie = await signedInCookie(signIn);
    expect(await load(cookie)).toEqual({ publicKey: SANDBOX_PUSH_PUBLIC_KEY, on: false });

    const on = await post(cookie, { intent: "push-on", token: subscription() });
    expect(location(on)).toBe("/account/notifications");
    expect(await flashOf(on as Response)).toEqual({
      kind: "success",
      message: "Notifications are on for this browser.",
    });
    expect(tokens()).toEqual([subscription()]);
    const onCookie = await cookieWith((await sessionOf(on)).data);
    expect((await load(onCookie)).on).toBe(true);

    const off = await post(onCookie, { intent: "push-off" });
    expect(location(off)).toBe("/account/notifications");
    expect(await flashOf(off as Response)).toEqual({
      kind: "success",
      message: "Notifications are off for this browser.",
    });
    expect(tokens()).toEqual([]);
    expect((await sessionOf(off)).get("push")).toBeUndefined();
  });

  it("refuses what is not a push subscription, and registers nothing", async () => {
    const cookie = await signedInCookie(signIn);
    for (const token of ["", "not json", subscription("http://push.example/plain-http"), "{}"]) {
      const refused = replied<FormResult["data"]>(await post(cookie, { intent: "push-on", token }));
      expect(refused.init.status).toBe(400);
      expect(refused.data.result.error[""]).toEqual([
        "Your browser did not give us a way to reach it. Please try again.",
      ]);
    }
    expect(tokens()).toEqual([]);
  });

  it("is off already when the platform no longer has it", async () => {
    const on = await post(await signedInCookie(signIn), { intent: "push-on", token: subscription() });
    const onCookie = await cookieWith((await sessionOf(on)).data);
    sandboxDb().prepare("DELETE FROM messaging_push_tokens").run();
    const off = await post(onCookie, { intent: "push-off" });
    expect(await flashOf(off as Response)).toEqual({
      kind: "success",
      message: "Notifications are off for this browser.",
    });
  });

  it("removes the browser's registration when the customer signs out", async () => {
    const on = await post(await signedInCookie(signIn), { intent: "push-on", token: subscription() });
    const onCookie = await cookieWith((await sessionOf(on)).data);
    expect(tokens()).toHaveLength(1);
    await hosted(logout)(args(browserRequest("/logout", { cookie: onCookie, form: { intent: "logout" } })));
    expect(tokens()).toEqual([]);
  });
});
