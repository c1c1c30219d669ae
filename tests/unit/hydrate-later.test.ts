// @vitest-environment jsdom
// <HydrateLater> as the browser build runs it: React's API served by Preact's compat layer
// (decision 0018), hydrating markup the server sent (decision 0023).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ComponentChildren } from "preact";
import type * as PreactCompat from "preact/compat";
import type * as HydrateLaterModule from "~/lib/hydrate-later";
import type * as UseHydratedModule from "~/lib/use-hydrated";

vi.mock("react", async () => await import("preact/compat"));

let compat: typeof PreactCompat;
let later: typeof HydrateLaterModule;
let hooks: typeof UseHydratedModule;

beforeAll(async () => {
  vi.stubGlobal("__PREACT_IN_BROWSER__", true);
  compat = await import("preact/compat");
  later = await import("~/lib/hydrate-later");
  hooks = await import("~/lib/use-hydrated");
});

afterEach(() => vi.unstubAllGlobals());

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const SERVER_HTML =
  '<header id="h"><a href="/shop">Shop</a></header>' +
  '<main id="m"><button type="submit">Add</button></main>' +
  '<footer id="f"><a href="/faq">FAQ</a></footer>';

describe("HydrateLater", () => {
  it("keeps the server's markup, hydrates the main part first and each wrapped part in a later task", async () => {
    const h = compat.createElement;
    const clicks: string[] = [];
    const click = (name: string) => (e: Event) => {
      e.preventDefault();
      clicks.push(name);
    };
    const Header = () => h("header", { id: "h" }, h("a", { href: "/shop", onClick: click("header") }, "Shop"));
    const Footer = () => h("footer", { id: "f" }, h("a", { href: "/faq", onClick: click("footer") }, "FAQ"));
    const Page = () =>
      h(
        compat.Fragment,
        null,
        h(later.HydrateLater, null, h(Header, null)),
        h("main", { id: "m" }, h("button", { type: "submit", onClick: click("main") }, "Add")),
        h(later.HydrateLater, null, h(Footer, null)),
      );

    document.body.innerHTML = SERVER_HTML;
    // a link not hydrated yet would navigate, which jsdom does not do
    document.addEventListener("click", (e) => e.preventDefault());
    const [header, main, footer] = ["h", "m", "f"].map((id) => document.getElementById(id)!);
    const press = (selector: string) =>
      document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

    later.hydratePage(() => compat.hydrate(h(Page, null), document.body));

    // the render that hydrates the page: the main part only, the rest as the server sent it
    press("#m button");
    press("#h a");
    press("#f a");
    expect(clicks).toEqual(["main"]);
    expect(later.pageHydrated()).toBe(false);
    expect(document.body.innerHTML).toBe(SERVER_HTML);

    // the next task: the header (the footer's comes after it)
    await nextTask();
    press("#h a");
    press("#f a");
    expect(clicks).toEqual(["main", "header"]);

    for (let i = 0; i < 4 && !later.pageHydrated(); i++) await nextTask();
    press("#f a");
    expect(clicks).toEqual(["main", "header", "footer"]);
    expect(later.pageHydrated()).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe("");
    // hydrated in place: the same elements, nothing rebuilt
    expect(document.body.innerHTML).toBe(SERVER_HTML);
    expect(document.getElementById("h")).toBe(header);
    expect(document.getElementById("m")).toBe(main);
    expect(document.getElementById("f")).toBe(footer);
  });

  it("hydrates a part marked first before the others, whatever its place on the page", async () => {
    const h = compat.createElement;
    const order: string[] = [];
    const Part = ({ id }: { id: string }) => {
      order.push(id);
      return h("section", { id }, id);
    };
    document.body.innerHTML = '<section id="a">a</section><section id="b">b</section><section id="c">c</section>';
    later.hydratePage(() =>
      compat.hydrate(
        h(
          compat.Fragment,
          null,
          h(later.HydrateLater, null, h(Part, { id: "a" })),
          h(later.HydrateLater, { first: true } as Parameters<typeof later.HydrateLater>[0], h(Part, { id: "b" })),
          h(later.HydrateLater, null, h(Part, { id: "c" })),
        ),
        document.body,
      ),
    );
    expect(order).toEqual([]);
    for (let i = 0; i < 6 && !later.pageHydrated(); i++) await nextTask();
    expect(order).toEqual(["b", "a", "c"]);
    expect(document.body.innerHTML).toBe(
      '<section id="a">a</section><section id="b">b</section><section id="c">c</section>',
    );
  });

  it("hydrates a part inside a part in a task of its own, after its outer part and before the rest", async () => {
    const h = compat.createElement;
    const order: string[] = [];
    const clicks: string[] = [];
    const Part = ({ id, children }: { id: string; children?: ComponentChildren }) => {
      order.push(id);
      return h("section", { id, onClick: () => clicks.push(id) }, id, children);
    };
    const press = () => document.getElementById("inner")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const html =
      '<section id="outer">outer<section id="inner">inner</section></section>' + '<section id="other">other</section>';
    document.body.innerHTML = html;
    const inner = document.getElementById("inner");
    later.hydratePage(() =>
      compat.hydrate(
        h(
          compat.Fragment,
          null,
          h(
            later.HydrateLater,
            { first: true } as Parameters<typeof later.HydrateLater>[0],
            h(Part, { id: "outer" }, h(later.HydrateLater, null, h(Part, { id: "inner" }))),
          ),
          h(later.HydrateLater, null, h(Part, { id: "other" })),
        ),
        document.body,
      ),
    );
    const seen: string[][] = [];
    for (let i = 0; i < 6 && !later.pageHydrated(); i++) {
      await nextTask();
      seen.push([...order]);
      if (i === 0) press();
    }
    press();
    // once the outer part is hydrated, only its handler answers; then both
    expect(clicks).toEqual(["outer", "inner", "outer"]);
    // one part a task: the outer part, then the part inside it, then the other part
    expect(seen.slice(0, 3)).toEqual([["outer"], ["outer", "inner"], ["outer", "inner", "other"]]);
    expect(document.body.innerHTML).toBe(html);
    expect(document.getElementById("inner")).toBe(inner);
  });

  it("useHydrated is false in the render that hydrates a part later, then true", async () => {
    const h = compat.createElement;
    const seen: Record<string, boolean[]> = { main: [], later: [] };
    const Probe = ({ name }: { name: string }) => {
      seen[name].push(hooks.useHydrated());
      return h("p", { id: name }, name);
    };
    document.body.innerHTML = '<p id="main">main</p><p id="later">later</p>';
    later.hydratePage(() =>
      compat.hydrate(
        h(compat.Fragment, null, h(Probe, { name: "main" }), h(later.HydrateLater, null, h(Probe, { name: "later" }))),
        document.body,
      ),
    );
    for (let i = 0; i < 20 && seen.later.at(-1) !== true; i++) await new Promise((r) => setTimeout(r, 5));
    expect(seen.main[0]).toBe(false);
    expect(seen.later[0]).toBe(false);
    expect(seen.main.at(-1)).toBe(true);
    expect(seen.later.at(-1)).toBe(true);
  });

  it("renders a wrapped part at once when it mounts after the page is hydrated", async () => {
    const h = compat.createElement;
    const root = document.createElement("div");
    compat.render(h(later.HydrateLater, null, h("p", null, "late")), root);
    expect(root.innerHTML).toBe("<p>late</p>");
  });
});
