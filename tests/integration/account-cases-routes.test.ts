// /account/complaints, the purposes on /account/privacy-request and the code step of
// /account/update-phone, against the whole sandbox: what the customer sees comes from the
// platform's state (product.md §3 purposes, §7 Users complaints and Verification; decision 0065).
import { beforeEach, describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SignIn } from "~/lib/models/account";
import { loader as complaintsLoader } from "~/routes/account.complaints/route";
import { loader as privacyLoader } from "~/routes/account.privacy-request/route";
import { action as phoneAction, loader as phoneLoader } from "~/routes/account.update-phone/route";
import { loader as frameLoader } from "~/routes/account/route";
import { moveComplaint, openComplaint } from "../../server/sandbox/accounts/complaints";
import { hosted } from "../support/session";
import {
  browserRequest,
  caught,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  usePlatformFlavour,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
/** A loader's answer for the signed-in customer (or `cookie`'s), or the Response it threw. */
const get = async <T>(loader: Loader, path: string, cookie?: string) =>
  replied<T>(
    await caught(
      hosted(loader)({
        request: browserRequest(path, { cookie: cookie ?? (await signedInCookie(signIn)) }),
        params: {},
      }),
    ),
  );

type Complaints = {
  complaints: { reference: string; subject: string; statusLabel: string; resolution: string | null }[];
};

describe("the customer's complaints", () => {
  it("lists each case with where it stands, as customer service moves it", async () => {
    expect((await get<Complaints>(complaintsLoader, "/account/complaints")).data.complaints).toEqual([]);
    const older = openComplaint(sandboxDb(), {
      uuid: crypto.randomUUID(),
      user_uuid: signIn.userUuid,
      subject: "Mouthpiece cracked",
      order_number: null,
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const newer = openComplaint(sandboxDb(), {
      uuid: crypto.randomUUID(),
      user_uuid: signIn.userUuid,
      subject: "Late delivery",
      order_number: "000000042",
    });
    moveComplaint(sandboxDb(), older.uuid, "resolved", "We sent a new mouthpiece.");
    const { complaints } = (await get<Complaints>(complaintsLoader, "/account/complaints")).data;
    expect(complaints.map((c) => [c.reference, c.subject, c.statusLabel, c.resolution])).toEqual([
      [newer.reference, "Late delivery", "Received", null],
      [older.reference, "Mouthpiece cracked", "Resolved", "We sent a new mouthpiece."],
    ]);
  });

  it("is not offered on the legacy platform, which keeps none: 404, and not in the navigation", async () => {
    expect((await get<{ unified: boolean }>(frameLoader, "/account")).data.unified).toBe(true);
    usePlatformFlavour("legacy");
    try {
      const { signIn: legacyCustomer } = await newCustomer();
      const cookie = await signedInCookie(legacyCustomer);
      expect((await get<{ unified: boolean }>(frameLoader, "/account", cookie)).data.unified).toBe(false);
      const thrown = await get<unknown>(complaintsLoader, "/account/complaints", cookie);
      expect(thrown.init.status).toBe(404);
    } finally {
      usePlatformFlavour("unified");
    }
  });
});

describe("what the customer agreed to, on the privacy page", () => {
  it("names the consents given, in the consents' order, and follows a change", async () => {
    type Privacy = { purposes: string[] };
    expect((await get<Privacy>(privacyLoader, "/account/privacy-request")).data.purposes).toEqual([
      "I have read and accept the privacy notice.",
    ]);
    sandboxDb()
      .prepare("INSERT INTO accounts_consents (user_uuid, consent_id, accepted, updated_at) VALUES (?, ?, 1, ?)")
      .run(signIn.userUuid, "marketing-post", new Date().toISOString());
    expect((await get<Privacy>(privacyLoader, "/account/privacy-request")).data.purposes).toEqual([
      "Send me news and offers by post.",
      "I have read and accept the privacy notice.",
    ]);
  });
});

describe("the phone code step", () => {
  type Phone = { code: { usable: boolean; until?: string | null; triesLeft?: number; message?: string } | null };
  const number = () => `07700 9${String(Date.now()).slice(-5)}`;

  async function sendCode() {
    const answer = await caught(
      hosted(phoneAction)({
        request: browserRequest("/account/update-phone", {
          cookie: await signedInCookie(signIn),
          form: { intent: "send-code", telephone: number() },
        }),
        params: {},
      }),
    );
    expect(location(answer)).toBe("/account/update-phone");
    return `${await signedInCookie(signIn)}; ${cookiesOf(answer)}`;
  }
  const pendingId = () =>
    sandboxDb()
      .prepare("SELECT uuid FROM accounts_verifications WHERE user_uuid = ? ORDER BY created_at DESC LIMIT 1")
      .pluck()
      .get(signIn.userUuid) as string;

  it("says until when the code works and how many tries are left, read from the platform", async () => {
    const cookie = await sendCode();
    const { code } = (await get<Phone>(phoneLoader, "/account/update-phone", cookie)).data;
    expect(code).toMatchObject({ usable: true, triesLeft: 3, until: expect.stringMatching(/^\d{2}:\d{2}$/) });
    sandboxDb().prepare("UPDATE accounts_verifications SET attempts = 2 WHERE uuid = ?").run(pendingId());
    expect((await get<Phone>(phoneLoader, "/account/update-phone", cookie)).data.code).toMatchObject({ triesLeft: 1 });
  });

  it("says, before the customer types, that a code is spent: expired, failed, or already used", async () => {
    const cookie = await sendCode();
    const id = pendingId();
    sandboxDb()
      .prepare("UPDATE accounts_verifications SET expires_at = ? WHERE uuid = ?")
      .run(new Date(Date.now() - 1000).toISOString(), id);
    expect((await get<Phone>(phoneLoader, "/account/update-phone", cookie)).data.code).toEqual({
      usable: false,
      message: expect.stringContaining("This code can no longer be used"),
    });
    sandboxDb()
      .prepare("UPDATE accounts_verifications SET status = 'validated', expires_at = ? WHERE uuid = ?")
      .run(new Date(Date.now() + 60_000).toISOString(), id);
    expect((await get<Phone>(phoneLoader, "/account/update-phone", cookie)).data.code).toEqual({
      usable: false,
      message: "This code has already been used. Send a new code to verify the number again.",
    });
  });
});
