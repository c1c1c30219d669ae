import { z } from "zod";
import type { RestClient } from "../../http/rest";
import type { AccountAddress, AccountAddressInput, AccountGateway, Auth } from "~/lib/models/account";
import { call, must, type Operation } from "../adapter";
import { badPhone, bearer, flag, parse, seg, unwrap } from "../account-map";
import { customerPhone } from "../formats";
import type { RegionalField, RegionalValues } from "~/lib/models/checkout";
import { REGIONAL_FIELDS } from "~/lib/schemas/address";

/**
 * The customer's address book. Unified under /users/{uuid}/addresses (snake_case, the street
 * as an object); legacy inside the profile and under /update-profile/addresses/{UUID}, in `{data}`.
 */

// The regional fields (product.md §3 Account address) sit beside the others: camelCase on the
// legacy wire, snake_case (province_name…) on the unified one. Every one is sent, "" clearing it.
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const same = (name: string) => name;
const regionalWire = (nameOf = same) =>
  Object.fromEntries(REGIONAL_FIELDS.map((name) => [nameOf(name), z.string().nullish()])) as Record<
    RegionalField,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >;
function regionalOf(a: Record<string, unknown>, nameOf = same): RegionalValues {
  const values: RegionalValues = {};
  for (const name of REGIONAL_FIELDS) {
    const value = a[nameOf(name)];
    if (typeof value === "string" && value) values[name] = value;
  }
  return values;
}
function withoutRegional<T extends Record<string, unknown>>(a: T): Omit<T, RegionalField> {
  const rest: Record<string, unknown> = { ...a };
  for (const name of REGIONAL_FIELDS) delete rest[name];
  return rest as Omit<T, RegionalField>;
}
const regionalToWire = (a: AccountAddressInput, nameOf = same) =>
  Object.fromEntries(REGIONAL_FIELDS.map((name) => [nameOf(name), a.regional?.[name]?.trim() ?? ""]));

const address = {
  unified: z
    .object({
      id: z.coerce.string(),
      first_name: z.string(),
      last_name: z.string(),
      company: z.string().nullish(),
      street: z.object({ name: z.string(), number: z.string().nullish(), additional: z.string().nullish() }),
      city: z.string(),
      postcode: z.string().nullish(),
      country_code: z.string(),
      region: z.object({ name: z.string().nullish(), code: z.string().nullish() }).nullish(),
      phone: z.string().nullish(),
      default_billing: flag,
      default_shipping: flag,
      is_subscription: flag,
      ...regionalWire(snake),
    })
    .transform((a): AccountAddress => ({
      id: a.id,
      firstname: a.first_name,
      lastname: a.last_name,
      company: a.company ?? null,
      streetName: a.street.name,
      streetNumber: a.street.number ?? "",
      streetAdditional: a.street.additional ?? null,
      city: a.city,
      postcode: a.postcode ?? null,
      countryCode: a.country_code,
      region: a.region?.name ?? null,
      regionCode: a.region?.code ?? null,
      telephone: a.phone ?? "",
      isDefaultBilling: a.default_billing,
      isDefaultShipping: a.default_shipping,
      isSubscription: a.is_subscription,
      regional: regionalOf(a, snake),
    })),
  legacy: z
    .object({
      id: z.coerce.string(),
      firstname: z.string(),
      lastname: z.string(),
      company: z.string().nullish(),
      streetName: z.string(),
      streetNumber: z.string().nullish(),
      streetAdditional: z.string().nullish(),
      city: z.string(),
      postcode: z.string().nullish(),
      countryCode: z.string(),
      region: z.string().nullish(),
      regionCode: z.string().nullish(),
      telephone: z.string().nullish(),
      isDefaultBilling: flag,
      isDefaultShipping: flag,
      isSubscription: flag,
      ...regionalWire(),
    })
    .transform((a): AccountAddress => ({
      ...withoutRegional(a),
      regional: regionalOf(a),
      company: a.company ?? null,
      streetNumber: a.streetNumber ?? "",
      streetAdditional: a.streetAdditional ?? null,
      postcode: a.postcode ?? null,
      region: a.region ?? null,
      regionCode: a.regionCode ?? null,
      telephone: a.telephone ?? "",
    })),
};

