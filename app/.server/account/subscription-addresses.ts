// The address a subscription delivers to (product.md §3 Account address, isSubscription): the
// address book marks it and links to the subscription, and the edit page says where changes go.
import type { AccountAddress, Auth } from "~/lib/models/account";
import type { Subscription } from "~/lib/models/subscription";
import { subscriptionApi } from "./gateways";

export interface AddressUse {
  /** "Used by your subscription" (or subscriptions) */
  label: string;
  /** the one subscription delivering here, else the list of them */
  href: string;
  /** the link's text */
  link: string;
  /** why there is no delete */
  note: string;
  /** what saving changes on the edit page does */
  changes: string;
}

const LIST = "/account/subscriptions";

/** Why the delete of an address in use is not offered (the platform would refuse it). */
const KEPT_FOR_SUBSCRIPTION =
  "Your subscription is delivered to this address, so it can't be deleted. You can edit it instead.";

/** Said on the edit page of an address in use. */
const CHANGES_REACH_SUBSCRIPTION =
  "Your subscription is delivered to this address: changes you save here apply to its next deliveries.";

function useOf(id: string, live: Subscription[]): AddressUse {
  const here = live.filter((s) => s.deliveryAddressId === id);
  if (here.length === 1) {
    const href = `${LIST}/${encodeURIComponent(here[0].id)}`;
    const link = "View subscription";
    return {
      label: "Used by your subscription",
      href,
      link,
      note: KEPT_FOR_SUBSCRIPTION,
      changes: CHANGES_REACH_SUBSCRIPTION,
    };
  }
  // several (or the list read before the platform's flag caught up): the list of them
  return {
    label: "Used by your subscriptions",
    href: LIST,
    link: "View subscriptions",
    note: "Your subscriptions are delivered to this address, so it can't be deleted. You can edit it instead.",
    changes: "Your subscriptions are delivered to this address: changes you save here apply to their next deliveries.",
  };
}

/** Address id → its use by live subscriptions, for the addresses the platform flags (one read, only then). */
export async function addressUses(auth: Auth, addresses: AccountAddress[]): Promise<Map<string, AddressUse>> {
  const flagged = addresses.filter((a) => a.isSubscription);
  if (flagged.length === 0) return new Map();
  const live = (await subscriptionApi().list(auth)).filter((s) => s.status !== "cancelled");
  return new Map(flagged.map((a) => [a.id, useOf(a.id, live)]));
}
