import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import {
  commerceRequest,
  CommerceError,
  type CommerceDocument,
  type CommerceOptions,
  type GraphQLErrorEntry,
} from "./client";
import { getCart } from "./cart";
import type {
  CustomerGateway,
  InvoiceDocument,
  OrderDetails,
  OrderPage,
  OrderSortField,
  ReorderResult,
} from "~/lib/models/customer";
import { present } from "./mappers/catalog";
import { mapCustomerAddress, mapOrderDetails, mapOrderPage } from "./mappers/customer";
import type { Cart, StoreView } from "~/lib/models/commerce";
import type { AccountConfirmation } from "~/lib/models/customer";
import {
  AssignGuestOrderToCustomerDocument,
  CancelorderDocument,
  GetCustomerAddressesDocument,
  GetCustomerCartIdDocument,
  GetCustomerConfirmationDocument,
  GetCustomerOrderDetailsDocument,
  GetCustomerOrdersCountDocument,
  GetCustomerOrdersDocument,
  GetCustomerOrdersStatusesDocument,
  MergeCartsDocument,
  ReorderItemsDocument,
  UpdatePaymentMethodDocument,
} from "./generated/operations";
import { log, upstreamCall } from "../observability";

// The commerce customer gateway (contract: customer-types.ts). Every call carries the
// customer's token; nothing is cached. Orders are read with the website scope (product.md §6), so
// orders from the trial store view show too. A token the server no longer accepts surfaces
// as CustomerSessionExpiredError, for the routes to sign the shopper out with a message.

/** The commerce token was refused (expired, revoked, unknown): the shopper must sign in again. */
export class CustomerSessionExpiredError extends CommerceError {
  constructor(errors: GraphQLErrorEntry[] = [], status?: number) {
    super("Your session has expired. Please sign in again.", errors, status);
    this.name = "CustomerSessionExpiredError";
  }
  override get code() {
    return "SESSION_EXPIRED";
  }
}

// Adobe Commerce refuses customer-only calls without a live token with exactly this error
// (graphql-authorization); other authorization errors (someone else's cart, address or order)
// are not about the session.
const NOT_AUTHORIZED = /^The current customer isn't authorized\.?$/;

export function isSessionExpired(error: unknown): boolean {
  if (error instanceof CustomerSessionExpiredError) return true;
  if (!(error instanceof CommerceError)) return false;
  return (
    error.status === 401 ||
    error.errors.some(
      (e) =>
        ["graphql-authorization", "graphql-authentication"].includes(e.extensions?.category ?? "") &&
        NOT_AUTHORIZED.test(e.message),
    )
  );
}

/** A customer call: a refused token becomes CustomerSessionExpiredError; other failures propagate. */
export async function customerRequest<T, V>(
  doc: CommerceDocument<T, V>,
  variables: V,
  options: CommerceOptions & { token: string },
): Promise<T> {
  try {
    return await commerceRequest(doc, variables, options);
  } catch (error) {
    if (isSessionExpired(error))
      throw new CustomerSessionExpiredError((error as CommerceError).errors, (error as CommerceError).status);
    throw error;
  }
}

/** product.md §6: a customer's orders are read across the website's store views. */
const SCOPE = "WEBSITE" as const;

export async function getCustomerCartId(store: StoreView, token: string): Promise<string> {
  const data = await customerRequest(GetCustomerCartIdDocument, {}, { store, token });
  return data.customerCart.id;
}

/**
 * Merges the guest cart into the customer's (quantities added; limits show as line errors on the
 * merged lines) and returns the merged cart; the guest cart is closed. A guest cart that can't be
 * merged (gone, already ordered or merged, someone else's) throws CommerceError and changes nothing.
 */
export async function mergeCarts(
  store: StoreView,
  guestCartId: string,
  customerCartId: string,
  token: string,
): Promise<Cart> {
  await customerRequest(
    MergeCartsDocument,
    { sourceCartId: guestCartId, destinationCartId: customerCartId },
    { store, token },
  );
  try {
    return await getCart(store, customerCartId, token);
  } catch (error) {
    if (isSessionExpired(error))
      throw new CustomerSessionExpiredError((error as CommerceError).errors, (error as CommerceError).status);
    throw error;
  }
}

