// The commerce and club gateways the account pages use (the account's own: ../platform/account).
import type { StoreView } from "~/lib/models/commerce";
import type { CustomerGateway } from "~/lib/models/customer";
import { customerGateway } from "../commerce/customer";
import type { SubscriptionGateway } from "~/lib/models/subscription";
import { subscriptionGateway } from "../platform/subscriptions";
import type { DeviceGateway } from "~/lib/models/device";
import { deviceGateway } from "../platform/devices";
import type { LoyaltyGateway } from "~/lib/models/loyalty";
import { loyaltyGateway } from "../platform/loyalty";
import type { EngagementGateway } from "~/lib/models/engagement";
import { engagementGateway } from "../platform/engagement";

/** Account pages belong to the main store view (trial shoppers sign in to it too). */
export const STORE: StoreView = "default";

export function customerApi(): CustomerGateway {
  return customerGateway();
}

export function subscriptionApi(): SubscriptionGateway {
  return subscriptionGateway();
}

export function deviceApi(): DeviceGateway {
  return deviceGateway();
}

export function loyaltyApi(signal?: AbortSignal): LoyaltyGateway {
  return loyaltyGateway({ signal });
}

export function engagementApi(signal?: AbortSignal): EngagementGateway {
  return engagementGateway({ signal });
}
