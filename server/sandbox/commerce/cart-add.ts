import { fromUid, type Ctx } from "./context";
import { CartUserError } from "./errors";
import { checkAddPermission } from "./line-rules";
import { itemsOf, now, selectionsOf, stockProblem, type QuoteRow } from "./cart-model";
import { bundleOptions, bundleSelections, isSalable, productBySku, variantsOf, type ProductRow } from "./products";
import { chosenLinks, itemLinkIds, recordItemLinks, requestedLinkIds } from "./downloadable-links";

export interface BundleOptionInput {
  id: number;
  quantity: number;
  value: string[];
}

export interface AddRequest {
  sku: string;
  quantity: number;
  parentSku?: string | null;
  bundleOptions?: BundleOptionInput[] | null;
  /** addProductsToCart: uids such as "configurable/93/301" or "bundle/4/12/1", base64-encoded */
  selectedOptions?: string[] | null;
  enteredOptions?: { uid: string; value: string }[] | null;
  /** addDownloadableProductsToCart's links (addProductsToCart names them in selectedOptions) */
  downloadableLinks?: { link_id: number }[] | null;
}

type Chosen = { optionId: number; selectionId: number; qty: number };

const notFound = (sku: string) => new CartUserError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${sku}"`);

function variantFromOptions(ctx: Ctx, parent: ProductRow, uids: string[]): ProductRow {
  const wanted = uids
    .map(fromUid)
    .filter((u) => u.startsWith("configurable/"))
    .map((u) => u.split("/").map(Number));
  const codeOf = (attributeId: number) =>
    (
      ctx.db.prepare("SELECT code FROM eav_attribute WHERE id = ?").get(attributeId) as
        { code: "color" | "flavor" } | undefined
    )?.code;
  const variant = variantsOf(ctx.db, parent.id).find(
    (v) =>
      wanted.length > 0 &&
      wanted.every(([, attributeId, value]) => {
        const code = codeOf(attributeId);
        return code !== undefined && v[code] === value;
      }),
  );
  if (!variant) throw new CartUserError("UNDEFINED", "You need to choose options for your item.");
  return variant;
}

/** Checks the chosen bundle options the way Magento does: options of this bundle, one value for radio/select, required ones present. */
function bundleChoice(ctx: Ctx, bundle: ProductRow, request: AddRequest): Chosen[] {
  let inputs = request.bundleOptions ?? [];
  if (!inputs.length && request.selectedOptions?.length) {
    const parsed = request.selectedOptions
      .map(fromUid)
      .filter((u) => u.startsWith("bundle/"))
      .map((u) => u.split("/").map(Number));
    inputs = [...new Set(parsed.map(([, optionId]) => optionId))].map((optionId) => {
      const values = parsed.filter(([, o]) => o === optionId);
      return { id: optionId, quantity: values[0][3], value: values.map(([, , selectionId]) => String(selectionId)) };
    });
  }
  const options = bundleOptions(ctx.db, bundle.id);
  const chosen: Chosen[] = [];
  for (const input of inputs) {
    const option = options.find((o) => o.id === input.id);
    if (!option) throw new CartUserError("UNDEFINED", `Option ${input.id} is not part of "${bundle.name}".`);
    if ((option.type === "radio" || option.type === "select") && input.value.length > 1) {
      throw new CartUserError("UNDEFINED", `Choose only one option for "${option.title}".`);
    }
    for (const value of input.value) {
      const selection = bundleSelections(ctx.db, option.id).find((s) => String(s.id) === value);
      if (!selection) throw new CartUserError("UNDEFINED", `Choice ${value} is not part of "${option.title}".`);
      chosen.push({
        optionId: option.id,
        selectionId: selection.id,
        qty: selection.can_change_qty && input.quantity > 0 ? input.quantity : selection.qty,
      });
    }
  }
  for (const option of options.filter((o) => o.required)) {
    if (!chosen.some((c) => c.optionId === option.id))
      throw new CartUserError("UNDEFINED", `Please choose an option for "${option.title}".`);
  }
  return chosen;
}

const signature = (chosen: Chosen[]) =>
  chosen
    .map((c) => `${c.selectionId}x${c.qty}`)
    .sort()
    .join(",");

