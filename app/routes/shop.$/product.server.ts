// The product page's server work: the product as the page shows it (variant from the URL,
// fresh stock), and its add-to-cart form.
import { getProductByUrlKey, getStockStatuses } from "~/.server/commerce/catalog";
import { sanitizeHtml } from "~/.server/document/sanitize";
import { getStoreFacts } from "~/.server/commerce/store-facts";
import { warrantyTerm } from "~/lib/store-facts";
import { productLinker } from "~/.server/document/links";
import { addToCartSchema, groupedQuantity } from "~/lib/schemas/cart";
import { groupedQuantityField } from "~/lib/form-names";
import { moneyWriter } from "~/.server/commerce/money";
import { downloadsHtml, LINK_FIELD, linkChoiceHtml } from "./static-parts.server";
import { addToCart, updateCartItem } from "~/.server/commerce/cart";
import type { AddToCartInput, Cart, Money, Product, PromotionalOffer, StoreView, Variant } from "~/lib/models/commerce";
import { purchaseOptionLabel } from "~/lib/purchase-options";
import { bundleField, bundleTotal, shownChoices, type BundleChoices } from "~/lib/bundle-price";
import { parseForm, readFields, redirectWithFlash, reply, staysOnPage, type Refusal } from "~/.server/forms/form";
import { z } from "zod";
import type { AppSession } from "~/.server/session/session";
import { ensureCartId, rememberCount } from "~/.server/cart/session-cart";

export interface ProductPageData {
  product: Product;
  href: string;
  /** sanitised on the server; safe to render */
  descriptionHtml: string;
  selected: Record<string, number>;
  variant: Variant | null;
  /** the sku the add-to-cart form posts */
  sku: string;
  inStock: boolean;
  purchaseOptions: (Product["purchaseOptions"][number] & { href: string; label: string })[];
  packagingFormats: (Product["packagingFormats"][number] & { href: string })[];
  /** a device's warranty as the store configuration states it ("2-year"); null for other products */
  warranty: string | null;
  /**
   * a device's registration consent as its form asks it (product.md §3 has_registration_consent),
   * worded here: the page's script has no room for the words; null for other products
   */
  registrationConsent: { label: string; hint: string } | null;
  /** a downloadable product's files and samples, as HTML drawn on the server (static-parts.server.tsx) */
  downloadsHtml: string | null;
  /** the add-to-cart form's choice of files of a product sold file by file, drawn on the server too */
  linkChoiceHtml: string | null;
  /** a grouped product's items, each with its quantity field's name (named here: the page's script has no room) */
  groupedItems: (Product["groupedItems"][number] & { field: string; label: string })[];
  /** a bundle's choices (the URL's, after "Update price", else the defaults) and what they cost */
  bundle: { choices: BundleChoices; total: Money | null; chosenInUrl: boolean } | null;
}

/** A bundle's choices as the URL names them (`bundle_<optionId>=<id>`), or null when it names none. */
function choicesInUrl(product: Product, params: URLSearchParams): BundleChoices | null {
  const named = product.bundleOptions.filter((g) => params.has(bundleField(g)));
  if (named.length === 0) return null;
  return Object.fromEntries(
    product.bundleOptions.map((g) => [
      bundleField(g),
      params.getAll(bundleField(g)).map(Number).filter(Number.isInteger),
    ]),
  );
}

function bundlePrice(product: Product, params: URLSearchParams): ProductPageData["bundle"] {
  if (product.typeId !== "bundle") return null;
  const inUrl = choicesInUrl(product, params);
  const choices = shownChoices(product.bundleOptions, inUrl);
  return { choices, total: bundleTotal(product.bundleOptions, choices), chosenInUrl: inUrl !== null };
}

