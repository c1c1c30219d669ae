// The one place the checkout steps import the commerce checkout gateway from
// (contract: ../commerce/checkout-types.ts, CheckoutGateway).
export {
  getCheckoutState,
  getGuestOrder,
  getOrderAttributes,
  getOrderDeliveryLimits,
  getShippingMethods,
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "~/.server/commerce/checkout";
