// The address lookup (GOV.UK's "find address") in the address book's form, and the new
// address's country from the IP lookup, against the whole sandbox. The checkout's shipping
// step uses the same server module; its journey is in tests/e2e/finding.spec.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/account.address.new/route";
import type { SignIn } from "~/lib/models/account";
import { CLIENT_IP_HEADER } from "~/.server/limits/rate-limit";
import {
  browserRequest,
  caught,
  forgetCalls,
  newCustomer,
  replied,
  signedInCookie,
  upstreamCalls,
  useRoutesSandbox,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));
const cookie = () => signedInCookie(signIn);
type Answer = {
  intent: string;
  result: { status?: string; error?: Record<string, string[]>; initialValue: Record<string, unknown> };
  detail?: { lookup: { postcode: string; suggestions: { id: string; label: string }[]; used: string | null } };
};
const post = async (form: Record<string, string>) =>
  replied<Answer>(
    await caught(
      hosted(action)({
        request: browserRequest("/account/address/new", { cookie: await cookie(), form }),
        params: {},
      }),
    ),
  );
const TYPED = { intent: "save-address", "address.firstname": "Ada", "address.telephone": "07700 900123" };

describe("address lookup in the address book", () => {
  it("lists at most 5 addresses for a postcode and keeps what was typed", async () => {
    forgetCalls();
    const r = await post({ ...TYPED, lookup: "find", findPostcode: "ec1a 1bb" });
    expect(r.init.status).toBe(200);
    expect(r.data.detail!.lookup.postcode).toBe("EC1A 1BB");
    expect(r.data.detail!.lookup.suggestions.map((s) => s.label)).toEqual([
      "1 Long Lane, London, EC1A 1BB",
      "2 Long Lane, London, EC1A 1BB",
      "3 Long Lane, London, EC1A 1BB",
      "4 Long Lane, London, EC1A 1BB",
      "5 Long Lane, London, EC1A 1BB",
    ]);
    expect(r.data.result.initialValue).toMatchObject({ address: { firstname: "Ada", telephone: "07700 900123" } });
    // Nothing is saved: the only platform call is the autocomplete.
    expect((await upstreamCalls("platform")).map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/addresses/autocomplete",
    ]);
  });

  it("fills the address fields from the chosen address, on the server", async () => {
    const r = await post({
      ...TYPED,
      "address.line1": "typed over",
      lookup: "use",
      findPostcode: "EC1A1BB",
      foundAddress: "EC1A 1BB|4",
    });
    expect(r.init.status).toBe(200);
    expect(r.data.result.initialValue).toMatchObject({
      address: {
        firstname: "Ada",
        telephone: "07700 900123",
        line1: "4 Long Lane",
        city: "London",
        postcode: "EC1A 1BB",
        countryCode: "GB",
      },
    });
    expect(r.data.result.initialValue).not.toHaveProperty("foundAddress");
    expect(r.data.detail!.lookup.used).toBe("4 Long Lane, London, EC1A 1BB");
  });

  it("says what is wrong beside the lookup field or the choice", async () => {
    const empty = await post({ ...TYPED, lookup: "find", findPostcode: " " });
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error).toEqual({ findPostcode: ["Enter a postcode to find the address"] });
    const unknown = await post({ ...TYPED, lookup: "find", findPostcode: "ZZ1 1ZZ" });
    expect(unknown.data.result.error!.findPostcode[0]).toMatch(/could not find an address for ZZ1 1ZZ/);
    const none = await post({ ...TYPED, lookup: "use", findPostcode: "EC1A 1BB" });
    expect(none.data.result.error).toEqual({ foundAddress: ["Choose your address from the list"] });
    expect(none.data.detail!.lookup.suggestions).toHaveLength(5);
    expect(none.data.result.initialValue).toMatchObject({ address: { firstname: "Ada" } });
  });
});

describe("a new address's country", () => {
  const load = async (ip: string) => {
    const request = browserRequest("/account/address/new", { cookie: await cookie() });
    request.headers.set(CLIENT_IP_HEADER, ip);
    return replied<{ defaults: { address: { countryCode: string } } }>(await hosted(loader)({ request, params: {} }))
      .data.defaults.address.countryCode;
  };

  it("comes from the IP lookup, and quietly from the locale when the lookup fails", async () => {
    expect(await load("198.51.100.20")).toBe("IE");
    expect(await load("203.0.113.5")).toBe("GB");
    expect(await load("192.0.2.1")).toBe("GB");
  });
});
