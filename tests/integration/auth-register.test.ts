// Registration and password-reset actions against the sandbox's platform.
import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import * as forgot from "~/routes/forgot-password/route";
import * as register from "~/routes/register/route";
import * as reset from "~/routes/reset-password/route";
import { userByCommerceToken } from "../../server/sandbox/accounts/store";
import { flashOf } from "../support/flash";
import {
  args,
  browserRequest,
  changeTenant,
  DEMO,
  mailsTo,
  newCustomer,
  replied,
  sandboxDb,
  sessionOf,
  upstreamCalls,
  userByEmail,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const post = (path: string, fields: Record<string, string>) =>
  browserRequest(path, { form: { website: "", ...fields } });
const form = (email: string) => ({
  intent: "register",
  email,
  password: "Sup3rSecret",
  firstname: "Sam",
  lastname: "Smith",
  dob: "1990-03-27",
  custom_preferred_store: "Leeds",
  "consent_gdpr-privacy": "on",
});
const platformWrites = async () => (await upstreamCalls("platform")).filter((c) => c.method !== "GET");

describe("registration", () => {
  it("shows the configured fields, the custom attributes in display_after order and the rules", async () => {
    const loaded = replied<{
      options: { fields: { name: string; label: string }[]; customAttributes: { code: string }[] };
    }>(await hosted(register.loader)(args(browserRequest("/register"))));
    // the tenant stores preferred_store first, to follow favourite_flavour
    expect(loaded.data.options.customAttributes.map((a) => a.code)).toEqual([
      "favourite_flavour",
      "preferred_store",
      "heard_about_us",
    ]);
    expect(loaded.data.options.fields.map((f) => f.name)).toEqual([
      "email",
      "password",
      "firstname",
      "lastname",
      "dob",
      "telephone",
    ]);
    // the tenant's own labels (the form's fallback says "E-mail address" and has no phone)
    expect(loaded.data.options.fields.find((f) => f.name === "email")?.label).toBe("Email address");
    expect(loaded.data.options.fields.find((f) => f.name === "telephone")?.label).toBe("Mobile number");
  });

  it("creates the account, signs the customer in and welcomes them on /account", async () => {
    const response = (await hosted(register.action)(args(post("/register", form("sam@example.com"))))) as Response;
    expect(response.headers.get("Location")).toBe("/account");
    const session = await sessionOf(response);
    const user = userByCommerceToken(sandboxDb(), session.get("commerceToken")!);
    expect(user?.email).toBe("sam@example.com");
    expect((await flashOf(response))?.message).toBe("Welcome to Ashless, Sam! Your account is ready.");

    // what the platform now holds is what was typed
    const auth = {
      userUuid: session.get("userUuid")!,
      identityToken: session.get("identityToken")!,
      sessionToken: session.get("sessionToken")!,
    };
    expect(await accountGateway().getProfile(auth)).toMatchObject({
      email: "sam@example.com",
      firstname: "Sam",
      lastname: "Smith",
      dob: "1990-03-27",
      telephone: null,
      extra: { preferred_store: "Leeds" },
    });
    const { consents } = await accountGateway().getCommunicationPreferences(auth);
    const accepted = Object.fromEntries(consents.map((c) => [c.id, c.accepted]));
    expect(accepted).toMatchObject({ "gdpr-privacy": true, "marketing-email": false });
    expect((await accountGateway().login("sam@example.com", "Sup3rSecret", false)).ok).toBe(true);
  });

  it("an invalid referral code is a message on its field; nothing is registered", async () => {
    const fields = { ...form("ref@example.com"), referralCode: "NOPE42" };
    const result = (await hosted(register.action)(args(post("/register", fields)))) as FormResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.referralCode).toEqual([
      "This referral code isn't valid. Check it, or leave the field empty.",
    ]);
    expect(userByEmail("ref@example.com")).toBeUndefined();
    expect((await platformWrites()).map((c) => c.path)).not.toContain("/users");
  });

  it("the platform's refusals land on their fields, and the password is never sent back", async () => {
    await hosted(register.loader)(args(browserRequest("/register")));
    // the platform starts to require the flavour after the storefront read its form
    changeTenant((t) => void (t.customAttributes.find((a) => a.code === "favourite_flavour")!.isRequired = true), {
      stale: true,
    });
    const result = (await hosted(register.action)(args(post("/register", form("flavour@example.com"))))) as FormResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.custom_favourite_flavour).toEqual(["Favourite flavour is required."]);
    expect(result.data.result.initialValue.email).toBe("flavour@example.com");
    expect(result.data.result.initialValue.password).toBeUndefined();
    expect(userByEmail("flavour@example.com")).toBeUndefined();
  });
});

describe("password reset", () => {
  it("answers the same for any e-mail address", async () => {
    const known = (await hosted(forgot.action)(
      args(post("/forgot-password", { intent: "request-reset", email: DEMO.email })),
    )) as Response;
    const unknown = (await hosted(forgot.action)(
      args(post("/forgot-password", { intent: "request-reset", email: "nobody@example.com" })),
    )) as Response;
    expect(known.headers.get("Location")).toBe("/forgot-password?sent=1");
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    expect((await platformWrites()).map((c) => c.path)).toEqual(["/users/password/forgot", "/users/password/forgot"]);
    expect((await mailsTo(DEMO.email))[0]).toMatchObject({ kind: "password-reset" });
  });

  it("an expired link says so; a good one leads to log in", async () => {
    const { email } = await newCustomer();
    await accountGateway().requestPasswordReset(email);
    const [mail] = await mailsTo(email);
    const fields = (token: string) => ({
      intent: "reset-password",
      token,
      password: "N3wPassword",
      confirmPassword: "N3wPassword",
    });
    const refused = (await hosted(reset.action)(
      args(post("/reset-password?token=tok-123456789", fields("tok-123456789"))),
    )) as Response;
    // the page without a token is the one that says the link can't be used
    expect(refused.headers.get("Location")).toBe("/reset-password");
    const done = (await hosted(reset.action)(
      args(post(`/reset-password?token=${mail.token}`, fields(mail.token!))),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/login");
    expect((await accountGateway().login(email, "N3wPassword", false)).ok).toBe(true);
  });

  it("after a failed submit the checklist says which rules the password missed", async () => {
    const fields = {
      intent: "reset-password",
      token: "tok-123456789",
      password: "weakling",
      confirmPassword: "weakling",
    };
    const result = replied<{ detail: { rule: string; met: boolean }[] }>(
      await hosted(reset.action)(args(post("/reset-password", fields))),
    );
    expect(result.data.detail.filter((c) => !c.met).map((c) => c.rule)).toEqual(["minUpperCase", "minNumber"]);
    expect(await platformWrites()).toEqual([]);
  });
});