/** Picks the variant from the URL (?color=12), else the first one in stock. */
function chooseVariant(product: Product, params: URLSearchParams) {
  const selected: Record<string, number> = {};
  for (const option of product.configurableOptions) {
    const raw = params.get(option.code);
    if (raw !== null && option.values.some((v) => String(v.valueIndex) === raw)) selected[option.code] = Number(raw);
  }
  const matches = (v: Variant) => Object.entries(selected).every(([code, value]) => v.attributes[code] === value);
  const candidates = product.variants.filter(matches);
  const variant = candidates.find((v) => v.stockStatus === "IN_STOCK") ?? candidates[0] ?? null;
  if (variant)
    for (const option of product.configurableOptions) selected[option.code] ??= variant.attributes[option.code];
  return { selected, variant };
}

/**
 * One notice for one free gift (issue 40, 14): the page shows a product's offers, and a free
 * gift's own promotion says it already; a gift that no promotion names gets an offer of its own.
 */
export function withGiftNotice(product: Product): Product["promotionalOffers"] {
  const offers = product.promotionalOffers;
  const gifts = product.freeGifts?.products ?? [];
  if (gifts.length === 0 || offers.some((o) => o.type.startsWith("free_gift"))) return offers;
  const names = gifts.map((g) => g.name).join(", ");
  return [
    ...offers,
    {
      code: "free-gift",
      type: "free_gift",
      title: "Free gift",
      description: `${names}, free with this product.`,
      label: null,
      hint: null,
      limitQty: null,
      eligible: false,
      potentiallyEligible: false,
      skus: [],
    },
  ];
}

/** The gifts of a chosen-gift offer, in words: which can be chosen, and why the others cannot. */
const giftList = (gifts: NonNullable<Product["freeGifts"]>["products"]) =>
  gifts.map((g) => (g.eligible ? g.name : `${g.name} (${(g.description ?? "not available").replace(/\.$/, "")})`));

/**
 * product.md §3: an offer as the page says it, worked out here so the page's script stays as it
 * is: its label before its title; after its description, the gifts to choose from, and whether
 * it applies to the shopper's cart or the hint telling how to qualify.
 */
export function offerNotices(product: Product): Product["promotionalOffers"] {
  return withGiftNotice(product).map((o) => {
    const gifts =
      o.type === "free_gift_flexible" && product.freeGifts?.products.length
        ? `Choose from: ${giftList(product.freeGifts.products).join(", ")}.`
        : "";
    const qualify = o.eligible
      ? "This offer applies to your cart."
      : o.potentiallyEligible && o.hint
        ? `How to get it: ${o.hint}`
        : "";
    return {
      ...o,
      title: o.label && o.label !== o.title ? `${o.label}: ${o.title}` : o.title,
      description: [o.description, gifts, qualify].filter(Boolean).join(" "),
    };
  });
}

/**
 * product.md §3: the product's offers weighed against the shopper's cart. The catalogue's copy is
 * read without one (shared by every shopper); each cart line's product is read in its cart, so an
 * offer a line carries says whether it applies to that cart (eligible), or would once one of its
 * skus is added (potentially eligible). An offer no line carries stays as the catalogue says.
 */
export function weighOffers(offers: PromotionalOffer[], cart: Cart | null): PromotionalOffer[] {
  const inCart = (cart?.items ?? []).filter((i) => !i.isGift).flatMap((i) => i.offers);
  return offers.map((o) => {
    const same = inCart.filter((c) => c.code === o.code);
    if (same.length === 0) return o;
    const eligible = same.some((c) => c.eligible);
    return { ...o, eligible, potentiallyEligible: !eligible && same.some((c) => c.potentiallyEligible) };
  });
}

/**
 * The product page. `shopperCart` reads the shopper's cart (guest's or customer's), asked only
 * for a product with offers: they say whether they apply to it.
 */
