// Pack-code and trade-in state set up through the sandbox's APIs, not through the pages: a new
// customer registered on the platform, fresh genuine pack codes, a recorded trade-in.
import { expect, type TestInfo } from "@playwright/test";
import { botCheck, PASSWORD, sandboxOrigin } from "./subscription-support";

const TENANT = "ashless-gb";
const legacy = (info: TestInfo) => info.project.name.startsWith("legacy");
/** The platform flavour the project's storefront talks to. */
export const platform = (info: TestInfo) => `${sandboxOrigin(info)}/${legacy(info) ? "platform-legacy" : "platform"}`;

/** A POST to the sandbox; one to the unified platform's registration carries its bot-check token (decision 0048). */
export async function post(url: string, body: unknown) {
  const below = /\/platform(\/users)$/.exec(new URL(url).pathname)?.[1];
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant-code": TENANT, ...(below ? botCheck("POST", below) : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A new customer (the unified registration call; both flavours share the sandbox's tables), with their commerce token. */
export async function customer(info: TestInfo) {
  const email = `packs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const grant = await post(`${sandboxOrigin(info)}/platform/users`, {
    email,
    password: PASSWORD,
    first_name: "Robin",
    last_name: "Hart",
    date_of_birth: "1991-02-03",
    consents: [{ id: "gdpr-privacy", accepted: true }],
  });
  return { email, password: PASSWORD, token: (grant.tokens as { commerce: string }).commerce };
}

/** `count` genuine pack codes nobody has registered (50 points each). */
export async function packCodes(info: TestInfo, count: number): Promise<string[]> {
  const body = await post(`${platform(info)}/_sandbox/pack-codes`, { count });
  return ((legacy(info) ? body.data : body) as { codes: string[] }).codes;
}

/** Records a completed trade-in for the customer. */
export async function tradedIn(info: TestInfo, email: string) {
  await post(`${platform(info)}/_sandbox/trade-ins`, { email });
}
