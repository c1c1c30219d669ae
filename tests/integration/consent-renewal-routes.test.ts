// Consent renewal (product.md §3) through the pages, against the whole sandbox (unified flavour; both
// flavours' sign-in flag and its clearing are in platform-consent-renewal.test.ts): a sign-in that
// must renew its consents goes to the renewal page with where it was going kept; until the
// consents are saved every account, club and checkout page sends the customer back there; the
// required consent is refused beside its field; saving goes on to where they were going.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { action as loginAction } from "~/routes/login/route";
import { action as logoutAction } from "~/routes/logout/route";
import { loader as accountLayout } from "~/routes/account/route";
import { loader as ordersLoader } from "~/routes/account.orders._index/route";
import { loader as clubLoader } from "~/routes/club._index/route";
import { loader as checkoutEntry } from "~/routes/checkout._index/route";
import { action, loader } from "~/routes/account.consents-renewal/route";
import { flashOf } from "../support/flash";
import {
  args,
  browserRequest,
  caught,
  cartWith,
  cookieWith,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sandboxDb,
  sessionOf,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const RENEWAL = "/account/consents-renewal";
let customer: { email: string; password: string; signIn: SignIn };
beforeEach(async () => {
  customer = await newCustomer();
  // the privacy notice changed: the sandbox's own route, as the tests set state
  sandboxDb().prepare("UPDATE accounts_users SET consent_renewal_required = 1 WHERE email = ?").run(customer.email);
});

const renewing = () => {
  const { userUuid, identityToken, sessionToken, commerceToken } = customer.signIn;
  return cookieWith({ userUuid, identityToken, sessionToken, commerceToken, consentRenewal: true });
};
const flagged = () =>
  (
    sandboxDb()
      .prepare("SELECT consent_renewal_required AS f FROM accounts_users WHERE email = ?")
      .get(customer.email) as {
      f: number;
    }
  ).f;
const get = async (fn: (a: LoaderFunctionArgs) => Promise<unknown>, path: string, cookie?: string) =>
  caught(hosted(fn)({ request: browserRequest(path, { cookie: cookie ?? (await renewing()) }), params: {} }));
const save = async (form: Record<string, string>, path = `${RENEWAL}?redirectTo=%2Faccount%2Forders`) =>
  caught(
    hosted(action)({
      request: browserRequest(path, {
        cookie: await renewing(),
        form: { intent: "renew-consents", redirectTo: "/account/orders", ...form },
      }),
      params: {},
    }),
  );

describe("consent renewal", () => {
  it("sign-in goes to the renewal page, where the customer was going kept, and the session remembers it", async () => {
    const response = (await hosted(loginAction)(
      args(
        browserRequest("/login", {
          cookie: await cookieWith({}),
          form: {
            intent: "login",
            website: "",
            email: customer.email,
            password: customer.password,
            redirectTo: "/account/orders?page=2",
          },
        }),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `${RENEWAL}?redirectTo=${encodeURIComponent("/account/orders?page=2")}`,
    );
    const session = await sessionOf(response);
    expect(session.get("userUuid")).toBe(customer.signIn.userUuid);
    expect(session.get("consentRenewal")).toBe(true);
  });

  it("a sign-in's unsafe redirectTo is not kept", async () => {
    const response = (await hosted(loginAction)(
      args(
        browserRequest("/login", {
          cookie: await cookieWith({}),
          form: {
            intent: "login",
            website: "",
            email: customer.email,
            password: customer.password,
            redirectTo: "//evil.example/x",
          },
        }),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`${RENEWAL}?redirectTo=%2Faccount`);
  });

  it("until renewed, account, club and checkout pages send the customer to the renewal page", async () => {
    expect(location(await get(ordersLoader, "/account/orders?sort=number"))).toBe(
      `${RENEWAL}?redirectTo=${encodeURIComponent("/account/orders?sort=number")}`,
    );
    expect(location(await get(accountLayout, "/account"))).toBe(`${RENEWAL}?redirectTo=%2Faccount`);
    expect(location(await get(clubLoader, "/club"))).toBe(`${RENEWAL}?redirectTo=%2Fclub`);
    const cartId = await cartWith("default", [SKU, 1]);
    const { userUuid, identityToken, sessionToken, commerceToken } = customer.signIn;
    const withCart = await cookieWith({
      userUuid,
      identityToken,
      sessionToken,
      commerceToken,
      cartId,
      consentRenewal: true,
    });
    expect(location(await get(checkoutEntry, "/checkout", withCart))).toBe(`${RENEWAL}?redirectTo=%2Fcheckout`);
    // the account's frame lets the renewal page itself through
    expect(location(await get(accountLayout, RENEWAL))).toBeNull();
  });

  it("shows why, and the tenant's consents with the customer's answers", async () => {
    const page = replied<{
      redirectTo: string;
      groups: { category: string; consents: { id: string; required: boolean }[] }[];
      defaults: { consents: string[] };
    }>(await get(loader, `${RENEWAL}?redirectTo=%2Fclub`)).data;
    expect(page.redirectTo).toBe("/club");
    const ids = page.groups.flatMap((g) => g.consents.map((c) => c.id));
    expect(ids).toContain("gdpr-privacy");
    expect(page.groups.flatMap((g) => g.consents).find((c) => c.id === "gdpr-privacy")?.required).toBe(true);
    expect(page.defaults.consents).toEqual(["gdpr-privacy"]);
  });

  it("refuses the required consent unticked, beside its field, and nothing changes", async () => {
    const refused = (await save({ consents: "marketing-email" })) as FormResult;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.consents).toEqual([
      "Tick the boxes marked required: we can't keep your account without them.",
    ]);
    expect(flagged()).toBe(1);
  });

  it("saving renews the consents and goes on to where the customer was going, with a message", async () => {
    const response = (await save({ consents: "gdpr-privacy" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/orders");
    expect(await flashOf(response)).toEqual({ kind: "success", message: "Thank you: your choices are saved." });
    expect((await sessionOf(response)).get("consentRenewal")).toBeUndefined();
    expect(flagged()).toBe(0);
    // the account is open again
    const cookie = cookiesOf(response);
    expect(location(await get(ordersLoader, "/account/orders", cookie))).toBeNull();
  });

  it("logging out instead ends the session, the flag with it", async () => {
    const response = (await hosted(logoutAction)(
      args(browserRequest("/logout", { cookie: await renewing(), form: { intent: "logout" } })),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/");
    expect((await sessionOf(response)).get("consentRenewal")).toBeUndefined();
  });
});
