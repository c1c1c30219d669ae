import { GraphQLError } from "graphql";

// Adobe Commerce classifies resolver errors with extensions.category; the storefront reads it
// (and our extensions.code, which carries the product.md §8 code where one applies).
function commerceError(category: string, message: string, code?: string) {
  return new GraphQLError(message, { extensions: code ? { category, code } : { category } });
}

export const inputError = (message: string, code?: string) => commerceError("graphql-input", message, code);
export const noSuchEntity = (message: string, code?: string) => commerceError("graphql-no-such-entity", message, code);
export const authorizationError = (message: string) => commerceError("graphql-authorization", message);

/** An expected add-to-cart failure with its CartUserInputErrorType code. */
export class CartUserError extends Error {
  constructor(
    readonly code:
      "PRODUCT_NOT_FOUND" | "NOT_SALABLE" | "INSUFFICIENT_STOCK" | "UNDEFINED" | "PERMISSION_DENIED" | "GIFT_ERROR",
    message: string,
  ) {
    super(message);
  }
}

/**
 * A cart error as reorderItems and addWishlistItemsToCart report it: their enums know only
 * PRODUCT_NOT_FOUND, NOT_SALABLE and INSUFFICIENT_STOCK; anything else is UNDEFINED.
 */
export function lineErrorCode(
  error: CartUserError,
): "PRODUCT_NOT_FOUND" | "NOT_SALABLE" | "INSUFFICIENT_STOCK" | "UNDEFINED" {
  return error.code === "PRODUCT_NOT_FOUND" || error.code === "NOT_SALABLE" || error.code === "INSUFFICIENT_STOCK"
    ? error.code
    : "UNDEFINED";
}

/** How an error leaves the server: ours keep their category; anything else is an internal error. */
export function formatError(error: GraphQLError) {
  const json = error.toJSON();
  if (error.originalError && !(error.originalError instanceof GraphQLError)) {
    console.error("[sandbox commerce]", error.originalError);
    return { ...json, message: "Internal server error", extensions: { category: "internal" } };
  }
  if (!json.extensions?.category) return { ...json, extensions: { ...json.extensions, category: "graphql" } };
  return json;
}
