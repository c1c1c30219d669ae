import type { ActionFunctionArgs } from "@remix-run/node";
// Every check of a code (issue 36, 4) is limited per session or account and per address,
// through the shared rate-limit windows: after five wrong codes the next check is refused with
// 429, beside the field, with what was typed kept and how long to wait; even a right code then
// waits. Device registration answers the same for an invalid code, an unknown one and one
// registered to someone else (no oracle).
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { SURVEY_CODE_INTENT, START_SURVEY_INTENT } from "~/lib/schemas/engagement";
import { action as cartAction } from "~/routes/cart/route";
import { action as packAction } from "~/routes/account.pack-codes/route";
import { action as devicesAction } from "~/routes/account.devices/route";
import { action as surveyAction } from "~/routes/club.surveys.$id/route";
import * as register from "~/routes/register/route";
import { mintPackCodes } from "../../server/sandbox/accounts/packs";
import { newSerialCodes } from "../../server/sandbox/loyalty/surveys";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));
const signedIn = () => signedInCookie(signIn);
type Action = (a: ActionFunctionArgs) => Promise<unknown>;
const send = async (action: Action, path: string, form: Record<string, string>, cookie?: string, params = {}) =>
  caught(hosted(action)({ ...args(browserRequest(path, { cookie: cookie ?? (await signedIn()), form })), params }));

const STOPPED = /^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/;
/** A 429 with the wait beside `field`, what was typed kept, and Retry-After. */
function expectStopped(answer: unknown, field: string, typed: string) {
  expect(answer, "stopped, not let through").not.toBeInstanceOf(Response);
  const r = replied<FormResult["data"]>(answer);
  expect(r.init.status).toBe(429);
  expect(r.data.result.error[field]?.[0]).toMatch(STOPPED);
  expect(r.data.result.initialValue[field]).toBe(typed);
  expect(Number(new Headers(r.init.headers).get("Retry-After"))).toBeGreaterThan(0);
}
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : replied<unknown>(answer).init.status;

describe("code checks are limited", () => {
  it("discount codes, per cart and address: five wrong ones, then even WELCOME10 waits", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    const cookie = await cookieWith({ cartId });
    const coupon = (code: string) => send(cartAction, "/cart", { intent: "apply-coupon", code }, cookie);
    for (let i = 0; i < 5; i++) expect(statusOf(await coupon(`WRONG${i}`)), `code ${i + 1}`).toBe(400);
    expectStopped(await coupon("WRONG5"), "code", "WRONG5");
    expectStopped(await coupon("WELCOME10"), "code", "WELCOME10");
  });

  it("pack codes, per account: five wrong ones, then a real one waits", async () => {
    const post = async (code: string) => send(packAction, "/account/pack-codes", { intent: "register-pack", code });
    for (let i = 0; i < 5; i++) expect(statusOf(await post(`QQQQ-QQQQ-QQQ${i}`))).toBe(400);
    const [real] = mintPackCodes(sandboxDb(), 1);
    expectStopped(await post(real), "code", real);
  });

  it("survey serial codes, per account: five wrong ones, then a real one waits", async () => {
    const path = "/club/surveys/amber-2027";
    const params = { id: "amber-2027" };
    const post = async (form: Record<string, string>) => send(surveyAction, path, form, undefined, params);
    expect(location(await post({ intent: START_SURVEY_INTENT }))).toBe(path);
    const wrong = newSerialCodes(sandboxDb(), "device-month-2027", 5);
    for (const code of wrong) expect(statusOf(await post({ intent: SURVEY_CODE_INTENT, serialCode: code }))).toBe(400);
    const [real] = newSerialCodes(sandboxDb(), "amber-2027", 1);
    expectStopped(await post({ intent: SURVEY_CODE_INTENT, serialCode: real }), "serialCode", real);
  });

  it("device codes, per account, with one answer for unknown, invalid and someone else's", async () => {
    const post = async (code: string) => send(devicesAction, "/account/devices", { intent: "register", code });
    // the one answer is the message beside the code field (issue 40, 12)
    const answers = [];
    for (const code of ["ASHBAD0001", "ASHTAKEN01", "ASHNONE001"]) {
      const answer = replied<FormResult["data"]>(await post(code));
      expect(answer.init.status).toBe(400);
      answers.push(answer.data.result.error);
    }
    expect(answers[0]).toEqual({ code: [expect.stringContaining("We couldn't register this code")] });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    for (let i = 0; i < 2; i++) await post(`ASHBAD000${i + 2}`);
    expectStopped(await post("ASHTAKEN01"), "code", "ASHTAKEN01");
  });

  it("referral codes at registration, per address (no session yet) and e-mail", async () => {
    const fields = (n: number) => ({
      website: "",
      intent: "register",
      email: `referred-${n}-${signIn.userUuid}@example.com`,
      password: "Sup3rSecret",
      firstname: "Sam",
      lastname: "Smith",
      dob: "1990-03-27",
      custom_preferred_store: "Leeds",
      "consent_gdpr-privacy": "on",
      referralCode: `NOPE${n}`,
    });
    for (let i = 0; i < 5; i++)
      expect(
        replied<FormResult["data"]>(
          await hosted(register.action)(args(browserRequest("/register", { form: fields(i) }))),
        ).init.status,
      ).toBe(400);
    expectStopped(
      await hosted(register.action)(args(browserRequest("/register", { form: fields(5) }))),
      "referralCode",
      "NOPE5",
    );
  });
});