export async function loadProductPage(
  store: StoreView,
  urlKey: string,
  params: URLSearchParams,
  shopperCart: () => Promise<Cart | null> = async () => null,
): Promise<ProductPageData | null> {
  const cached = await getProductByUrlKey(store, urlKey);
  if (!cached) return null;
  // The catalogue object is shared through the cache: work on a copy.
  const product = structuredClone(cached);
  if (product.promotionalOffers.length > 0)
    product.promotionalOffers = weighOffers(product.promotionalOffers, await shopperCart());
  product.promotionalOffers = offerNotices(product);
  // The catalogue is cached; stock is asked fresh so nobody adds what just sold out.
  const stock = await getStockStatuses(store, [
    product.sku,
    ...product.variants.map((v) => v.sku),
    ...product.groupedItems.map((i) => i.sku),
  ]);
  product.stockStatus = stock[product.sku] ?? product.stockStatus;
  for (const v of product.variants) v.stockStatus = stock[v.sku] ?? v.stockStatus;
  for (const i of product.groupedItems) i.inStock = stock[i.sku] === "IN_STOCK";
  const { selected, variant } = chooseVariant(product, params);
  const [link, money] = await Promise.all([productLinker(), moneyWriter()]);
  // a device's warranty as the store configuration states it ("2-year")
  const warranty = product.hasRegistrationConsent ? await getStoreFacts(store).then(warrantyTerm, () => null) : null;
  const hrefOf = (p: { sku: string; urlKey: string }) => link({ ...p, categories: product.categories });
  const inStock =
    product.typeId === "configurable" ? variant?.stockStatus === "IN_STOCK" : product.stockStatus === "IN_STOCK";
  return {
    product,
    href: link(product),
    descriptionHtml: sanitizeHtml(product.descriptionHtml),
    selected,
    variant,
    sku: variant?.sku ?? product.sku,
    inStock,
    // named here, so the page's script carries the names and not the rule that makes them
    purchaseOptions: product.purchaseOptions.map((o) => ({
      ...o,
      href: hrefOf(o),
      label: purchaseOptionLabel(o, product.purchaseOptions),
    })),
    packagingFormats: product.packagingFormats.map((f) => ({ ...f, href: hrefOf(f) })),
    warranty,
    registrationConsent: product.hasRegistrationConsent
      ? {
          label: `Register this device to me for its ${warranty ? `${warranty} warranty` : "warranty"}`,
          // Optional (decision 0014): the device is sold either way
          hint: "Optional. We link the device's serial number to your account when it ships, so warranty claims need no receipt. You can leave it unticked and register the device yourself later.",
        }
      : null,
    bundle: bundlePrice(product, params),
    groupedItems: product.groupedItems.map((i) => ({
      ...i,
      field: groupedQuantityField(i.sku),
      label: `${i.name} · ${money(i.price.final)}${i.inStock ? "" : " (out of stock)"}`,
    })),
    downloadsHtml: product.downloads ? downloadsHtml(product.downloads) : null,
    linkChoiceHtml: product.downloads?.purchasedSeparately ? linkChoiceHtml(product.downloads, money) : null,
  };
}

// The add-to-cart form.
/** The form's intent, on the product page and wherever else a product is added. */
export const ADD_INTENT = "add";

/** The most one line of a cart holds: what the cart's quantity fields allow (updateLineSchema). */
export const LINE_LIMIT = 99;

/** What the quantity field says when this add would take the line past LINE_LIMIT. */
function overLimitMessage(before: number) {
  return before >= LINE_LIMIT
    ? `Your cart already has ${before} of these, the most it can hold.`
    : `Your cart already has ${before} of these: you can add up to ${LINE_LIMIT - before} more.`;
}

/** The line this add took past LINE_LIMIT (the upstream allows more: its limit is per product), if any. */
const lineOverLimit = (cart: Cart, product: Product) =>
  cart.items.find((i) => !i.isGift && i.product.sku === product.sku && i.quantity > LINE_LIMIT);

/** A bundle group's chosen value ids: none, one (a radio) or several (check boxes). */
const chosenIds = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.coerce.number().int())).catch([]);

