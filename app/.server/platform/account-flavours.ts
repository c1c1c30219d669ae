import type { PlatformFlavour } from "./types";
import * as legacy from "./account-legacy";
import * as unified from "./account-unified";

/**
 * The account operations, one entry per operation with its unified and its legacy
 * function (as ./flavours.ts). Both flavours must take the same arguments and give the same
 * domain shape.
 */
type Unified = typeof unified;

/** The legacy function must fit the unified one's signature, or this does not compile. */
const op = <K extends keyof Unified>(name: K, legacyFn: Unified[K]): Record<PlatformFlavour, Unified[K]> => ({
  unified: unified[name],
  legacy: legacyFn,
});

export const accountOps = {
  login: op("login", legacy.login),
  logout: op("logout", legacy.logout),
  validateSession: op("validateSession", legacy.validateSession),
  getRegistrationForm: op("getRegistrationForm", legacy.getRegistrationForm),
  register: op("register", legacy.register),
  verifyReferralCode: op("verifyReferralCode", legacy.verifyReferralCode),
  requestPasswordReset: op("requestPasswordReset", legacy.requestPasswordReset),
  resetPassword: op("resetPassword", legacy.resetPassword),
  getProfile: op("getProfile", legacy.getProfile),
  updatePersonalDetails: op("updatePersonalDetails", legacy.updatePersonalDetails),
  updateCustomAttributes: op("updateCustomAttributes", legacy.updateCustomAttributes),
  requestEmailChange: op("requestEmailChange", legacy.requestEmailChange),
  verifyEmailChange: op("verifyEmailChange", legacy.verifyEmailChange),
  startPhoneVerification: op("startPhoneVerification", legacy.startPhoneVerification),
  checkPhoneCode: op("checkPhoneCode", legacy.checkPhoneCode),
  updatePhone: op("updatePhone", legacy.updatePhone),
  changePassword: op("changePassword", legacy.changePassword),
  getConsents: op("getConsents", legacy.getConsents),
  updateConsents: op("updateConsents", legacy.updateConsents),
  getSubscriptions: op("getSubscriptions", legacy.getSubscriptions),
  subscribe: op("subscribe", legacy.subscribe),
  unsubscribe: op("unsubscribe", legacy.unsubscribe),
  listAddresses: op("listAddresses", legacy.listAddresses),
  addAddress: op("addAddress", legacy.addAddress),
  updateAddress: op("updateAddress", legacy.updateAddress),
  deleteAddress: op("deleteAddress", legacy.deleteAddress),
  setDefaultAddress: op("setDefaultAddress", legacy.setDefaultAddress),
  getWallet: op("getWallet", legacy.getWallet),
  removeCard: op("removeCard", legacy.removeCard),
  cancelAccount: op("cancelAccount", legacy.cancelAccount),
  deactivateAccount: op("deactivateAccount", legacy.deactivateAccount),
  requestOrderCancellation: op("requestOrderCancellation", legacy.requestOrderCancellation),
};
