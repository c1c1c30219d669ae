// Product subscriptions (product.md §3 Subscription, §4, §7), as the account pages use them,
// whichever platform flavour serves them.
import type { Auth, Result } from "./account";
import type { Money } from "./commerce";

export type SubscriptionStatus = "active" | "paused" | "cancelled";

/** One subscribed product: an option of the subscription's plan product (product.md §3). */
export interface SubscriptionLine {
  sku: string;
  name: string;
  qty: number;
  unitPrice: Money;
}

export interface Frequency {
  code: string;
  label: string;
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  /** the plan product whose options the lines are (sent back on update) */
  planSku: string;
  lines: SubscriptionLine[];
  /** per delivery */
  price: Money;
  frequency: Frequency;
  /** ISO date; null once cancelled */
  nextDelivery: string | null;
  /** ISO date, while paused */
  pausedUntil: string | null;
  /** the order it was started by, when there was one */
  orderNumber: string | null;
  /** the address book entry it delivers to (product.md §3 Account address, isSubscription) */
  deliveryAddressId: string | null;
}

/** What a subscription may be changed to (GET …/configurations). */
export interface SubscriptionConfiguration {
  planSku: string;
  choices: { sku: string; name: string; price: Money }[];
  frequencies: Frequency[];
  /** how far ahead a pause may end */
  maxPauseDays: number;
  /** how many days after resuming a paused subscription its next delivery comes */
  resumeLeadDays: number;
}

export interface SubscriptionChange {
  planSku: string;
  lines: { sku: string; qty: number }[];
  frequency: string;
}

/** product.md §8: the platform's `error_code` for a product that is in the subscription twice. */
export const DUPLICATE_PRODUCT = "4";

/**
 * Refusals come back as AccountError; a field names the change's input: `lines.<i>.sku`,
 * `lines.<i>.qty`, `lines`, `frequency`, `until`, `deliveryAddressId`. 401/403 are SESSION_EXPIRED.
 */
export interface SubscriptionGateway {
  getConfiguration(): Promise<SubscriptionConfiguration>;
  list(auth: Auth): Promise<Subscription[]>;
  update(auth: Auth, id: string, change: SubscriptionChange): Promise<Result<Subscription>>;
  /** no deliveries up to and including `until` (ISO date) */
  pause(auth: Auth, id: string, until: string): Promise<Result<Subscription>>;
  resume(auth: Auth, id: string): Promise<Result<Subscription>>;
  cancel(auth: Auth, id: string): Promise<Result<Subscription>>;
  /** the next deliveries go to another of the customer's address-book entries (decision 0056) */
  deliverTo(auth: Auth, id: string, addressId: string): Promise<Result<Subscription>>;
}
