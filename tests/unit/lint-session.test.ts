import { describe, expect, it } from "vitest";
import { ruleLinter } from "../support/lint-rule";
import session from "../../scripts/eslint/session.js";

// Only the host opens and commits the session and flash cookies (decision 0038).
const lint = ruleLinter("session", session, "host-only");

describe("the session rule", () => {
  it("refuses getSession and commitSession outside the session's own modules, by any path", () => {
    expect(lint("app/routes/cart/route.tsx", `import { getSession } from "~/.server/session/session";`)).toHaveLength(
      1,
    );
    expect(lint("app/.server/cart/actions.ts", `import { commitSession } from "../session/session";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `export { destroySession } from "../session/session";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `import * as s from "../session/session";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `const s = () => import("~/.server/session/session");`)).toHaveLength(1);
  });

  it("lets anyone use the session's type and helpers, and the session's modules use the rest", () => {
    expect(
      lint("app/.server/cart/x.ts", `import { cartIdFor, type AppSession } from "~/.server/session/session";`),
    ).toEqual([]);
    expect(
      lint("app/.server/session/request-session.ts", `import { commitSession, getSession } from "./session";`),
    ).toEqual([]);
    expect(lint("app/.server/session/request-session.ts", `import { readFlash } from "./flash";`)).toEqual([]);
  });

  it("refuses the flash cookie's module outside the session's", () => {
    expect(lint("app/.server/forms/form.ts", `import { flashCookieFor } from "../session/flash";`)).toHaveLength(1);
    expect(lint("app/root.tsx", `import { readFlash } from "~/.server/session/flash";`)).toHaveLength(1);
  });

  it("refuses a hand-set session or flash cookie", () => {
    expect(lint("app/routes/x/route.tsx", `const h = { "Set-Cookie": "ashless=abc; Path=/" };`)).toHaveLength(1);
    expect(lint("app/routes/x/route.tsx", "const h = `__Host-ashless-flash=${v}; Path=/`;")).toHaveLength(1);
    expect(lint("app/routes/x/route.tsx", `const name = "__Host-ashless";`)).toHaveLength(1);
    // other cookies of the shop are the pages' own
    expect(lint("app/routes/x/route.tsx", `const name = "ashless_checkout"; const t = "ashless-gb";`)).toEqual([]);
  });
});