export async function getCustomerAddresses(store: StoreView, token: string) {
  const data = await customerRequest(GetCustomerAddressesDocument, {}, { store, token });
  return present(data.customer?.addresses)
    .filter((a) => a.id != null)
    .map(mapCustomerAddress);
}

export async function getCustomerOrders(
  store: StoreView,
  token: string,
  query: { page: number; pageSize: number; sort: OrderSortField; direction: "ASC" | "DESC"; status: string | null },
): Promise<OrderPage> {
  const variables = {
    currentPage: Math.max(1, Math.floor(query.page) || 1),
    pageSize: Math.max(1, Math.floor(query.pageSize) || 10),
    sort: { sort_field: query.sort, sort_direction: query.direction },
    filter: query.status ? { status: { eq: query.status } } : null,
    scope: SCOPE,
  };
  const data = await customerRequest(GetCustomerOrdersDocument, variables, { store, token });
  return mapOrderPage(data.customer?.orders, variables.currentPage);
}

export async function getCustomerOrdersCount(store: StoreView, token: string): Promise<number> {
  const data = await customerRequest(GetCustomerOrdersCountDocument, { scope: SCOPE }, { store, token });
  return data.customer?.orders?.total_count ?? 0;
}

export async function getCustomerOrdersStatuses(
  store: StoreView,
  token: string,
): Promise<{ value: string; label: string }[]> {
  const data = await customerRequest(GetCustomerOrdersStatusesDocument, { scope: SCOPE }, { store, token });
  return present(data.customer?.order_statuses).map((s) => ({
    value: s.status_value,
    label: s.status_label || s.status_value,
  }));
}

/** product.md §8 ORDER_NOT_FOUND (no such order, or not this customer's) is null. */
export async function getCustomerOrderDetails(
  store: StoreView,
  token: string,
  number: string,
): Promise<OrderDetails | null> {
  if (!number.trim()) return null;
  const data = await customerRequest(
    GetCustomerOrderDetailsDocument,
    { number: number.trim(), scope: SCOPE },
    { store, token },
  );
  const raw = present(data.customer?.orders?.items).find((o) => o.number === number.trim());
  return raw ? mapOrderDetails(raw) : null;
}

/** A refused order action (not found, not allowed in this status) answers false; outages and expired sessions throw. */
async function orderAction<T, V>(
  doc: CommerceDocument<T, V>,
  variables: V,
  store: StoreView,
  token: string,
  ok: (data: T) => boolean,
): Promise<boolean> {
  try {
    return ok(await customerRequest(doc, variables, { store, token }));
  } catch (error) {
    if (!(error instanceof CommerceError) || error instanceof CustomerSessionExpiredError) throw error;
    log().warn(
      `${doc.toString().match(/mutation (\w+)/)?.[1]}: refused (${error.code ?? "no code"}: ${error.message})`,
    );
    return false;
  }
}

/** product.md §4/§9: a cancellation counts only when the server answers true. */
export function cancelOrder(store: StoreView, token: string, number: string, reason: string): Promise<boolean> {
  return orderAction(CancelorderDocument, { number, reason }, store, token, (d) => d.cancelorder === true);
}

/**
 * A guest order placed with the signed-in customer's e-mail, made theirs (the account created
 * from its confirmation): true when attached, false when it is not a guest order of that e-mail.
 */
export function attachGuestOrder(store: StoreView, token: string, number: string): Promise<boolean> {
  return orderAction(
    AssignGuestOrderToCustomerDocument,
    { number },
    store,
    token,
    (d) => d.assignGuestOrderToCustomer === true,
  );
}

export function updatePaymentMethod(
  store: StoreView,
  token: string,
  number: string,
  methodCode: string,
): Promise<boolean> {
  return orderAction(
    UpdatePaymentMethodDocument,
    { orderId: number, methodCode },
    store,
    token,
    (d) => d.updatePaymentMethod?.success === true,
  );
}

