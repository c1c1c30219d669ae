import { z } from "zod";
import type { RestClient } from "../http/rest";
import type { Operation } from "./adapter";
import { parse } from "./account-map";
import type { PasswordRequirements, RegistrationFieldType, UserConfiguration } from "./types";

/** The tenant's store-wide settings, one operation per read (see ./adapter.ts). */

const count = z.number().int().min(0);
const fieldType = z
  .enum(["text", "email", "password", "tel", "date", "checkbox"])
  .catch("text" as RegistrationFieldType);

// --- unified wire format (snake_case, one configuration document) ---
const unifiedPassword = z.object({
  min_length: count,
  min_lower_case: count,
  min_upper_case: count,
  min_number: count,
  min_symbol: count,
  exclude_username: z.boolean(),
});
const unifiedConfiguration = z.object({
  registration: z.object({
    fields: z.array(z.object({ code: z.string(), label: z.string(), type: fieldType, is_required: z.boolean() })),
  }),
  login: z.object({ strategies: z.array(z.string()).min(1), default_strategy: z.string(), session_ttl: count }),
  password_requirements: unifiedPassword,
});

// --- legacy wire format (camelCase, requirements on their own route) ---
const legacyPassword = z.object({
  minLength: count,
  minLowerCase: count,
  minUpperCase: count,
  minNumber: count,
  minSymbol: count,
  excludeUsername: z.boolean(),
});
const legacyConfiguration = z.object({
  registrationFields: z.array(
    z.object({ name: z.string(), label: z.string(), inputType: fieldType, mandatory: z.boolean() }),
  ),
  loginStrategies: z.array(z.string()).min(1),
  defaultSessionTtl: count,
});

const fromUnifiedPassword = (p: z.infer<typeof unifiedPassword>): PasswordRequirements => ({
  minLength: p.min_length,
  minLowerCase: p.min_lower_case,
  minUpperCase: p.min_upper_case,
  minNumber: p.min_number,
  minSymbol: p.min_symbol,
  excludeUsername: p.exclude_username,
});

async function unifiedUserConfiguration(rest: RestClient): Promise<UserConfiguration> {
  const c = parse(unifiedConfiguration, await rest.get("/api/users/configuration"), "user configuration");
  return {
    registrationFields: c.registration.fields.map((f) => ({
      name: f.code,
      label: f.label,
      type: f.type,
      required: f.is_required,
    })),
    loginStrategies: c.login.strategies,
    defaultLoginStrategy: c.login.default_strategy,
    defaultSessionTtlSeconds: c.login.session_ttl,
    passwordRequirements: fromUnifiedPassword(c.password_requirements),
  };
}

async function legacyPasswordRequirements(rest: RestClient): Promise<PasswordRequirements> {
  return parse(legacyPassword, await rest.get("/password-requirements"), "password requirements");
}

export const getUserConfiguration: Operation<[], UserConfiguration> = {
  unified: unifiedUserConfiguration,
  legacy: async (rest) => {
    const [body, passwordRequirements] = await Promise.all([
      rest.get("/configuration"),
      legacyPasswordRequirements(rest),
    ]);
    const c = parse(legacyConfiguration, body, "user configuration");
    return {
      registrationFields: c.registrationFields.map((f) => ({
        name: f.name,
        label: f.label,
        type: f.inputType,
        required: f.mandatory,
      })),
      loginStrategies: c.loginStrategies,
      // The legacy service has no default of its own: the first strategy is it.
      defaultLoginStrategy: c.loginStrategies[0],
      defaultSessionTtlSeconds: c.defaultSessionTtl,
      passwordRequirements,
    };
  },
};

export const getPasswordRequirements: Operation<[], PasswordRequirements> = {
  // The unified service only publishes them inside the configuration document.
  unified: async (rest) => (await unifiedUserConfiguration(rest)).passwordRequirements,
  legacy: legacyPasswordRequirements,
};
