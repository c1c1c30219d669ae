import { expect } from "@playwright/test";
import { test } from "./support";

// The health endpoints and the login limits are Vitest's now (health-routes.test.ts,
// auth-login.test.ts, security.test.ts). What stays is the one thing only the production bundle
// shows: the host refusing another origin's post hands it to the app's own refusal page.
test("a post from another origin, a sibling subdomain too, is refused with the shop's page", async ({ request }) => {
  for (const site of ["cross-site", "same-site"]) {
    const res = await request.post("/cart", {
      form: { intent: "remove", itemId: "1" },
      headers: { "Sec-Fetch-Site": site },
    });
    expect(res.status(), site).toBe(403);
    expect(res.headers()["content-type"]).toContain("text/html");
    expect(await res.text()).toContain("accept that form");
  }
});
