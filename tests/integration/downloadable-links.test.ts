// A downloadable product whose files are bought one by one (decision 0074), against the whole
// sandbox: commerce prices the chosen files, refuses none, keeps them on the cart line and the
// order, and delivers only those; the product page's form asks for at least one, beside the
// files, and keeps the ones ticked; the order's confirmation says where the files are.
import { describe, expect, it } from "vitest";
import { addToCart, createCart, getCart } from "~/.server/commerce/cart";
import { getProductByUrlKey } from "~/.server/commerce/catalog";
import { placeOrder, setBillingAddress, setGuestEmail, setPaymentMethod } from "~/.server/commerce/checkout";
import { getDownloads } from "~/.server/commerce/downloads";
import { reorder } from "~/.server/commerce/customer";
import { action as shopAction } from "~/routes/shop.$/route";
import { loader as listLoader } from "~/routes/account.downloads/route";
import * as confirmationPage from "~/routes/checkout.confirmation.$orderNumber/confirmation.server";
import { hosted } from "../support/session";
import { checkoutSteps, LONDON } from "./commerce-checkout-sandbox";
import {
  browserRequest,
  caught,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

const CARDS = "ashless-tasting-cards";
const PAGE = `/shop/accessories/${CARDS}`;
const SKU = "ASH-DL-TASTING-CARDS";
const uid = (linkId: number) => Buffer.from(`downloadable/${linkId}`).toString("base64");

/** The tasting cards' files as commerce gives them: [uid, title, price]. */
async function cardLinks() {
  const product = (await getProductByUrlKey("default", CARDS))!;
  return product.downloads!.links.map((l) => [l.uid, l.title, l.price.value] as const);
}

const add = (cartId: string, linkUids: string[], token?: string, quantity = 1) =>
  addToCart("default", cartId, { kind: "downloadable", sku: SKU, quantity, linkUids }, token);

describe("commerce: a product whose files are bought one by one", () => {
  it("is read with its files, each priced, and priced from its cheapest file to all of them", async () => {
    const product = (await getProductByUrlKey("default", CARDS))!;
    expect(product).toMatchObject({ typeId: "downloadable", priceVaries: true });
    expect(product.downloads).toMatchObject({ title: "Choose your cards", purchasedSeparately: true });
    expect(await cardLinks()).toEqual([
      [expect.any(String), "Amber Tobacco tasting card (PDF)", 0.99],
      [expect.any(String), "Silver Menthol tasting card (PDF)", 0.99],
      [expect.any(String), "All eight flavours, one card each (PDF)", 4.99],
    ]);
    expect(product.price.final.value).toBe(0.99);
  });

  it("prices the chosen files, lists them on the line, and keeps another choice on a line of its own", async () => {
    const [amber, silver, all] = await cardLinks();
    const id = await createCart("default");
    const { cart, error } = await add(id, [all[0], amber[0]]);
    expect(error).toBeNull();
    expect(cart!.isVirtual).toBe(true);
    expect(cart!.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        price: expect.objectContaining({ value: 5.98 }),
        options: [{ label: "Files", value: `${amber[1]}, ${all[1]}` }],
      }),
    ]);
    // the same files again add to that line; other files make a line of their own
    await add(id, [amber[0], all[0]]);
    const again = await add(id, [silver[0]]);
    expect(again.cart!.items.map((i) => [i.quantity, i.price.value, i.options[0].value])).toEqual([
      [2, 5.98, `${amber[1]}, ${all[1]}`],
      [1, 0.99, silver[1]],
    ]);
    expect(again.cart!.prices.grandTotal.value).toBe(12.95);
  });

  it("refuses an add with no file of its own chosen, as Magento does, and adds nothing", async () => {
    const guide = (await getProductByUrlKey("default", "ashless-flavour-guide"))!;
    const id = await createCart("default");
    for (const refused of [
      await add(id, []),
      await add(id, [guide.downloads!.links[0].uid]),
      await addToCart("default", id, { kind: "simple", sku: SKU, quantity: 1 }),
    ])
      expect(refused.error).toEqual({ code: "UNDEFINED", message: "Please specify product link(s)." });
    expect((await getCart("default", id)).items).toEqual([]);
  });

  it("takes addDownloadableProductsToCart's link ids too, and a product sold whole keeps all its files", async () => {
    const id = await createCart("default");
    const silver = (await cardLinks())[1];
    const linkId = Number(Buffer.from(silver[0], "base64").toString().split("/")[1]);
    const answer = await fetch(process.env.COMMERCE_GRAPHQL_URL!, {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "default" },
      body: JSON.stringify({
        query: `mutation ($cartId: String!, $linkId: Int!) {
          addDownloadableProductsToCart(input: { cart_id: $cartId, cart_items: [
            { data: { sku: "${SKU}", quantity: 1 }, downloadable_product_links: [{ link_id: $linkId }] }
          ] }) { cart { items { prices { price_including_tax { value } } ... on DownloadableCartItem { links { title } } } } }
        }`,
        variables: { cartId: id, linkId },
      }),
    }).then((r) => r.json());
    expect(answer.data.addDownloadableProductsToCart.cart.items).toEqual([
      { prices: { price_including_tax: { value: 0.99 } }, links: [{ title: silver[1] }] },
    ]);
    // the guide, sold whole: every file on its line whatever is named, at its own price
    const guide = await addToCart("default", id, {
      kind: "downloadable",
      sku: "ASH-DL-FLAVOUR-GUIDE",
      quantity: 1,
      linkUids: [uid(1)],
    });
    expect(guide.cart!.items[1]).toMatchObject({
      price: { value: 2.99 },
      options: [
        { label: "Files", value: "The Ashless Flavour Guide (PDF, 24 pages), Flavour chart to print (PDF, A4)" },
      ],
    });
  });

  it("delivers only the files bought, once paid, and orders them again", async () => {
    const { signIn } = await newCustomer();
    const token = signIn.commerceToken;
    const [amber, silver] = await cardLinks();
    const cartId = await createCart("default", token);
    expect((await add(cartId, [silver[0]], token)).error).toBeNull();
    expect(await setBillingAddress("default", cartId, LONDON, token)).toEqual({ error: null });
    expect(await setPaymentMethod("default", cartId, "ashless_card", token)).toEqual({ error: null });
    const placed = await placeOrder("default", cartId, [{ code: "age_confirmation", value: "1" }], token);
    expect(placed.error).toBeNull();
    const number = placed.order!.orderNumber;
    const pending = await getDownloads("default", token);
    expect(pending.map((d) => [d.orderNumber, d.available])).toEqual([[number, false]]);

    sandboxDb().prepare("UPDATE sales_order SET status = 'payment_completed' WHERE increment_id = ?").run(number);
    const [bought] = await getDownloads("default", token);
    expect(bought).toMatchObject({ key: `${number}-1`, available: true });
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const pdf = await fetch(bought.url, auth);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Disposition")).toContain(`${CARDS}-`);
    // the card not bought is not theirs to download, by its address either
    const silverId = Number(bought.url.split("-").at(-1));
    const amberId = Number(Buffer.from(amber[0], "base64").toString().split("/")[1]);
    expect(silverId).not.toBe(amberId);
    expect((await fetch(bought.url.replace(/-\d+$/, `-${amberId}`), auth)).status).toBe(404);
    const listed = replied<{ downloads: { orderNumber: string }[] }>(
      await hosted(listLoader)({
        request: browserRequest("/account/downloads", { cookie: await signedInCookie(signIn) }),
        params: {},
      }),
    ).data.downloads;
    expect(listed.map((d) => d.orderNumber)).toEqual([number]);

    // ordered again: the same file, not a refusal for want of one
    const again = (await reorder("default", token, number))!;
    expect(again.errors).toEqual([]);
    const cart = await getCart("default", again.cartId, token);
    expect(cart.items.map((i) => i.options[0]?.value)).toEqual([silver[1]]);
  });
});

