// /account/preferences and the information page's summary of it, against the whole sandbox
// (unified flavour; both flavours' custom-attribute calls are in platform-account-profile.test.ts):
// the profile's custom attributes shown and changed by their definitions (product.md §3): display
// order, the brand's read-only one shown and never sent, the delivery group (is_address_field),
// an answer that can't be cleared, each field's own rules, and only what changed sent.
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { action, loader } from "~/routes/account.preferences/route";
import { loader as informationLoader } from "~/routes/account.information/route";
import {
  browserRequest,
  caught,
  location,
  newCustomer,
  replied,
  signedInCookie,
  upstreamCalls,
  useRoutesSandbox,
  forgetCalls,
  sandboxDb,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
beforeEach(async () => void ({ signIn } = await newCustomer()));

type Item = { code: string; label: string; readOnly: boolean; current: string; shown: string };
type Loaded = { groups: { profile: Item[]; delivery: Item[] }; defaults: Record<string, string> };

const load = async () =>
  replied<Loaded>(
    await hosted(loader)({
      request: browserRequest("/account/preferences", { cookie: await signedInCookie(signIn) }),
      params: {},
    }),
  ).data;
const post = async (form: Record<string, string>) =>
  caught(
    hosted(action)({
      request: browserRequest("/account/preferences", {
        cookie: await signedInCookie(signIn),
        form: { intent: "update-preferences", ...form },
      }),
      params: {},
    }),
  );
const patches = async () =>
  (await upstreamCalls("platform")).filter((c) => c.method !== "GET" && c.path.includes("/custom-attributes"));
const setAttribute = (code: string, value: string) =>
  sandboxDb()
    .prepare("INSERT OR REPLACE INTO accounts_user_attributes (user_uuid, code, value) VALUES (?, ?, ?)")
    .run(signIn.userUuid, code, value);

describe("the customer's preferences", () => {
  it("lists every attribute in its display order, the brand's read-only one among them, deliveries apart", async () => {
    setAttribute("store_customer_number", "MAN-01-000042");
    setAttribute("favourite_flavour", "menthol");
    const { groups, defaults } = await load();
    expect(groups.profile.map((p) => p.code)).toEqual([
      "favourite_flavour",
      "preferred_store",
      "store_customer_number",
      "heard_about_us",
    ]);
    expect(groups.profile.find((p) => p.code === "favourite_flavour")).toMatchObject({
      current: "menthol",
      shown: "Menthol",
    });
    expect(groups.profile.find((p) => p.code === "store_customer_number")).toMatchObject({
      readOnly: true,
      shown: "MAN-01-000042",
    });
    expect(groups.delivery.map((p) => p.code)).toEqual(["delivery_instructions"]);
    // the form starts from what is stored, and holds nothing for the read-only one
    expect(defaults).toEqual({
      custom_favourite_flavour: "menthol",
      custom_preferred_store: "",
      custom_heard_about_us: "",
      custom_delivery_instructions: "",
    });
  });

  it("saves what changed, clears what may be cleared, and the information page shows it", async () => {
    setAttribute("preferred_store", "Covent Garden");
    forgetCalls();
    const answer = await post({
      custom_favourite_flavour: "citrus",
      custom_preferred_store: "",
      custom_heard_about_us: "",
      custom_delivery_instructions: "  Leave it with number 12  ",
      // a value for the read-only attribute is never sent on
      custom_store_customer_number: "FORGED-1",
    });
    expect(location(answer)).toBe("/account/information");
    const sent = await patches();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({
      custom_attributes: {
        favourite_flavour: "citrus",
        preferred_store: "",
        delivery_instructions: "Leave it with number 12",
      },
    });
    const info = replied<{ preferences: { code: string; shown: string }[] }>(
      await hosted(informationLoader)({
        request: browserRequest("/account/information", { cookie: await signedInCookie(signIn) }),
        params: {},
      }),
    ).data;
    expect(Object.fromEntries(info.preferences.map((p) => [p.code, p.shown]))).toEqual({
      favourite_flavour: "Citrus",
      preferred_store: "",
      store_customer_number: "",
      heard_about_us: "",
      delivery_instructions: "Leave it with number 12",
    });
  });

  it("sends one changed attribute, or one cleared, with its own PUT", async () => {
    setAttribute("preferred_store", "Covent Garden");
    const unchanged = {
      custom_favourite_flavour: "",
      custom_preferred_store: "Covent Garden",
      custom_heard_about_us: "",
      custom_delivery_instructions: "",
    };
    forgetCalls();
    expect(location(await post({ ...unchanged, custom_favourite_flavour: "menthol" }))).toBe("/account/information");
    forgetCalls();
    expect(
      location(await post({ ...unchanged, custom_favourite_flavour: "menthol", custom_preferred_store: "" })),
    ).toBe("/account/information");
    const sent = await patches();
    expect(sent.map((c) => [c.method, c.path, c.variables])).toEqual([
      ["PUT", `/api/users/${signIn.userUuid}/custom-attributes/preferred_store`, { value: "" }],
    ]);
    expect((await load()).defaults).toMatchObject({ custom_favourite_flavour: "menthol", custom_preferred_store: "" });
  });

  it("sends nothing when nothing changed", async () => {
    forgetCalls();
    const answer = await post({
      custom_favourite_flavour: "",
      custom_preferred_store: "",
      custom_heard_about_us: "",
      custom_delivery_instructions: "",
    });
    expect(location(answer)).toBe("/account/information");
    expect(await patches()).toEqual([]);
  });

  it("refuses, beside the field and keeping what was typed, an answer removed that can't be, and one too long", async () => {
    setAttribute("heard_about_us", "friend");
    forgetCalls();
    const long = "x".repeat(101);
    const answer = replied<FormResult["data"]>(
      await post({
        custom_favourite_flavour: "berry",
        custom_preferred_store: "Leeds",
        custom_heard_about_us: "",
        custom_delivery_instructions: long,
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      custom_heard_about_us: [
        "Your answer to “How did you hear about us?” can't be removed once given. Choose another answer instead.",
      ],
      custom_delivery_instructions: ["Delivery instructions must be 100 characters or fewer."],
    });
    expect(answer.data.result.initialValue).toMatchObject({
      custom_preferred_store: "Leeds",
      custom_delivery_instructions: long,
    });
    expect(await patches()).toEqual([]);
  });
});
