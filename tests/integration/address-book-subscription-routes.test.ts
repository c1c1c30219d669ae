// The address book and the subscription page when a subscription delivers to one of the
// customer's addresses (product.md §3 Account address, isSubscription), against the whole sandbox:
// the mark and its link, no delete offered (and the platform's refusal beside the address when
// one is posted anyway), the edit page's word on next deliveries, the subscription's address.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { accountGateway } from "~/.server/platform";
import { subscriptionGateway } from "~/.server/platform/subscriptions";
import { action as bookAction, loader as bookLoader } from "~/routes/account.address._index/route";
import { loader as editLoader } from "~/routes/account.address.$id/route";
import { action as newAddressAction } from "~/routes/account.address.new/route";
import { action as subscriptionAction, loader as subscriptionLoader } from "~/routes/account.subscriptions.$id/route";
import { readFlash } from "~/.server/session/flash";
import { hosted } from "../support/session";
import { authOf } from "./platform-account-sandbox";
import {
  browserRequest,
  caught,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { HOME, OFFICE, placeSubscriptionOrderTo } from "./subscription-order";

useRoutesSandbox();

const NEW_ADDRESS = {
  "address.firstname": "Sam",
  "address.lastname": "Taylor",
  "address.line1": "9 Dock Road",
  "address.city": "Hull",
  "address.postcode": "HU1 1AA",
  "address.countryCode": "GB",
  "address.telephone": "07700 900123",
};

let signIn: SignIn;
let home: string;
let office: string;
let subscription: string;

interface Book {
  addresses: { id: string; usedBy: { label: string; href: string } | null }[];
  deleting: string | null;
  deleteRefused: string | null;
}

const get = async <T>(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  params: Record<string, string> = {},
) =>
  replied<T>(await hosted(loader)({ request: browserRequest(path, { cookie: await signedInCookie(signIn) }), params }))
    .data;

beforeEach(async () => {
  ({ signIn } = await newCustomer());
  const auth = authOf(signIn);
  const added = [];
  for (const a of [HOME, OFFICE]) {
    const r = await accountGateway().addAddress(auth, a);
    if (!r.ok) throw new Error(r.error.message);
    added.push(r.value.id);
  }
  [home, office] = added;
  placeSubscriptionOrderTo(sandboxDb(), signIn.userUuid, OFFICE);
  [{ id: subscription }] = await subscriptionGateway().list(auth);
});

describe("address book with a subscription's address", () => {
  it("marks the address with a link to the subscription, and offers no delete for it", async () => {
    const book = await get<Book>(bookLoader, "/account/address");
    expect(book.addresses.map((a) => [a.id, a.usedBy && { label: a.usedBy.label, href: a.usedBy.href }])).toEqual([
      [home, null],
      [office, { label: "Used by your subscription", href: `/account/subscriptions/${subscription}` }],
    ]);
    // the delete link's confirmation step is not shown for it, the reason is
    const asked = await get<Book>(bookLoader, `/account/address?delete=${office}`);
    expect(asked.deleting).toBeNull();
    expect(asked.deleteRefused).toMatch(/subscription is delivered to this address/);
    expect((await get<Book>(bookLoader, `/account/address?delete=${home}`)).deleting).toBe(home);
  });

  it("answers a delete posted anyway with the platform's refusal, naming the address", async () => {
    const answer = replied<FormResult["data"]>(
      await caught(
        hosted(bookAction)({
          request: browserRequest("/account/address", {
            cookie: await signedInCookie(signIn),
            form: { intent: "delete", addressId: office },
          }),
          params: {},
        }),
      ),
    );
    expect(answer.init.status).toBe(409);
    expect(answer.data.intent).toBe("delete");
    expect(answer.data.result.initialValue).toMatchObject({ addressId: office });
    expect(Object.values(answer.data.result.error).flat().join(" ")).toMatch(/can't be deleted/);
    expect((await get<Book>(bookLoader, "/account/address")).addresses).toHaveLength(2);
  });

  it("says on its edit page that changes apply to the subscription's next deliveries", async () => {
    type Edit = { subscription: { note: string; href: string; link: string } | null };
    const edit = await get<Edit>(editLoader, `/account/address/${office}`, { id: office });
    expect(edit.subscription).toEqual({
      note: expect.stringMatching(/apply to its next deliveries/),
      href: `/account/subscriptions/${subscription}`,
      link: "View subscription",
    });
    expect((await get<Edit>(editLoader, `/account/address/${home}`, { id: home })).subscription).toBeNull();
  });

  it("shows the subscription's delivery address on its page, with a link to edit it", async () => {
    type Page = { subscription: { deliveredTo: { text: string; href: string } | null } };
    const page = await get<Page>(subscriptionLoader, `/account/subscriptions/${subscription}`, { id: subscription });
    expect(page.subscription.deliveredTo).toEqual({
      text: "Sam Taylor, 3 Quay Street, Leeds, LS2 7EY, United Kingdom",
      href: `/account/address/${office}`,
    });
  });
});

describe("moving the subscription to another address", () => {
  type Page = {
    subscription: { deliveredTo: { text: string } | null };
    move: { id: string; current: string; addresses: { value: string; label: string }[]; addHref: string } | null;
  };
  const page = () => get<Page>(subscriptionLoader, `/account/subscriptions/${subscription}`, { id: subscription });
  const move = async (form: Record<string, string>) =>
    caught(
      hosted(subscriptionAction)({
        request: browserRequest(`/account/subscriptions/${subscription}`, {
          cookie: await signedInCookie(signIn),
          form: { intent: "deliver-to", id: subscription, ...form },
        }),
        params: { id: subscription },
      }),
    );

  it("offers the customer's addresses with the current one chosen, and a way to add one", async () => {
    const { move: form } = await page();
    expect(form).toEqual({
      id: subscription,
      current: office,
      addresses: [
        { value: home, label: "Sam Taylor, 12 Mill Lane, Leeds, LS1 4AB, United Kingdom" },
        { value: office, label: "Sam Taylor, 3 Quay Street, Leeds, LS2 7EY, United Kingdom" },
      ],
      addHref: `/account/address/new?then=/account/subscriptions/${subscription}`,
    });
  });

  it("comes back to the subscription from the new address it links to, the address saved, to be chosen", async () => {
    const add = async (then: string) =>
      caught(
        hosted(newAddressAction)({
          request: browserRequest(`/account/address/new?then=${encodeURIComponent(then)}`, {
            cookie: await signedInCookie(signIn),
            form: { intent: "save-address", ...NEW_ADDRESS },
          }),
          params: {},
        }),
      );
    const back = await add(`/account/subscriptions/${subscription}`);
    expect(location(back)).toBe(`/account/subscriptions/${subscription}`);
    expect((await readFlash(cookiesOf(back)))?.message).toBe("Your new address has been saved.");
    expect((await page()).move?.addresses.map((a) => a.label)).toContain(
      "Sam Taylor, 9 Dock Road, Hull, HU1 1AA, United Kingdom",
    );
    // only back into the account: elsewhere, the address book as before
    for (const elsewhere of ["https://evil.example/", "//evil.example", "/cart", "/account/../cart"])
      expect(location(await add(elsewhere)), elsewhere).toBe("/account/address");
  });

  it("moves it, says so in a flash on its page, and frees the old address", async () => {
    const answer = await move({ addressId: home });
    expect(location(answer)).toBe(`/account/subscriptions/${subscription}`);
    expect((await readFlash(cookiesOf(answer)))?.message).toBe(
      `Subscription ${subscription} will be delivered to Sam Taylor, 12 Mill Lane, Leeds, LS1 4AB, United Kingdom from its next delivery.`,
    );
    expect((await page()).subscription.deliveredTo?.text).toMatch(/^Sam Taylor, 12 Mill Lane/);
    const book = await get<Book>(bookLoader, "/account/address");
    expect(book.addresses.map((a) => [a.id, a.usedBy?.label ?? null])).toEqual([
      [home, "Used by your subscription"],
      [office, null],
    ]);
  });

  it("asks for an address when none is chosen, and refuses one that is not the customer's beside the list", async () => {
    const none = replied<FormResult["data"]>(await move({}));
    expect(none.init.status).toBe(400);
    expect(none.data.result.error).toEqual({ addressId: ["Choose the address to deliver to."] });

    const other = await newCustomer();
    const theirs = await accountGateway().addAddress(authOf(other.signIn), HOME);
    if (!theirs.ok) throw new Error(theirs.error.message);
    const refused = replied<FormResult["data"]>(await move({ addressId: theirs.value.id }));
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ addressId: ["Choose one of your addresses to deliver to."] });
    expect(refused.data.result.initialValue).toMatchObject({ addressId: theirs.value.id });
    expect((await page()).move?.current).toBe(office);
  });
});