/** The files ticked (LINK_FIELD): none, one or several uids. */
const tickedLinks = z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(z.string())).catch([]);

/** Reads the bundle choices (`bundle_<optionId>` fields) and checks the required groups. */
function bundleChoices(product: Product, form: FormData) {
  const options: { optionId: number; valueIds: number[]; quantity: number }[] = [];
  const errors: Record<string, string> = {};
  const fields = product.bundleOptions.map((group) => [`bundle_${group.optionId}`, chosenIds] as const);
  const chosen: Record<string, number[]> = readFields(form, z.object(Object.fromEntries(fields))) ?? {};
  for (const group of product.bundleOptions) {
    const valid = new Set(group.choices.map((c) => c.id));
    const valueIds = (chosen[`bundle_${group.optionId}`] ?? []).filter((v) => valid.has(v));
    if (valueIds.length === 0) {
      if (group.required) errors[`bundle_${group.optionId}`] = `Choose ${group.title.toLowerCase()}.`;
      continue;
    }
    const quantity = group.choices.find((c) => c.id === valueIds[0])?.quantity ?? 1;
    options.push({ optionId: group.optionId, valueIds, quantity });
  }
  return { options, errors };
}

/**
 * The add-to-cart form of a product page: validates, creates the guest cart on the first
 * add, and turns upstream refusals (out of stock, limits) into the form's message. Without
 * JavaScript a success goes to the cart with a flash; with it (`stay`), a 200 reply keeps
 * the shopper on the product page.
 */
export async function addFromForm(session: AppSession, store: StoreView, product: Product, form: FormData) {
  const submission = parseForm(form, addToCartSchema);
  // a product sold file by file: the files ticked, of this product's (decision 0074)
  const files = product.downloads?.purchasedSeparately ? product.downloads : null;
  const offered = new Set(files?.links.map((l) => l.uid));
  const ticked = readFields(form, z.object({ [LINK_FIELD]: tickedLinks }))?.[LINK_FIELD] ?? [];
  const linkUids = [...new Set(ticked)].filter((u) => offered.has(u));
  /** a refusal; for a product sold file by file, with its files drawn again as ticked (linkRefusal) */
  const refuse = (options: Refusal<{ linkChoiceHtml: string }> = {}) =>
    files ? linkRefusal(files, submission, linkUids, options) : reply(ADD_INTENT, submission, options);
  if (submission.status !== "success") return refuse();
  const v = submission.value;
  if (v.kind === "grouped") return addGroupedFromForm(session, store, product, form);
  let input: AddToCartInput;
  if (v.kind === "bundle") {
    const { options, errors } = bundleChoices(product, form);
    if (Object.keys(errors).length > 0) {
      const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]]));
      return reply(ADD_INTENT, submission, { fieldErrors });
    }
    input = { kind: "bundle", sku: v.sku, quantity: v.quantity, options };
  } else if (v.kind === "simple" && files) {
    if (linkUids.length === 0) return refuse({ fieldErrors: { [LINK_FIELD]: ["Choose at least one file."] } });
    input = { kind: "downloadable", sku: v.sku, quantity: v.quantity, linkUids };
  } else if (v.kind === "configurable") {
    input = { kind: "configurable", parentSku: v.parentSku, sku: v.sku, quantity: v.quantity };
  } else {
    input = { kind: "simple", sku: v.sku, quantity: v.quantity };
  }
  if (product.hasRegistrationConsent) input.registrationConsent = v.registrationConsent === "1";
  const cartId = await ensureCartId(session, store);
  const token = session.get("commerceToken");
  const added = await addToCart(store, cartId, input, token);
  if (added.error) return refuse({ formErrors: [added.error.message] });
  let cart = added.cart;
  const over = cart && lineOverLimit(cart, product);
  if (over) {
    // the add is taken back: the line keeps what it had, and the field says how many fit
    const before = over.quantity - v.quantity;
    const undone = await updateCartItem(store, cartId, over.id, before, token);
    if (undone.error) return refuse({ formErrors: [undone.error.message] });
    cart = undone.cart;
    rememberCount(session, store, cart);
    return refuse({ fieldErrors: { quantity: [overLimitMessage(before)] } });
  }
  rememberCount(session, store, cart);
  if (staysOnPage(form)) return reply(ADD_INTENT, submission, { status: 200 });
  const message = `Added ${v.quantity} × ${product.name} to your cart.`;
  return redirectWithFlash(session, "/cart", { kind: "success", message });
}

