// A lead confirms the marketing consent they gave at a shop or an event (product.md §7 leads;
// decision 0062), through the page its e-mail links to, against the whole sandbox: opening the
// link changes nothing; the button confirms once and goes on to the confirmation with a flash;
// a used, unknown, malformed or expired link says so on the page; an outage is the shop's 503.
import type { MetaDescriptor } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, handle, headers, loader, meta } from "~/routes/consents.confirm/route";
import { createLeadConsent, leadConsent } from "../../server/sandbox/accounts/lead-consents";
import { server } from "../msw/server";
import { flashOf } from "../support/flash";
import { hosted } from "../support/session";
import {
  browserRequest,
  caught,
  forgetCalls,
  location,
  replied,
  sandboxDb,
  upstreamCalls,
  usePlatformFlavour,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();

type Page = {
  state: "confirm" | "invalid" | "done";
  hash: string | null;
  texts: Record<string, unknown>;
};
type Refused = FormResult & { data: { detail?: { refusal: string } } };

const newLead = (fields: { categories?: string[]; expiresAt?: string } = {}) =>
  createLeadConsent(sandboxDb(), {
    email: `lead-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    categories: ["email", "sms"],
    ...fields,
  }).hash;
const confirmed = (hash: string) => leadConsent(sandboxDb(), hash)?.validatedAt ?? null;

const open = async (hash?: string) =>
  replied<Page>(
    await caught(
      hosted(loader)({
        request: browserRequest(hash === undefined ? "/consents/confirmed" : `/consents/confirm/${hash}`),
        params: hash === undefined ? {} : { hash },
      }),
    ),
  );
const confirm = (hash: string, form: Record<string, string> = {}) =>
  caught(
    hosted(action)({
      request: browserRequest(`/consents/confirm/${encodeURIComponent(hash)}`, {
        form: { intent: "confirm-consent", hash, website: "", ...form },
      }),
      params: { hash },
    }),
  );
const formError = (r: unknown) => (r as FormResult).data.result.error[""]?.[0] ?? "";

describe("the lead's consent confirmation page", () => {
  it("opening the link asks nothing of the platform and confirms nothing; the page's texts come from the loader", async () => {
    const hash = newLead();
    const page = await open(hash);
    expect(page.init.status ?? 200).toBe(200);
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(page.data).toMatchObject({
      state: "confirm",
      hash,
      texts: { title: "Confirm your consent", button: "Confirm my consent" },
    });
    expect(JSON.stringify(page.data.texts)).toMatch(/news, offers/);
    expect(await upstreamCalls("platform")).toEqual([]);
    expect(confirmed(hash)).toBeNull();
  });

  it("a malformed link is refused on the page (400), with no button", async () => {
    for (const hash of ["short", "<script>alert(1)</script>", "x".repeat(300)]) {
      const page = await open(hash);
      expect(page.init.status, hash).toBe(400);
      expect(page.data.state).toBe("invalid");
      expect(page.data.texts).toMatchObject({ title: "We couldn't read that link" });
      expect(page.data.texts).not.toHaveProperty("button");
    }
  });

  it("the button confirms: post/redirect/get to the confirmation, its flash saying what was confirmed", async () => {
    const hash = newLead({ categories: ["email", "sms"] });
    const answer = await confirm(hash);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect(location(answer)).toBe("/consents/confirmed");
    expect((answer as Response).headers.get("Cache-Control")).toBe("private, no-store");
    expect(await flashOf(answer as Response)).toEqual({
      kind: "success",
      message: "Your consent is confirmed: we'll send you news and offers by e-mail and text message.",
    });
    expect(confirmed(hash)).not.toBeNull();
    const done = await open();
    expect(done.data).toMatchObject({ state: "done", texts: { title: "Thank you for confirming" } });
  });

  it("the same link again says it was used (409), with no button, and confirms nothing twice", async () => {
    const hash = newLead();
    await confirm(hash);
    const first = confirmed(hash);
    const again = replied<Refused["data"]>(await confirm(hash));
    expect(again.init.status).toBe(409);
    expect(again.data.detail).toEqual({ refusal: "used" });
    expect(formError(again)).toMatch(/already been used/);
    expect(confirmed(hash)).toBe(first);
  });

  it("an unknown link (400) and an expired one (410) each say so; the expired one stays unconfirmed", async () => {
    const unknown = replied<Refused["data"]>(await confirm("never-made-by-the-platform-0001"));
    expect(unknown.init.status).toBe(400);
    expect(unknown.data.detail).toEqual({ refusal: "unknown" });
    expect(formError(unknown)).toMatch(/don't recognise this link/);

    const hash = newLead({ expiresAt: "2026-01-01T00:00:00Z" });
    const expired = replied<Refused["data"]>(await confirm(hash));
    expect(expired.init.status).toBe(410);
    expect(expired.data.detail).toEqual({ refusal: "expired" });
    expect(formError(expired)).toMatch(/has expired/);
    expect(confirmed(hash)).toBeNull();
  });

  it("a form whose hash is not its link's, or a malformed one, is refused without asking the platform", async () => {
    const mine = newLead();
    const other = newLead();
    const answer = replied<Refused["data"]>(await confirm(mine, { hash: other }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.detail).toEqual({ refusal: "unknown" });
    const malformed = replied<Refused["data"]>(await confirm("<b>", { hash: "<b>" }));
    expect(malformed.init.status).toBe(400);
    expect(await upstreamCalls("platform")).toEqual([]);
    expect(confirmed(mine)).toBeNull();
    expect(confirmed(other)).toBeNull();
  });

  it("a filled honeypot gets the confirmation a person would, and confirms nothing", async () => {
    const hash = newLead();
    const answer = await confirm(hash, { website: "https://spam.example" });
    expect(location(answer)).toBe("/consents/confirmed");
    expect(confirmed(hash)).toBeNull();
  });

  it("the legacy flavour confirms the same way", async () => {
    usePlatformFlavour("legacy");
    try {
      const hash = newLead({ categories: ["post"] });
      const answer = await confirm(hash);
      expect(location(answer)).toBe("/consents/confirmed");
      expect((await flashOf(answer as Response))?.message).toBe(
        "Your consent is confirmed: we'll send you news and offers by post.",
      );
      // the legacy mount is /platform-legacy: its paths read "-legacy/…" below the recorder's /platform
      expect((await upstreamCalls("platform")).map((c) => `${c.method} ${c.path}`)).toEqual([
        `POST -legacy/validate-lead-consent/${hash}`,
      ]);
      expect(replied<Refused["data"]>(await confirm(hash)).init.status).toBe(409);
    } finally {
      usePlatformFlavour("unified");
    }
  });

  it("a platform that is down gets the shop's 503 message above the button, and the link still works after", async () => {
    const hash = newLead();
    server.use(http.post(/\/api\/leads\/consents\/validate\//, () => HttpResponse.error()));
    const down = replied<Refused["data"]>(await confirm(hash));
    expect(down.init.status).toBe(503);
    expect(down.data.detail).toBeUndefined();
    expect(formError(down)).toMatch(/couldn't confirm your consent just now/);
    server.resetHandlers();
    expect(location(await confirm(hash))).toBe("/consents/confirmed");
  });

  it("guessing links is limited per address: after 30 unknown ones, 429 without asking the platform", async () => {
    for (let i = 0; i < 30; i++) expect(replied(await confirm(`guess-${i}-0000000000000000`)).init.status).toBe(400);
    const hash = newLead();
    forgetCalls();
    const stopped = replied<Refused["data"]>(await confirm(hash));
    expect(stopped.init.status).toBe(429);
    expect(await upstreamCalls("platform")).toEqual([]);
    expect(formError(stopped)).toMatch(/Too many attempts/);
    expect(confirmed(hash)).toBeNull();
  });

  it("is personal, kept out of search engines, and ships no scripts", () => {
    expect(new Headers(headers({} as never)).get("Cache-Control")).toBe("private, no-store");
    const tags = meta({} as never) as MetaDescriptor[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(handle.scripts).toBe(false);
  });
});
