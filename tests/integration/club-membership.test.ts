// product.md §8 "Customer lookup" (decision 0076), on each flavour: the sandbox's club answers
// NOT_FOUND, INACTIVE, UNAUTHORISED and UNDEFINED from the customer's membership and token (set
// through its sandbox-only call), and the shop tells the customer what each means where they meet
// it: the club's pages (its frame's lookup) and the referral page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { loyaltyGateway } from "~/.server/platform/loyalty";
import { CLUB_UNAVAILABLE } from "~/.server/club/view";
import type { MembershipNotice } from "~/.server/club/membership";
import { loader as clubLoader } from "~/routes/club/route";
import { loader as overviewLoader } from "~/routes/club._index/route";
import { loader as referralLoader } from "~/routes/referral/route";
import { hosted } from "../support/session";
import { FLAVOURS, type Flavour } from "./platform-account-sandbox";
import {
  browserRequest,
  caught,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  usePlatformFlavour,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
const load = async (loader: Loader, path: string, signIn: SignIn) =>
  caught(hosted(loader)({ request: browserRequest(path, { cookie: await signedInCookie(signIn) }), params: {} }));
const membershipOn = async (loader: Loader, path: string, signIn: SignIn) =>
  replied<{ membership: MembershipNotice | null }>(await load(loader, path, signIn)).data.membership;

/** The sandbox-only call that sets a customer's membership, through the flavour's platform. */
async function setMembership(email: string, state: string) {
  const res = await fetch(`${process.env.PLATFORM_API_URL}/_sandbox/loyalty/membership`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb" },
    body: JSON.stringify({ email, state }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The customer lookup on the wire: the consumer read of each flavour. */
async function lookup(flavour: Flavour, uuid: string, token: string) {
  const path = flavour === "unified" ? `/api/loyalty/consumers/${uuid}` : `/consumers/${uuid}/loyalty`;
  const res = await fetch(`${process.env.PLATFORM_API_URL}${path}`, {
    headers: { authorization: `Bearer ${token}`, "x-tenant-code": "ashless-gb" },
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, code: body.error_code, body };
}

describe.each(FLAVOURS)("customer lookup, %s flavour", (flavour) => {
  beforeEach(() => usePlatformFlavour(flavour));

  it("answers a member with the code they joined with, and refuses by the membership's state", async () => {
    const { email, signIn } = await newCustomer();
    const { userUuid: uuid, identityToken: token } = signIn;
    const ok = await lookup(flavour, uuid, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject(flavour === "unified" ? { parent_code: null } : { data: { parentCode: null } });

    expect(await setMembership(email, "not_member")).toMatchObject({ status: 200 });
    expect(await lookup(flavour, uuid, token)).toMatchObject({ status: 404, code: "NOT_FOUND" });
    for (const state of ["suspended", "closed"]) {
      await setMembership(email, state);
      expect(await lookup(flavour, uuid, token)).toMatchObject({ status: 409, code: "INACTIVE" });
    }
    await setMembership(email, "under_review");
    expect(await lookup(flavour, uuid, token)).toMatchObject({ status: 423, code: "UNDEFINED" });
    await setMembership(email, "active");
    expect((await lookup(flavour, uuid, token)).status).toBe(200);

    // the token's refusals: another customer's (403), one that has ended (401)
    const other = (await newCustomer()).signIn;
    expect(await lookup(flavour, uuid, other.identityToken)).toMatchObject({ status: 403, code: "UNAUTHORISED" });
    sandboxDb().prepare("UPDATE accounts_tokens SET revoked = 1 WHERE token = ?").run(token);
    expect(await lookup(flavour, uuid, token)).toMatchObject({ status: 401, code: "UNAUTHORISED" });
  });

  it("refuses to set a state it does not know, or for no one", async () => {
    const { email } = await newCustomer();
    expect(await setMembership(email, "frozen")).toMatchObject({ status: 422 });
    expect(await setMembership("nobody@example.com", "closed")).toMatchObject({ status: 404 });
  });

  it("gives the gateway's reads the membership refusal, and ends the session on UNAUTHORISED", async () => {
    const { email, signIn } = await newCustomer();
    const auth = { userUuid: signIn.userUuid, identityToken: signIn.identityToken, sessionToken: signIn.sessionToken };
    const club = loyaltyGateway();
    await setMembership(email, "not_member");
    expect(await club.status(auth)).toMatchObject({ available: false, lookup: "NOT_FOUND" });
    expect(await club.referral(auth, 1)).toMatchObject({ available: false, lookup: "NOT_FOUND" });
    await setMembership(email, "closed");
    expect(await club.points(auth)).toMatchObject({ available: false, lookup: "INACTIVE" });
    // an earning rule for a cart line is quietly left out, as for any failure
    expect(await club.earningRule(auth, "order", { sku: "ASH-STK-SILVER-P20", quantity: 1 })).toMatchObject({
      available: false,
      value: null,
    });
    await setMembership(email, "under_review");
    const undefinedRead = await club.status(auth);
    expect(undefinedRead.available).toBe(false);
    expect(undefinedRead.lookup).toBeUndefined();
    await setMembership(email, "active");
    await expect(club.status({ ...auth, identityToken: "ended" })).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
  });

  it("shows the club's pages in its frame to a member, and the membership's state in their place otherwise", async () => {
    const { email, signIn } = await newCustomer();
    expect(await membershipOn(clubLoader, "/club", signIn)).toBeNull();

    await setMembership(email, "not_member");
    // the frame's refusal is the page's status (403), whatever the page's own read answered
    const refused = replied<{ membership: MembershipNotice }>(await load(clubLoader, "/club/history", signIn));
    expect(refused.init?.status).toBe(403);
    expect(await membershipOn(clubLoader, "/club/history", signIn)).toMatchObject({
      code: "NOT_FOUND",
      title: "You're not in the club yet",
      next: { href: "/contact" },
    });

    await setMembership(email, "suspended");
    expect(await membershipOn(clubLoader, "/club", signIn)).toMatchObject({
      code: "INACTIVE",
      title: "Your club membership is paused or closed",
    });
  });

  it("says on the referral page that the customer is not in the club, or their membership is closed", async () => {
    const { email, signIn } = await newCustomer();
    const member = replied<{ membership: unknown; code: string }>(await load(referralLoader, "/referral", signIn));
    expect(member.data.membership).toBeNull();
    expect(member.data.code).not.toBe("");

    await setMembership(email, "not_member");
    const outside = replied<{ membership: MembershipNotice; unavailable: string | null; canAddReferrer: boolean }>(
      await load(referralLoader, "/referral", signIn),
    );
    expect(outside.init?.status ?? 200).toBe(200);
    expect(outside.data).toMatchObject({ membership: { code: "NOT_FOUND" }, unavailable: null, canAddReferrer: false });

    await setMembership(email, "closed");
    expect(await membershipOn(referralLoader, "/referral", signIn)).toMatchObject({ code: "INACTIVE" });
  });

  it("says UNDEFINED as the club's 'can't be shown right now', and sends UNAUTHORISED to sign in and back", async () => {
    const { email, signIn } = await newCustomer();
    await setMembership(email, "under_review");
    expect(await membershipOn(clubLoader, "/club", signIn)).toBeNull();
    for (const [loader, path] of [
      [overviewLoader, "/club"],
      [referralLoader, "/referral"],
    ] as const) {
      const page = replied<{ unavailable: string | null }>(await load(loader as Loader, path, signIn));
      expect(page.init?.status, path).toBe(503);
      expect(page.data.unavailable, path).toBe(CLUB_UNAVAILABLE);
    }

    await setMembership(email, "active");
    sandboxDb().prepare("UPDATE accounts_tokens SET revoked = 1 WHERE token = ?").run(signIn.identityToken);
    for (const [loader, path] of [
      [clubLoader, "/club/rewards"],
      [referralLoader, "/referral?page=2"],
    ] as const) {
      expect(location(await load(loader as Loader, path, signIn)), path).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
    }
  });
});
