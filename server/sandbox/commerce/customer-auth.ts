import { userByCommerceToken, type AccountUser } from "../accounts/store";
import type { Ctx } from "./context";
import { authorizationError } from "./errors";

// The customer behind `Authorization: Bearer <commerce token>` (issued by the platform's
// login). Adobe Commerce answers every customer-only call made without a live token with the
// same authorization error; the storefront treats it as "signed out".

export const NOT_AUTHORIZED = "The current customer isn't authorized.";

/** The token's customer; null for guests and for unknown, expired or revoked tokens. */
export function currentCustomer(ctx: Ctx): AccountUser | null {
  return ctx.token ? userByCommerceToken(ctx.db, ctx.token) : null;
}

export function requireCustomer(ctx: Ctx): AccountUser {
  const customer = currentCustomer(ctx);
  if (!customer) throw authorizationError(NOT_AUTHORIZED);
  return customer;
}

/**
 * May this request use a cart owned by `ownerUuid` (null: a guest cart)? As Magento's
 * GetCartForUser: guest carts are for guests, customer carts for their owner only.
 */
export function checkCartOwner(ctx: Ctx, ownerUuid: string | null, maskedId: string) {
  const refused = () => authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  if (ownerUuid === null) {
    if (ctx.token && currentCustomer(ctx)) throw refused();
    return;
  }
  if (!ctx.token) throw refused();
  const customer = requireCustomer(ctx);
  if (customer.uuid !== ownerUuid) throw refused();
}
