// product.md §7's track events carry visitor and session ids, user attributes and the owner id
// (decision 0057): the ids only when the shopper's cookie choice allows analytics, read from
// the request (a cached copy's from its own request, never the render's).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loader as contentLoader } from "~/routes/content-page/route";
import { action as cookiesAction } from "~/routes/cookies/route";
import { loader as goLoader } from "~/routes/go/route";
import { trackedHref } from "~/lib/track-link";
import { config } from "~/.server/config";
import { args, browserRequest, caught, cookieWith, cookiesOf, sandboxDb, useRoutesSandbox } from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

interface Sent {
  type: string;
  contentId: string;
  visitorId?: string;
  sessionId?: string;
  ownerId?: string;
  userAttributes?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}
const sent = () =>
  (sandboxDb().prepare("SELECT payload FROM content_track_events ORDER BY id").all() as { payload: string }[]).map(
    (e) => JSON.parse(e.payload) as Sent,
  );

/** The events recorded after `before`, once `count` have arrived (impressions go in batches). */
async function sentSince(before: number, count: number): Promise<Sent[]> {
  for (let i = 0; i < 60 && sent().length < before + count; i++) await new Promise((r) => setTimeout(r, 25));
  return sent().slice(before);
}

const consented = (visitor = randomUUID(), visit = randomUUID()) => ({
  visitor,
  visit,
  cookie: `ashless-consent=analytics; ashless-visitor=${visitor}; ashless-visit=${visit}`,
});
const view = (path: string, cookie?: string, context = {}) =>
  caught(hosted(contentLoader)({ ...args(browserRequest(path, { cookie })), context }));
const click = (cookie?: string) =>
  caught(
    hosted(goLoader)(
      args(browserRequest(trackedHref({ event: "list_click", list: "search-results", to: "/shop" }), { cookie })),
    ),
  );

describe("track events with the shopper's analytics choice", () => {
  it("an impression and a click carry the visitor's ids, user attributes and the owner", async () => {
    const who = consented();
    const before = sent().length;
    await view("/help", who.cookie);
    await click(who.cookie);
    const [impression, clicked] = (await sentSince(before, 2)).sort((a) => (a.type === "impression" ? -1 : 1));
    const owner = config().content.apiKey;
    expect(impression).toMatchObject({
      type: "impression",
      contentId: "page-help",
      visitorId: who.visitor,
      sessionId: who.visit,
      ownerId: owner,
      userAttributes: { pageType: "other", signedIn: false },
    });
    expect(clicked).toMatchObject({
      type: "click",
      visitorId: who.visitor,
      sessionId: who.visit,
      ownerId: owner,
      userAttributes: { pageType: "search-results", signedIn: false },
    });
  });

  it("says when the shopper is signed in", async () => {
    const who = consented();
    const session = await cookieWith({ userUuid: "u-1", identityToken: "i", sessionToken: "s", commerceToken: "c" });
    const before = sent().length;
    await view("/help", `${session}; ${who.cookie}`);
    const [impression] = await sentSince(before, 1);
    expect(impression).toMatchObject({ visitorId: who.visitor, userAttributes: { signedIn: true } });
  });

  it("with analytics allowed but no ids yet, makes them and sets their cookies", async () => {
    const before = sent().length;
    const answer = await view("/help", "ashless-consent=analytics");
    const headers = new Headers((answer as { init: ResponseInit }).init.headers).getSetCookie();
    const visitor = headers.find((c) => c.startsWith("ashless-visitor="))!;
    const visit = headers.find((c) => c.startsWith("ashless-visit="))!;
    expect(visitor).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    expect(visit).toMatch(/; HttpOnly; SameSite=Lax/);
    expect(visit).not.toMatch(/Max-Age|Expires/); // the browsing session's: gone with the browser
    const [impression] = await sentSince(before, 1);
    expect(impression.visitorId).toBe(visitor.split(/[=;]/)[1]);
    expect(impression.sessionId).toBe(visit.split(/[=;]/)[1]);
  });

  it("without that choice, or after refusing, sends the events with no ids and sets none", async () => {
    const stale = consented();
    const before = sent().length;
    for (const cookie of [undefined, `ashless-consent=none; ashless-visitor=${stale.visitor}`]) {
      const answer = await view("/help", cookie);
      expect(cookiesOf(answer)).toBe("");
      await click(cookie);
    }
    const events = await sentSince(before, 4);
    expect(events).toHaveLength(4);
    for (const e of events) {
      expect(e).not.toHaveProperty("visitorId");
      expect(e).not.toHaveProperty("sessionId");
      expect(e).toMatchObject({ ownerId: config().content.apiKey, userAttributes: { signedIn: false } });
    }
  });

  it("a cached copy's impression carries the ids of the visitor it is served to, not the render's", async () => {
    const tasks: ((copy: { cookie: string | null }) => unknown)[] = [];
    const first = consented();
    const second = consented();
    const before = sent().length;
    await view("/help", first.cookie, { onCachedCopy: (task: (typeof tasks)[number]) => tasks.push(task) });
    expect(tasks).toHaveLength(1);
    await tasks[0]({ cookie: second.cookie });
    await tasks[0]({ cookie: null });
    const [rendered, copy, anonymous] = await sentSince(before, 3);
    expect(rendered).toMatchObject({ visitorId: first.visitor, sessionId: first.visit });
    expect(copy).toMatchObject({ contentId: "page-help", visitorId: second.visitor, sessionId: second.visit });
    expect(anonymous).not.toHaveProperty("visitorId");
  });

  it("the choice on /cookies sets the ids, and refusing removes them", async () => {
    const post = (analytics: string, cookie?: string) =>
      caught(
        hosted(cookiesAction)(
          args(browserRequest("/cookies", { cookie, form: { intent: "cookie-choice", analytics } })),
        ),
      ) as Promise<Response>;
    const allowed = await post("yes");
    expect(allowed.status).toBe(302);
    const set = allowed.headers.getSetCookie();
    expect(set.find((c) => c.startsWith("ashless-consent=analytics"))).toMatch(/HttpOnly; SameSite=Lax; Max-Age=/);
    expect(set.some((c) => /^ashless-visitor=[0-9a-f-]{36};/.test(c))).toBe(true);
    const refused = (await post("no", cookiesOf(allowed))).headers.getSetCookie();
    expect(refused.find((c) => c.startsWith("ashless-consent="))).toMatch(/^ashless-consent=none;/);
    expect(refused.find((c) => c.startsWith("ashless-visitor="))).toMatch(/^ashless-visitor=;.*Max-Age=0/);
  });
});
