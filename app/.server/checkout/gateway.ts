// The one place the checkout steps import the commerce checkout gateway from
// (contract: ../commerce/checkout-types.ts, CheckoutGateway).
export {
  getCheckoutState,
  getGuestOrder,
  getOrderAttributes,
  getOrderDeliveryLimits,
  getPickupStores,
  getShippingMethods,
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "~/.server/commerce/checkout";

// A signed-in customer's side of the checkout: their cart, address book and orders
// (contract: ../commerce/customer-types.ts).
export { getCustomerAddresses, getCustomerCartId, getCustomerOrderDetails } from "~/.server/commerce/customer";
