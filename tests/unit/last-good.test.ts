import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { forgetPages, lastGood, markFormOutage, shopperKey } from "~/.server/forms/last-good";
import { hostContext } from "../support/session";

/** a request's load context, as the host builds it */
const fresh = () => hostContext(new Request("http://shop.test/checkout/shipping"));
const down = () => new UpstreamUnavailableError("commerce", "getCart: fetch failed");

describe("lastGood", () => {
  it("re-shows the last data over a submit an outage failed, without the old response's cookies", async () => {
    forgetPages();
    let up = true;
    const loader = lastGood(
      async () => shopperKey("checkout", "cart-1"),
      async () => {
        if (!up) throw down();
        return data({ step: "shipping" }, { headers: { "Set-Cookie": "session=old" } });
      },
    );
    await loader({ context: await fresh() });
    up = false;
    // a plain visit during the outage still fails (the 503 page)
    await expect(loader({ context: await fresh() })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    const context = await fresh();
    markFormOutage(context);
    const shown = (await loader({ context })) as unknown as { data: unknown; init: ResponseInit };
    expect(shown.data).toEqual({ step: "shipping" });
    expect(new Headers(shown.init.headers).get("Set-Cookie")).toBeNull();
  });

  it("keeps shoppers apart and fails when nothing was remembered", async () => {
    forgetPages();
    const context = await fresh();
    markFormOutage(context);
    let up = true;
    const loaderFor = (cart: string) =>
      lastGood(
        async () => shopperKey("checkout", cart),
        async () => {
          if (!up) throw down();
          return { cart };
        },
      );
    await loaderFor("a")({ context: await fresh() });
    up = false;
    expect(((await loaderFor("a")({ context })) as unknown as { data: unknown }).data).toEqual({ cart: "a" });
    await expect(loaderFor("b")({ context })).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});