type AddReply = {
  result: { error: Record<string, string[]> };
  detail?: { linkChoiceHtml: string };
};

const postAdd = (fields: [string, string][], cookie?: string) =>
  caught(
    hosted(shopAction)({
      request: browserRequest(PAGE, { form: [["intent", "add"], ["kind", "simple"], ["sku", SKU], ...fields], cookie }),
      params: { "*": PAGE.replace("/shop/", "") },
    }),
  );

describe("the product page's choice of files", () => {
  it("asks for at least one file beside the files, and keeps the ones ticked when the add is refused", async () => {
    const [amber, , all] = await cardLinks();
    const none = replied<AddReply>(await postAdd([["quantity", "1"]]));
    expect(none.init.status).toBe(400);
    expect(none.data.result.error.link).toEqual(["Choose at least one file."]);
    const html = none.data.detail!.linkChoiceHtml;
    expect(html).toContain('<p class="field__error" id="link-error">Choose at least one file.</p>');
    expect(html).toContain('aria-describedby="link-error"');
    expect(html).not.toContain("checked");

    // a quantity it cannot take: its message, and the files ticked still ticked
    const bad = replied<AddReply>(
      await postAdd([
        ["link", amber[0]],
        ["link", all[0]],
        ["link", "not-a-link"],
        ["quantity", "lots"],
      ]),
    );
    expect(bad.data.result.error.quantity).toBeDefined();
    const ticked = [...bad.data.detail!.linkChoiceHtml.matchAll(/<input[^>]*>/g)]
      .filter(([tag]) => tag.includes('checked=""'))
      .map(([tag]) => /value="([^"]+)"/.exec(tag)?.[1]);
    expect(ticked).toEqual([amber[0], all[0]]);
  });

  it("adds the files ticked and goes to the cart", async () => {
    const [amber] = await cardLinks();
    const added = await postAdd([
      ["link", amber[0]],
      ["quantity", "1"],
    ]);
    expect(location(added)).toBe("/cart");
  });
});

