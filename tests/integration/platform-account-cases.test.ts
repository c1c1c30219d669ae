import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { server } from "../msw/server";
import { accountGateway } from "~/.server/platform";
import { moveComplaint, openComplaint } from "../../server/sandbox/accounts/complaints";
import {
  type Flavour,
  FLAVOURS,
  newCustomer,
  outbox,
  refusal,
  sandboxFor,
  signInDemo,
  value,
} from "./platform-account-sandbox";

// The account's complaints, purposes, one custom attribute at a time and the verification item
// read before a code is typed (product.md §3 purposes, §7 Users and Verification; decision 0065),
// through the gateway against each flavour of the in-process sandbox.

// msw only watches: every request goes through to the sandbox, and each is noted
const seen: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "bypass" });
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^\/platform(-legacy)?/, "")}`);
  });
});
afterAll(() => {
  server.events.removeAllListeners();
  server.close();
});

/** The platform requests made while `run` runs, as "METHOD /path" below the mount. */
async function requestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  await run();
  return [...seen];
}

describe.each(FLAVOURS)(
  "account gateway, %s flavour: complaints, purposes, attributes, verification",
  (flavour: Flavour) => {
    const sandbox = sandboxFor(flavour);

    it("lists the customer's complaints, the latest first, as customer service moves them (unified only)", async () => {
      const auth = await signInDemo();
      if (flavour === "legacy") {
        // the legacy platform keeps no complaints: nothing is asked of it
        expect(await requestsDuring(async () => expect(await accountGateway().getComplaints(auth)).toBeNull())).toEqual(
          [],
        );
        return;
      }
      const demo = await accountGateway().getComplaints(auth);
      expect(demo!.map((c) => [c.subject, c.status, c.resolution])).toEqual([
        ["Parcel arrived with a crushed box", "in_progress", null],
        ["Device stopped charging after two weeks", "resolved", "We sent you a replacement device free of charge."],
      ]);
      expect(demo![0]!.reference).toMatch(/^CMP-\d{6}$/);

      const c = await newCustomer();
      expect(await accountGateway().getComplaints(c.auth)).toEqual([]);
      const opened = openComplaint(sandbox.db, {
        uuid: crypto.randomUUID(),
        user_uuid: c.auth.userUuid,
        subject: "Wrong flavour in my order",
        order_number: "000000123",
      });
      expect(await accountGateway().getComplaints(c.auth)).toEqual([
        {
          reference: opened.reference,
          subject: "Wrong flavour in my order",
          orderNumber: "000000123",
          status: "open",
          resolution: null,
          openedAt: opened.created_at,
          updatedAt: opened.updated_at,
        },
      ]);
      moveComplaint(sandbox.db, opened.uuid, "closed", "We refunded the pack.");
      expect(await accountGateway().getComplaints(c.auth)).toEqual([
        expect.objectContaining({ status: "closed", resolution: "We refunded the pack." }),
      ]);
      // one customer never sees another's
      expect((await accountGateway().getComplaints(auth))!.map((x) => x.reference)).not.toContain(opened.reference);
    });

    it("answers the purposes the customer agreed to, as their consents change", async () => {
      const c = await newCustomer();
      expect((await accountGateway().getProfile(c.auth)).purposes).toEqual(["gdpr-privacy"]);
      value(
        await accountGateway().updateCommunicationPreferences(
          c.auth,
          [
            { id: "marketing-sms", accepted: true },
            { id: "personalised-offers", accepted: true },
          ],
          [],
        ),
      );
      expect((await accountGateway().getProfile(c.auth)).purposes).toEqual([
        "gdpr-privacy",
        "marketing-sms",
        "personalised-offers",
      ]);
      value(
        await accountGateway().updateCommunicationPreferences(c.auth, [{ id: "marketing-sms", accepted: false }], []),
      );
      expect((await accountGateway().getProfile(c.auth)).purposes).toEqual(["gdpr-privacy", "personalised-offers"]);
    });

    it("changes one custom attribute with its own PUT (legacy: its one PUT with just that attribute)", async () => {
      const c = await newCustomer();
      const uuid = c.auth.userUuid;
      let saved;
      const sent = await requestsDuring(
        async () =>
          (saved = value(await accountGateway().updateCustomAttribute(c.auth, "favourite_flavour", "citrus"))),
      );
      expect(sent).toEqual([
        flavour === "unified"
          ? `PUT /api/users/${uuid}/custom-attributes/favourite_flavour`
          : `PUT /update-profile/custom-attributes/${uuid}`,
      ]);
      expect(saved!.extra).toEqual({ favourite_flavour: "citrus" });
      value(await accountGateway().updateCustomAttribute(c.auth, "heard_about_us", "friend"));
      // a clearable one is cleared with "", the others stay
      const cleared = value(await accountGateway().updateCustomAttribute(c.auth, "favourite_flavour", ""));
      expect(cleared.extra).toEqual({ heard_about_us: "friend" });
      // one that can't be cleared, a bad option, the brand's own: refused, named by the attribute
      for (const [code, v] of [
        ["heard_about_us", ""],
        ["favourite_flavour", "bacon"],
        ["store_customer_number", "FORGED-1"],
      ] as const) {
        expect(refusal(await accountGateway().updateCustomAttribute(c.auth, code, v))).toMatchObject({
          field: `customAttributes.${code}`,
        });
      }
      expect((await accountGateway().getProfile(c.auth)).extra).toEqual({ heard_about_us: "friend" });
    });

    it("reads the verification item before a code is typed: tries left, until when, and when it is spent", async () => {
      const c = await newCustomer();
      const number = `+4477007${String(Date.now()).slice(-5)}`;
      const { verificationId } = value(await accountGateway().startPhoneVerification(c.auth, number));
      const fresh = await accountGateway().getPhoneVerification(c.auth, verificationId);
      expect(fresh).toMatchObject({ status: "pending", attemptsLeft: 3 });
      const minutes = (Date.parse(fresh!.expiresAt!) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
      value(await accountGateway().confirmPhoneVerification(c.auth, verificationId, "000000"));
      expect(await accountGateway().getPhoneVerification(c.auth, verificationId)).toMatchObject({
        status: "pending",
        attemptsLeft: 2,
      });
      // ten minutes on, the platform has failed it
      sandbox.db
        .prepare("UPDATE accounts_verifications SET expires_at = ? WHERE uuid = ?")
        .run(new Date(Date.now() - 1000).toISOString(), verificationId);
      expect(await accountGateway().getPhoneVerification(c.auth, verificationId)).toMatchObject({ status: "failed" });

      const again = value(await accountGateway().startPhoneVerification(c.auth, number));
      const [sms] = await outbox(sandbox, flavour, number);
      value(await accountGateway().confirmPhoneVerification(c.auth, again.verificationId, sms!.code!));
      expect(await accountGateway().getPhoneVerification(c.auth, again.verificationId)).toMatchObject({
        status: "validated",
      });
      // one the platform doesn't have
      expect(await accountGateway().getPhoneVerification(c.auth, crypto.randomUUID())).toBeNull();
    });
  },
);