/**
 * A refused add of a product sold file by file: the files are drawn on the server (the page's
 * script has no room for them), so the reply carries them drawn again (`detail.linkChoiceHtml`),
 * the ones ticked still ticked and the field's message beside them.
 */
async function linkRefusal(
  files: NonNullable<Product["downloads"]>,
  submission: Parameters<typeof reply>[1],
  chosen: string[],
  options: Refusal<{ linkChoiceHtml: string }>,
) {
  const error = options.fieldErrors?.[LINK_FIELD]?.[0] ?? null;
  const html = linkChoiceHtml(files, await moneyWriter(), { chosen, error });
  return reply(ADD_INTENT, submission, { ...options, detail: { linkChoiceHtml: html } });
}

/**
 * A grouped product's form: a quantity for each item in stock (empty or 0 leaves it out); the
 * chosen items go to the cart together, each as a line of its own, or, refused, none of them.
 */
async function addGroupedFromForm(session: AppSession, store: StoreView, product: Product, form: FormData) {
  const items = product.groupedItems.filter((i) => i.inStock);
  const schema = z.object({
    kind: z.literal("grouped"),
    sku: z.string(),
    ...Object.fromEntries(items.map((i) => [groupedQuantityField(i.sku), groupedQuantity])),
  });
  const submission = parseForm(form, schema);
  if (submission.status !== "success") return reply(ADD_INTENT, submission);
  const quantities = submission.value as Record<string, unknown>;
  const chosen = items
    .map((i) => ({ sku: i.sku, quantity: Number(quantities[groupedQuantityField(i.sku)] ?? 0) }))
    .filter((i) => i.quantity > 0);
  if (chosen.length === 0)
    return reply(ADD_INTENT, submission, { formErrors: ["Enter how many you want of at least one item."] });
  const cartId = await ensureCartId(session, store);
  const token = session.get("commerceToken");
  const added = await addToCart(store, cartId, { kind: "grouped", items: chosen }, token);
  if (added.error) return reply(ADD_INTENT, submission, { formErrors: [added.error.message] });
  let cart = added.cart;
  // a line this add took past LINE_LIMIT is taken back, and its item's field says how many fit
  const fieldErrors: Record<string, string[]> = {};
  for (const item of chosen) {
    const over = cart?.items.find((l) => !l.isGift && l.product.sku === item.sku && l.quantity > LINE_LIMIT);
    if (!over) continue;
    const before = over.quantity - item.quantity;
    const undone = await updateCartItem(store, cartId, over.id, before, token);
    if (undone.error) return reply(ADD_INTENT, submission, { formErrors: [undone.error.message] });
    cart = undone.cart;
    fieldErrors[groupedQuantityField(item.sku)] = [overLimitMessage(before)];
  }
  rememberCount(session, store, cart);
  if (Object.keys(fieldErrors).length > 0) return reply(ADD_INTENT, submission, { fieldErrors });
  if (staysOnPage(form)) return reply(ADD_INTENT, submission, { status: 200 });
  const names = chosen.map((c) => `${c.quantity} × ${items.find((i) => i.sku === c.sku)?.name ?? c.sku}`);
  return redirectWithFlash(session, "/cart", { kind: "success", message: `Added ${names.join(", ")} to your cart.` });
}