describe("the confirmation of an order with files", () => {
  /** A guest's order of the cards, placed in this browser (its session holds the order). */
  async function guestOrder() {
    const [amber] = await cardLinks();
    const cartId = await createCart("default");
    await add(cartId, [amber[0]]);
    const email = `cards-${Date.now()}@example.com`;
    expect(await setGuestEmail("default", cartId, email)).toEqual({ error: null });
    expect(await setBillingAddress("default", cartId, LONDON)).toEqual({ error: null });
    expect(await setPaymentMethod("default", cartId, "ashless_card")).toEqual({ error: null });
    const placed = await placeOrder("default", cartId, [{ code: "age_confirmation", value: "1" }]);
    expect(placed.error).toBeNull();
    const number = placed.order!.orderNumber;
    const { firstname, lastname, postcode } = LONDON;
    return { number, last: { number, email, firstname, lastname, postcode, guest: true, store: "default" as const } };
  }

  const confirmation = async (number: string, cookie: string) =>
    replied<{ downloads: boolean; signedIn: boolean; account: { exists: boolean; href: string } | null }>(
      await hosted(confirmationPage.loader)({
        request: new Request(`http://shop.test/checkout/confirmation/${number}`, { headers: { Cookie: cookie } }),
        params: { orderNumber: number },
      }),
    ).data;

  it("offers a guest the account their files wait in", async () => {
    const { number, last } = await guestOrder();
    const page = await confirmation(number, await cookieWith({ lastOrder: last }));
    expect(page).toMatchObject({ downloads: true, signedIn: false, account: { exists: false } });
  });

  it("tells a customer the files are in Your downloads, and says nothing of files for an order without any", async () => {
    const { signIn } = await newCustomer();
    const { number, last } = await guestOrder();
    sandboxDb().prepare("UPDATE sales_order SET customer_uuid = ? WHERE increment_id = ?").run(signIn.userUuid, number);
    const signedIn = await cookieWith({
      lastOrder: { ...last, guest: false },
      userUuid: signIn.userUuid,
      identityToken: signIn.identityToken,
      sessionToken: signIn.sessionToken,
      commerceToken: signIn.commerceToken,
    });
    expect(await confirmation(number, signedIn)).toMatchObject({ downloads: true, signedIn: true, account: null });

    const sticks = await createCart("default");
    await addToCart("default", sticks, { kind: "simple", sku: "ASH-STK-AMBER-P20", quantity: 1 });
    await checkoutSteps("default", sticks, { payment: "cashondelivery" });
    const placed = await placeOrder("default", sticks, [{ code: "age_confirmation", value: "1" }]);
    const other = { ...last, number: placed.order!.orderNumber, email: "ada@example.com" };
    expect(await confirmation(other.number, await cookieWith({ lastOrder: other }))).toMatchObject({
      downloads: false,
    });
  });
});
