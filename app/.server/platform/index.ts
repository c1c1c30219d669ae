// The platform gateway: one interface over the unified and legacy backends.
export { clearPlatformCache, health, platform, TENANT_HEADER, withSignal } from "./platform";
export type { Platform, PlatformCallOptions } from "./platform";
export { PlatformDataError } from "./types";
export type {
  PasswordRequirements,
  PlatformFlavour,
  RegistrationField,
  RegistrationFieldType,
  UserConfiguration,
} from "./types";
export { accountGateway, INVALID_CREDENTIALS_MESSAGE } from "./account";
export { AccountGatewayError } from "./account-map";
export { orderByDisplayAfter } from "./display-after";
export { dobFromApi, dobToApi } from "./formats";
