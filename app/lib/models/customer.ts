// Contract of the commerce customer gateway (app/.server/commerce/customer.ts). All calls
// carry the customer's commerce token (Authorization: Bearer) from the session.
import type { CartAddress, ConfirmedOrder, PaymentMethod } from "./checkout";
import type { Cart, Money, StoreView } from "./commerce";

export interface CustomerAddressChoice extends CartAddress {
  id: number; // customer_address_id for setShippingAddressesOnCart / setBillingAddressOnCart
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export type OrderSortField = "NUMBER" | "CREATED_AT";

export interface OrderSummary {
  number: string;
  date: string; // ISO
  status: string; // code, e.g. pending_payment
  statusLabel: string;
  grandTotal: Money;
  itemCount: number;
  /** the skus it holds, each once, in the order's order */
  skus: string[];
  cancelable: boolean;
  /** unpaid (pending_payment / payment_failed): the shopper can pay now */
  payable: boolean;
}

export interface OrderPage {
  orders: OrderSummary[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

export interface OrderDetails extends ConfirmedOrder {
  statusLabel: string;
  cancelable: boolean;
  payable: boolean;
  items: (ConfirmedOrder["items"][number] & {
    options: { label: string; value: string }[];
    isGift: boolean;
    quantityShipped: number;
    quantityCanceled: number;
    quantityRefunded: number;
  })[];
  /** what the order's credit memos refunded; null when nothing was */
  refund: { totalRefunded: Money; totalAfterRefund: Money } | null;
  /** OrderPaymentMethod.additional_data of the payment (e.g. cc_type, cc_last_4) */
  paymentDetails: { name: string; value: string }[];
  /** additional_attributes: the checkout's order attributes as the shopper filled them in */
  attributes: { code: string; value: string }[];
  shipments: { id: string; tracking: { carrier: string; number: string; url: string | null }[] }[];
  invoices: { id: string; url: string | null }[];
  /** methods the shopper may pay an unpaid order with */
  availablePaymentMethods: PaymentMethod[];
  /** product.md §3 loyalty_info: the club points the order earned and spent (null: none known) */
  loyaltyInfo: {
    pointsEarned: number;
    pointsPending: boolean;
    pointsAvailableAt: string | null;
    pointsSpent: number;
  } | null;
}

/** product.md §4 account confirmation (Adobe's ConfirmationStatusEnum). */
export type AccountConfirmation = "ACCOUNT_CONFIRMED" | "ACCOUNT_CONFIRMATION_NOT_REQUIRED";

export interface CustomerGateway {
  /** whether the account's e-mail address was confirmed by its owner, or never needed to be */
  getConfirmationStatus(store: StoreView, token: string): Promise<AccountConfirmation | null>;
  /** the customer's active cart id (customerCart), created upstream when missing */
  getCustomerCartId(store: StoreView, token: string): Promise<string>;
  /** moves the guest cart's lines into the customer's cart; returns the merged cart */
  mergeCarts(store: StoreView, guestCartId: string, customerCartId: string, token: string): Promise<Cart>;
  getCustomerAddresses(store: StoreView, token: string): Promise<CustomerAddressChoice[]>;
  getCustomerOrders(
    store: StoreView,
    token: string,
    query: { page: number; pageSize: number; sort: OrderSortField; direction: "ASC" | "DESC"; status: string | null },
  ): Promise<OrderPage>;
  getCustomerOrdersCount(store: StoreView, token: string): Promise<number>;
  /** the statuses the customer's orders have, for the filter links */
  getCustomerOrdersStatuses(store: StoreView, token: string): Promise<{ value: string; label: string }[]>;
  /** null when the order does not exist or is not this customer's (ORDER_NOT_FOUND) */
  getCustomerOrderDetails(store: StoreView, token: string, number: string): Promise<OrderDetails | null>;
  /** cancelorder: true only when the server answers true */
  cancelOrder(store: StoreView, token: string, number: string, reason: string): Promise<boolean>;
  /** updatePaymentMethod: true on success */
  updatePaymentMethod(store: StoreView, token: string, number: string, methodCode: string): Promise<boolean>;
  /** reorderItems: the order's lines go into the customer's cart; null when the order is not theirs */
  reorder(store: StoreView, token: string, number: string): Promise<ReorderResult | null>;
  /**
   * The document behind one of the order's invoices (OrderDetails.invoices[].id), fetched with the
   * customer's token for the route to stream to the shopper; null when there is no such invoice.
   */
  getInvoiceDocument(
    store: StoreView,
    token: string,
    number: string,
    invoiceId: string,
  ): Promise<InvoiceDocument | null>;
}

export interface ReorderResult {
  cartId: string;
  /** the cart's item count after the reorder */
  totalQuantity: number;
  /** product.md §8 reorder errors, one per line that could not be added (the others were) */
  errors: { code: string; message: string; sku: string | null }[];
}

export interface InvoiceDocument {
  contentType: string; // e.g. application/pdf
  filename: string;
  body: Uint8Array;
}

/** Bought away from the web shop, as the platform recorded it (product.md §3 "Offline purchase"). */
export interface OfflinePurchase {
  actionId: string;
  /** ISO 8601 */
  date: string;
  /** "store": one of the brand's stores; "retailer": a partner shop that scanned the club card */
  type: "store" | "retailer" | "other";
  items: { sku: string; name: string; quantity: number }[];
}
