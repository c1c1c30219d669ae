// product.md §3: the product page's offers say whether they apply to the shopper's cart (eligible)
// or how to qualify (potentially eligible, with the hint), from the real cart: a guest's, and a
// signed-in customer's. A page weighed against a cart is the shopper's own (no-store).
import { describe, expect, it } from "vitest";
import { addToCart } from "~/.server/commerce/cart";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { loader } from "~/routes/shop.$/route";
import { hosted } from "../support/session";
import { browserRequest, cartWith, cookieWith, newCustomer, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const BOX_PATH = "accessories/ashless-cleaning-sticks-box-5-packs";
const CARTON_PATH = "sticks/cartons/amber-tobacco-sticks-carton-10";
const BOX_GIFT = "Choose a free accessory";
const MULTI_BUY = "Save on 3 or more cartons";

/** The page's offer titled `title`, in the words it is shown, and whether the page may be kept. */
async function offerOn(path: string, title: string, cookie?: string) {
  const answer = await hosted(loader)({
    request: browserRequest(`/shop/${path}`, { cookie }),
    params: { "*": path },
    context: {},
  });
  const body = (answer && typeof answer === "object" && "data" in answer ? answer.data : answer) as {
    product: {
      promotionalOffers: { title: string; description: string; eligible: boolean; potentiallyEligible: boolean }[];
    };
  };
  const offer = body.product.promotionalOffers.find((o) => o.title.includes(title))!;
  const headers =
    answer && typeof answer === "object" && "init" in answer
      ? new Headers((answer as { init: ResponseInit }).init.headers)
      : null;
  return { offer, noStore: headers?.get("Cache-Control")?.includes("no-store") ?? false };
}

describe("a product page's offers, weighed against the shopper's cart", () => {
  it("without a cart: the hint, how to qualify, and the page may be kept", async () => {
    const { offer, noStore } = await offerOn(BOX_PATH, BOX_GIFT);
    expect(offer).toMatchObject({ eligible: false, potentiallyEligible: true });
    expect(offer.description).toContain("How to get it: Add the box of 5 cleaning-stick packs to your cart");
    expect(noStore).toBe(false);
  });

  it("a guest's cart holding the box: the gift offer applies to it", async () => {
    const cookie = await cookieWith({ cartId: await cartWith("default", ["ASH-CON-CLEAN-150", 1]) });
    const { offer, noStore } = await offerOn(BOX_PATH, BOX_GIFT, cookie);
    expect(offer).toMatchObject({ eligible: true, potentiallyEligible: false });
    expect(offer.description).toContain("This offer applies to your cart.");
    expect(offer.description).not.toContain("How to get it");
    expect(noStore).toBe(true);
  });

  it("a guest's multi-buy: the hint with one carton in the cart, applies from three", async () => {
    const one = await cookieWith({ cartId: await cartWith("default", ["ASH-STK-AMBER-C10", 1]) });
    const short = await offerOn(CARTON_PATH, MULTI_BUY, one);
    expect(short.offer).toMatchObject({ eligible: false, potentiallyEligible: true });
    expect(short.offer.description).toContain("How to get it: Add 3 cartons of the same flavour to your cart.");
    // three of another flavour: the offer applies to the cart, on this carton's page too
    const three = await cookieWith({ cartId: await cartWith("default", ["ASH-STK-RUBY-C10", 3]) });
    expect((await offerOn(CARTON_PATH, MULTI_BUY, three)).offer).toMatchObject({ eligible: true });
  });

  it("a signed-in customer's cart", async () => {
    const { signIn } = await newCustomer();
    const cartId = await getCustomerCartId("default", signIn.commerceToken!);
    const added = await addToCart(
      "default",
      cartId,
      { kind: "simple", sku: "ASH-CON-CLEAN-150", quantity: 1 },
      signIn.commerceToken!,
    );
    expect(added.error).toBeNull();
    const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
    const cookie = await cookieWith({ userUuid, identityToken, sessionToken, commerceToken, cartId });
    const { offer } = await offerOn(BOX_PATH, BOX_GIFT, cookie);
    expect(offer).toMatchObject({ eligible: true, potentiallyEligible: false });
  });
});
