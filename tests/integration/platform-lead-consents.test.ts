import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { confirmLeadConsent } from "~/.server/platform/leads";
import { type Flavour, FLAVOURS, mountOf, outbox, sandboxFor } from "./platform-account-sandbox";

// A lead's marketing consent confirmed from the link it was e-mailed (product.md §7 leads;
// decision 0062), through the storefront's gateway against each flavour of the in-process
// sandbox: a hash validates once; a used, unknown or expired one is refused, each as itself.

describe.each(FLAVOURS)("lead consents, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  /** A lead as a shop's till or an event's tablet records one: the sandbox's own route, in the flavour's envelope. */
  async function newLead(fields: Record<string, unknown> = {}) {
    const email = `lead-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await fetch(`${sandbox.origin}${mountOf(flavour)}/_sandbox/leads/consents`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb" },
      body: JSON.stringify({ email, ...fields }),
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
    const lead = (flavour === "unified" ? body : body.data) as { hash: string; link: string };
    return { email, hash: lead.hash, link: lead.link };
  }

  it("a fresh hash validates once, answering what was consented to; the same hash again is used", async () => {
    const { hash } = await newLead({ categories: ["email", "sms"] });
    const first = await confirmLeadConsent(hash);
    expect(first).toEqual({
      ok: true,
      value: { categories: ["email", "sms"], validatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect(await confirmLeadConsent(hash)).toEqual({ ok: false, error: "used" });
  });

  it("the README's demo lead confirms once (e-mail and SMS)", async () => {
    const hash = "demo-lead-consent-Qm7xVt9KpR4sLw2N";
    expect(await confirmLeadConsent(hash)).toMatchObject({ ok: true, value: { categories: ["email", "sms"] } });
    expect(await confirmLeadConsent(hash)).toEqual({ ok: false, error: "used" });
  });

  it("a hash the platform never made is unknown; so is one of another shape", async () => {
    expect(await confirmLeadConsent("no-such-hash-0000000000000000")).toEqual({ ok: false, error: "unknown" });
    expect(await confirmLeadConsent("../../consents")).toEqual({ ok: false, error: "unknown" });
  });

  it("a hash past its expiry is expired, and stays unconfirmed", async () => {
    const { hash } = await newLead({ [flavour === "unified" ? "expires_at" : "expiresAt"]: "2026-01-01T00:00:00Z" });
    expect(await confirmLeadConsent(hash)).toEqual({ ok: false, error: "expired" });
    expect(await confirmLeadConsent(hash)).toEqual({ ok: false, error: "expired" });
  });

  it("the lead is e-mailed the shop's link for its hash", async () => {
    const { email, hash, link } = await newLead();
    expect(link).toBe(`/consents/confirm/${hash}`);
    const [mail] = await outbox(sandbox, flavour, email);
    expect(mail).toMatchObject({ kind: "lead-consent", link });
  });

  it("each flavour's route: unified POST /api/leads/consents/validate/{hash}, legacy POST /validate-lead-consent/{HASH}", async () => {
    const { hash } = await newLead({ categories: ["post"] });
    const path = {
      unified: `/api/leads/consents/validate/${hash}`,
      legacy: `/validate-lead-consent/${hash}`,
    }[flavour];
    const send = () =>
      fetch(`${sandbox.origin}${mountOf(flavour)}${path}`, {
        method: "POST",
        headers: { "x-tenant-code": "ashless-gb" },
      });
    const answer = await send();
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    if (flavour === "unified")
      expect(body).toEqual({ hash, status: "validated", validated_at: expect.any(String), categories: ["post"] });
    else
      expect(body).toEqual({
        data: { hash, status: "validated", validatedAt: expect.any(String), categories: ["post"] },
      });
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject(
      flavour === "unified"
        ? { error_code: "LEAD_CONSENT_ALREADY_VALIDATED" }
        : { status: "error", error_code: "LEAD_CONSENT_ALREADY_VALIDATED" },
    );
  });

  it("a platform that does not answer is an outage, thrown for the page's 503", async () => {
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9/platform";
    process.env.UPSTREAM_TIMEOUT_MS = "500";
    resetConfigForTests();
    try {
      await expect(confirmLeadConsent("no-such-hash-0000000000000000")).rejects.toBeInstanceOf(
        UpstreamUnavailableError,
      );
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  });
});