/**
 * Adds one requested product to the cart, merging it into an identical line. Throws CartUserError
 * (PRODUCT_NOT_FOUND, PERMISSION_DENIED, NOT_SALABLE, INSUFFICIENT_STOCK, UNDEFINED) without changing the cart.
 */
export function addToQuote(ctx: Ctx, quote: QuoteRow, request: AddRequest) {
  if (!(request.quantity > 0)) throw new CartUserError("UNDEFINED", "The product quantity should be greater than 0.");
  let product: ProductRow;
  let variant: ProductRow | null = null;
  let chosen: Chosen[] = [];
  let links: number[] = [];
  if (request.parentSku) {
    const parent = productBySku(ctx, request.parentSku);
    if (!parent || parent.type_id !== "configurable") throw notFound(request.parentSku);
    const child = productBySku(ctx, request.sku);
    if (!child || child.parent_id !== parent.id)
      throw new CartUserError(
        "PRODUCT_NOT_FOUND",
        `Could not find a product with SKU "${request.sku}" in "${parent.name}".`,
      );
    [product, variant] = [parent, child];
  } else {
    const found = productBySku(ctx, request.sku);
    if (!found) throw notFound(request.sku);
    product = found;
    if (product.type_id === "configurable") variant = variantFromOptions(ctx, product, request.selectedOptions ?? []);
    if (product.type_id === "bundle") chosen = bundleChoice(ctx, product, request);
    if (product.type_id === "downloadable")
      links = chosenLinks(ctx.db, product, requestedLinkIds(request.selectedOptions, request.downloadableLinks));
    // Magento adds a grouped product's items, each its own line, never the group itself
    if (product.type_id === "grouped")
      throw new CartUserError("UNDEFINED", "Please specify the quantity of product(s).");
  }

  checkAddPermission(quote.customer_uuid, variant ?? product);
  const unavailable = chosen.length
    ? chosen.some((c) => !isSalable(ctx.db, productOfSelection(ctx, c.selectionId)))
    : !isSalable(ctx.db, variant ?? product);
  if (unavailable) throw new CartUserError("NOT_SALABLE", "Product that you are trying to add is not available.");

  const existing = itemsOf(ctx.db, quote.id).find(
    (i) =>
      !i.is_gift &&
      i.product_id === product.id &&
      i.variant_id === (variant?.id ?? null) &&
      signature(
        selectionsOf(ctx.db, i.id).map((s) => ({ optionId: s.option.id, selectionId: s.selection.id, qty: s.qty })),
      ) === signature(chosen) &&
      itemLinkIds(ctx.db, i.id).join(",") === links.join(","),
  );
  const qty = (existing?.qty ?? 0) + request.quantity;
  const needs: [ProductRow, number][] = chosen.length
    ? chosen.map((c) => [productOfSelection(ctx, c.selectionId), c.qty * qty])
    : [[variant ?? product, qty]];
  if (stockProblem(ctx.db, needs)) throw new CartUserError("INSUFFICIENT_STOCK", "The requested qty is not available");

  const consent = request.enteredOptions?.some(
    (o) => fromUid(o.uid) === "has_registration_consent" && ["1", "true"].includes(o.value),
  )
    ? 1
    : 0;
  if (existing) {
    ctx.db
      .prepare(
        "UPDATE quote_item SET qty = ?, has_registration_consent = MAX(has_registration_consent, ?), updated_at = ? WHERE id = ?",
      )
      .run(qty, consent, now(), existing.id);
    return;
  }
  const itemId = Number(
    ctx.db
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, variant_id, qty, has_registration_consent, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(quote.id, product.id, variant?.id ?? null, qty, consent, now(), now()).lastInsertRowid,
  );
  recordItemLinks(ctx.db, itemId, links);
  for (const c of chosen) {
    ctx.db
      .prepare("INSERT INTO quote_item_bundle_selection VALUES (?, ?, ?, ?)")
      .run(itemId, c.optionId, c.selectionId, c.qty);
  }
}

function productOfSelection(ctx: Ctx, selectionId: number): ProductRow {
  return ctx.db
    .prepare(
      "SELECT p.* FROM catalog_product p JOIN catalog_product_bundle_selection s ON s.product_id = p.id WHERE s.id = ?",
    )
    .get(selectionId) as ProductRow;
}