/**
 * Only the invoice URL the server gives for this customer's order is fetched, and the token goes
 * only to the commerce origin (an invoice elsewhere must be a pre-signed link).
 */
export async function getInvoiceDocument(
  store: StoreView,
  token: string,
  number: string,
  invoiceId: string,
): Promise<InvoiceDocument | null> {
  const url = (await getCustomerOrderDetails(store, token, number))?.invoices.find((i) => i.id === invoiceId)?.url;
  return url ? customerFile(url, token, `invoice ${invoiceId}`, `invoice-${number}.pdf`) : null;
}

/**
 * A file commerce keeps for the customer (an invoice, a downloadable product bought), fetched with
 * their token when it is on commerce's own origin (no token goes anywhere else): null when commerce
 * refuses it, SESSION_EXPIRED on 401, unavailable on 5xx or no answer.
 */
export async function customerFile(
  url: string,
  token: string,
  what: string,
  fallbackName: string,
): Promise<InvoiceDocument | null> {
  const sameOrigin = new URL(url).origin === new URL(config().commerce.url).origin;
  let response: Response;
  try {
    response = await upstreamCall("commerce", `GET ${what.split(" ")[0]}`, async (trace) => {
      const answer = await fetch(url, {
        headers: { ...(sameOrigin ? { Authorization: `Bearer ${token}` } : {}), ...trace.headers },
        signal: AbortSignal.timeout(config().timeoutMs),
      });
      trace.status(answer.status);
      return answer;
    });
  } catch (error) {
    throw new UpstreamUnavailableError(
      "commerce",
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 401) throw new CustomerSessionExpiredError([], 401);
  if (response.status >= 500) throw new UpstreamUnavailableError("commerce", `${what}: HTTP ${response.status}`);
  if (!response.ok) return null;
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return {
    contentType: response.headers.get("content-type") ?? "application/pdf",
    filename,
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/**
 * 2.4.7's reorderItems: each line of the order is added to the customer's active cart on its
 * own; the lines that could not be added come back as errors (product.md §8: REORDER_NOT_AVAILABLE,
 * PRODUCT_NOT_FOUND, NOT_SALABLE, INSUFFICIENT_STOCK, UNDEFINED) with the sku Magento names.
 */
export async function reorder(store: StoreView, token: string, number: string): Promise<ReorderResult | null> {
  let data;
  try {
    data = await customerRequest(ReorderItemsDocument, { orderNumber: number.trim() }, { store, token });
  } catch (error) {
    // ORDER_NOT_FOUND: no such order, or not this customer's
    if (error instanceof CommerceError && error.errors[0]?.extensions?.category === "graphql-no-such-entity")
      return null;
    throw error;
  }
  const result = data.reorderItems;
  if (!result) throw new CommerceError("reorderItems answered nothing");
  return {
    cartId: result.cart.id,
    totalQuantity: result.cart.total_quantity,
    errors: present(result.userInputErrors).map((e) => ({
      code: e.code,
      message: e.message,
      sku: /SKU "([^"]+)"/.exec(e.message)?.[1] ?? null,
    })),
  };
}

/**
 * product.md §4 account confirmation: whether the customer has confirmed the account's e-mail
 * address (ACCOUNT_CONFIRMED) or was never asked to (ACCOUNT_CONFIRMATION_NOT_REQUIRED).
 */
async function getConfirmationStatus(store: StoreView, token: string): Promise<AccountConfirmation | null> {
  const data = await customerRequest(GetCustomerConfirmationDocument, {}, { store, token });
  return data.customer?.confirmation_status ?? null;
}

const gateway = {
  getConfirmationStatus,
  getCustomerCartId,
  mergeCarts,
  getCustomerAddresses,
  getCustomerOrders,
  getCustomerOrdersCount,
  getCustomerOrdersStatuses,
  getCustomerOrderDetails,
  cancelOrder,
  updatePaymentMethod,
  reorder,
  getInvoiceDocument,
} satisfies CustomerGateway;

export function customerGateway(): CustomerGateway {
  return gateway;
}
