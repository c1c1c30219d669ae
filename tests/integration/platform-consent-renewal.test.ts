import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import { type Flavour, FLAVOURS, mountOf, newCustomer, refusal, sandboxFor, value } from "./platform-account-sandbox";

// Consent renewal (product.md §3) through the storefront's gateway, against each flavour of the
// in-process sandbox: the sandbox's own route asks a customer to renew their consents, sign-in
// then says so, and saving the consents with every required one accepted ends it.

describe.each(FLAVOURS)("consent renewal, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  /** The sandbox's own route: the privacy notice changed for this customer. */
  const askRenewal = (email: string) =>
    fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/consent-renewal`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb" },
      body: JSON.stringify({ email }),
    });
  const signIn = async (email: string, password: string) => value(await accountGateway().login(email, password, false));

  it("sign-in carries the flag once the sandbox sets it; saving the required consents clears it", async () => {
    const { email, password } = await newCustomer();
    expect((await signIn(email, password)).consentRenewalRequired).toBe(false);

    const asked = await askRenewal(email);
    expect(asked.status).toBe(201);
    const body = (await asked.json()) as Record<string, unknown>;
    expect(flavour === "unified" ? body : body.data).toEqual({ email, consent_renewal_required: true });

    const renewing = await signIn(email, password);
    expect(renewing.consentRenewalRequired).toBe(true);
    const auth = {
      userUuid: renewing.userUuid,
      identityToken: renewing.identityToken,
      sessionToken: renewing.sessionToken,
    };
    const { consents, subscriptions } = await accountGateway().getCommunicationPreferences(auth);

    // a refused save (the privacy notice unticked) leaves the flag as it was
    const refused = refusal(
      await accountGateway().updateCommunicationPreferences(
        auth,
        consents.map((c) => ({ id: c.id, accepted: false })),
        [],
      ),
    );
    expect(refused.code).toBe("CONSENT_REQUIRED");
    expect((await signIn(email, password)).consentRenewalRequired).toBe(true);

    value(
      await accountGateway().updateCommunicationPreferences(
        auth,
        consents.map((c) => ({ id: c.id, accepted: c.required })),
        subscriptions.map((s) => ({ category: s.category, subscribed: false })),
      ),
    );
    expect((await signIn(email, password)).consentRenewalRequired).toBe(false);
  });

  it("refuses an unknown e-mail", async () => {
    const res = await askRenewal("nobody@ashless.example");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "No customer with that e-mail." });
  });
});
