// "Save to wishlist" pressed by a guest (product.md §8): the product is remembered in the session
// while they sign in or register, saved to their wishlist once they have, and they come back to
// the product with it said. Other intents of a guest still go to the sign-in page as before.
import { beforeEach, describe, expect, it } from "vitest";
import { getWishlist } from "~/.server/commerce/wishlist";
import { action as loginAction } from "~/routes/login/route";
import { action as wishlistAction } from "~/routes/account.wishlist/route";
import { flashOf } from "../support/flash";
import { hosted } from "../support/session";
import {
  args,
  browserRequest,
  caught,
  cookieWith,
  cookiesOf,
  location,
  newCustomer,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

const PRODUCT = "/shop/accessories/ashless-usb-c-charging-cable";
let customer: Awaited<ReturnType<typeof newCustomer>>;
beforeEach(async () => void (customer = await newCustomer()));

const guestSaves = async (cookie: string, form: Record<string, string>) =>
  (await caught(hosted(wishlistAction)(args(browserRequest("/account/wishlist", { cookie, form }))))) as Response;

const logIn = async (cookie: string, redirectTo: string) =>
  (await hosted(loginAction)(
    args(
      browserRequest("/login", {
        cookie,
        form: { intent: "login", website: "", email: customer.email, password: customer.password, redirectTo },
      }),
    ),
  )) as Response;

describe("a guest's Save to wishlist", () => {
  it("asks them to sign in, then saves the product and brings them back to it", async () => {
    const saving = await guestSaves(await cookieWith({}), {
      intent: "save-to-wishlist",
      sku: "ASH-ACC-CABLE",
      returnTo: PRODUCT,
    });
    expect(saving.status).toBe(302);
    expect(location(saving)).toBe(`/login?redirectTo=${encodeURIComponent(PRODUCT)}`);
    expect((await flashOf(saving))?.message).toMatch(/log in or create an account/i);
    expect((await getWishlist("default", customer.signIn.commerceToken)).items).toEqual([]);

    const signedIn = await logIn(cookiesOf(saving), PRODUCT);
    expect(location(signedIn)).toBe(PRODUCT);
    expect((await flashOf(signedIn))?.message).toMatch(/Ashless USB-C Charging Cable is saved to your wishlist\./);
    const items = (await getWishlist("default", customer.signIn.commerceToken)).items;
    expect(items.map((i) => i.sku)).toEqual(["ASH-ACC-CABLE"]);

    // remembered once: signing in again later saves nothing more and says nothing of it
    const again = await logIn(cookiesOf(signedIn), PRODUCT);
    expect((await flashOf(again))?.message ?? "").not.toMatch(/wishlist/i);
  });

  it("a product already in the list is said to be there, not saved twice", async () => {
    const form = { intent: "save-to-wishlist", sku: "ASH-ACC-CABLE", returnTo: PRODUCT };
    // on this browser, then as a guest on another
    await logIn(cookiesOf(await guestSaves(await cookieWith({}), form)), PRODUCT);
    const second = await logIn(cookiesOf(await guestSaves(await cookieWith({}), form)), PRODUCT);
    expect((await flashOf(second))?.message).toMatch(/already in your wishlist/i);
    expect((await getWishlist("default", customer.signIn.commerceToken)).items).toHaveLength(1);
  });

  it("an unsafe returnTo is not followed, and a malformed sku is not remembered", async () => {
    const saving = await guestSaves(await cookieWith({}), {
      intent: "save-to-wishlist",
      sku: "not a sku!",
      returnTo: "//evil.example/x",
    });
    expect(location(saving)).toBe(`/login?redirectTo=${encodeURIComponent("/account/wishlist")}`);
    const signedIn = await logIn(cookiesOf(saving), "/account/wishlist");
    expect((await flashOf(signedIn))?.message ?? "").not.toMatch(/saved to your wishlist/i);
    expect((await getWishlist("default", customer.signIn.commerceToken)).items).toEqual([]);
  });
});
