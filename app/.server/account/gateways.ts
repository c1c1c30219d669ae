// The two gateways the account pages use, behind one seam so routes (and tests) don't
// care how each is constructed.
import type { StoreView } from "../commerce/types";
import type { CustomerGateway } from "../commerce/customer-types";
import type { AccountGateway } from "../platform/account-types";
import { accountGateway } from "../platform/account";
import { customerGateway } from "../commerce/customer";

/** Account pages belong to the main store view (trial shoppers sign in to it too). */
export const STORE: StoreView = "default";

export function accountApi(): AccountGateway {
  return accountGateway();
}

export function customerApi(): CustomerGateway {
  return customerGateway();
}
