import { http, HttpResponse } from "msw";

/** PLATFORM_API_URL of tests/setup-env.ts; both flavours are served under it. */
export const PLATFORM_URL = "http://platform.test";

// The same tenant settings in each flavour's wire format, so the gateway's mapping
// can be checked to produce one domain shape.
export const unifiedConfiguration = {
  registration: {
    fields: [
      { code: "email", label: "Email address", type: "email", is_required: true },
      { code: "phone", label: "Mobile number", type: "tel", is_required: false },
    ],
  },
  login: { strategies: ["email"], default_strategy: "email", session_ttl: 2592000 },
  password_requirements: {
    min_length: 8,
    min_lower_case: 1,
    min_upper_case: 1,
    min_number: 1,
    min_symbol: 0,
    exclude_username: true,
  },
};

export const legacyConfiguration = {
  registrationFields: [
    { name: "email", label: "Email address", inputType: "email", mandatory: true },
    { name: "phone", label: "Mobile number", inputType: "tel", mandatory: false },
  ],
  loginStrategies: ["email"],
  defaultSessionTtl: 2592000,
};

export const legacyPasswordRequirements = {
  minLength: 8,
  minLowerCase: 1,
  minUpperCase: 1,
  minNumber: 1,
  minSymbol: 0,
  excludeUsername: true,
};

/** Both flavours; every call must name its tenant, as the real services demand. */
export function platformHandlers(seen: Request[] = []) {
  const tenant = (request: Request) => {
    seen.push(request);
    return request.headers.get("x-tenant-code")
      ? null
      : HttpResponse.json({ error_code: "TENANT_REQUIRED" }, { status: 400 });
  };
  return [
    http.get(
      `${PLATFORM_URL}/api/users/configuration`,
      ({ request }) => tenant(request) ?? HttpResponse.json(unifiedConfiguration),
    ),
    http.get(
      `${PLATFORM_URL}/configuration`,
      ({ request }) => tenant(request) ?? HttpResponse.json(legacyConfiguration),
    ),
    http.get(
      `${PLATFORM_URL}/password-requirements`,
      ({ request }) => tenant(request) ?? HttpResponse.json(legacyPasswordRequirements),
    ),
  ];
}