const toWire = {
  unified: (a: AccountAddressInput) => ({
    first_name: a.firstname,
    last_name: a.lastname,
    company: a.company,
    street: { name: a.streetName, number: a.streetNumber, additional: a.streetAdditional },
    city: a.city,
    postcode: a.postcode,
    country_code: a.countryCode,
    region: a.region || a.regionCode ? { name: a.region, code: a.regionCode } : null,
    phone: a.telephone,
    default_billing: a.isDefaultBilling ?? false,
    default_shipping: a.isDefaultShipping ?? false,
    ...regionalToWire(a, snake),
  }),
  legacy: (a: AccountAddressInput) => ({
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    streetAdditional: a.streetAdditional,
    city: a.city,
    postcode: a.postcode,
    countryCode: a.countryCode,
    region: a.region,
    regionCode: a.regionCode,
    telephone: a.telephone,
    isDefaultBilling: a.isDefaultBilling ?? false,
    isDefaultShipping: a.isDefaultShipping ?? false,
    ...regionalToWire(a),
  }),
};

const unifiedPath = (auth: Auth, rest = "") => `/users/${seg(auth.userUuid)}/addresses${rest}`;
const legacyPath = (auth: Auth, rest = "") => `/update-profile/addresses/${seg(auth.userUuid)}${rest}`;

export const listAddresses: Operation<[Auth], AccountAddress[]> = {
  async unified(rest, auth) {
    const answer = await rest.get(unifiedPath(auth), { headers: bearer(auth) });
    return parse(z.object({ items: z.array(address.unified) }), answer, "addresses").items;
  },
  /** The legacy service lists addresses inside the profile. */
  async legacy(rest, auth) {
    const answer = await rest.get(`/profile/${seg(auth.userUuid)}`, { headers: bearer(auth) });
    return unwrap(z.object({ addresses: z.array(address.legacy).default([]) }), answer, "profile").addresses;
  },
};

export const addAddress: Operation<[Auth, AccountAddressInput], AccountAddress> = {
  async unified(rest, auth, input) {
    const answer = await rest.post(unifiedPath(auth), toWire.unified(input), { headers: bearer(auth) });
    return parse(address.unified, answer, "address");
  },
  async legacy(rest, auth, input) {
    const answer = await rest.post(legacyPath(auth), toWire.legacy(input), { headers: bearer(auth) });
    return unwrap(address.legacy, answer, "address");
  },
};

export const updateAddress: Operation<[Auth, string, AccountAddressInput], AccountAddress> = {
  async unified(rest, auth, id, input) {
    const path = unifiedPath(auth, `/${seg(id)}`);
    const answer = await rest.request({ method: "PUT", path, body: toWire.unified(input), headers: bearer(auth) });
    return parse(address.unified, answer, "address");
  },
  async legacy(rest, auth, id, input) {
    const path = legacyPath(auth, `/${seg(id)}`);
    const answer = await rest.request({ method: "PUT", path, body: toWire.legacy(input), headers: bearer(auth) });
    return unwrap(address.legacy, answer, "address");
  },
};

export const deleteAddress: Operation<[Auth, string], void> = {
  async unified(rest, auth, id) {
    await rest.request({ method: "DELETE", path: unifiedPath(auth, `/${seg(id)}`), headers: bearer(auth) });
  },
  async legacy(rest, auth, id) {
    await rest.request({ method: "DELETE", path: legacyPath(auth, `/${seg(id)}`), headers: bearer(auth) });
  },
};

export const setDefaultAddress: Operation<[Auth, string, "billing" | "shipping"], void> = {
  async unified(rest, auth, id, kind) {
    const path = unifiedPath(auth, `/${seg(id)}/default`);
    await rest.request({ method: "PUT", path, body: { type: kind }, headers: bearer(auth) });
  },
  async legacy(rest, auth, id, kind) {
    const path = legacyPath(auth, `/${seg(id)}/set-default-${kind}`);
    await rest.request({ method: "PUT", path, headers: bearer(auth) });
  },
};

/** Typed numbers go out as "+…" (product.md §5), national ones read for the address's country. */
function clean(input: AccountAddressInput): AccountAddressInput | null {
  const telephone = customerPhone(input.telephone, input.countryCode);
  return telephone ? { ...input, countryCode: input.countryCode.toUpperCase(), telephone } : null;
}

/** The account gateway's address book. */
export function addresses(
  rest: RestClient,
): Pick<AccountGateway, "listAddresses" | "addAddress" | "updateAddress" | "deleteAddress" | "setDefaultAddress"> {
  return {
    listAddresses: async (auth) => must(await call(rest, listAddresses, auth)),
    async addAddress(auth, input) {
      const a = clean(input);
      return a ? call(rest, addAddress, auth, a) : badPhone();
    },
    async updateAddress(auth, id, input) {
      const a = clean(input);
      return a ? call(rest, updateAddress, auth, id, a) : badPhone();
    },
    deleteAddress: (auth, id) => call(rest, deleteAddress, auth, id),
    setDefaultAddress: (auth, id, kind) => call(rest, setDefaultAddress, auth, id, kind),
  };
}
