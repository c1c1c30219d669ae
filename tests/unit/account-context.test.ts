import { describe, expect, it } from "vitest";
import { accountAction, accountLoader, accountRefusal } from "~/.server/account/context";
import { reply } from "~/.server/forms/form";
import { CustomerSessionExpiredError } from "~/.server/commerce/customer";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { commitSession, getSession } from "~/.server/session/session";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { flashOf } from "../support/flash";
import { hosted } from "../support/session";

async function signedInCookie() {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("userUuid", "u-1");
  session.set("identityToken", "id-token");
  session.set("sessionToken", "s-token");
  session.set("commerceToken", "c-token");
  session.set("customerName", "Ada");
  return (await commitSession(session)).split(";")[0];
}

const loaderArgs = (request: Request) => ({ request, params: {} });

async function post(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields);
  return {
    request: new Request(url, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
  };
}

const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("account loaders and actions", () => {
  it("send a signed-out visitor to log in and back, uncached", async () => {
    const loader = accountLoader(async () => ({ secret: 1 }));
    const thrown = (await caught(
      hosted(loader)(loaderArgs(new Request("http://shop.test/account/orders?page=2"))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
    expect(thrown.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answer signed-in pages with no-store and without committing the session", async () => {
    const loader = accountLoader(async ({ user }) => ({ name: user.customerName }));
    const result = (await hosted(loader)(
      loaderArgs(new Request("http://shop.test/account", { headers: { Cookie: await signedInCookie() } })),
    )) as unknown as {
      data: unknown;
      init: { headers: Record<string, string> };
    };
    expect(result.data).toEqual({ name: "Ada" });
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(new Headers(result.init.headers).has("Set-Cookie")).toBe(false);
  });

  it.each([
    ["the platform's SESSION_EXPIRED", { code: "SESSION_EXPIRED", message: "expired" }],
    ["the commerce CustomerSessionExpiredError", new CustomerSessionExpiredError()],
  ])("sign the shopper out on %s", async (_name, error) => {
    const loader = accountLoader(async () => {
      throw error;
    });
    const request = new Request("http://shop.test/account/address", { headers: { Cookie: await signedInCookie() } });
    const thrown = (await caught(hosted(loader)(loaderArgs(request)))) as Response;
    expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Faddress");
    const after = await getSession(
      new Request("http://shop.test/", {
        headers: {
          Cookie: thrown.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; "),
        },
      }),
    );
    expect(after.get("userUuid")).toBeUndefined();
    expect((await flashOf(thrown))?.message).toMatch(/session has expired/);
  });

  it("dispatch on intent; an unknown one is the 400 page", async () => {
    const action = accountAction({
      known: async (ctx) =>
        reply(ctx.intent, parseWithZod(ctx.form, { schema: z.object({}) }), { formErrors: ["no"], status: 422 }),
    });
    const cookie = await signedInCookie();
    await expect(
      hosted(action)(await post("http://shop.test/account", { intent: "nope" }, cookie)),
    ).rejects.toMatchObject({
      data: { message: "That form is out of date." },
      init: { status: 400 },
    });
    const known = (await hosted(action)(
      await post("http://shop.test/account", { intent: "known" }, cookie),
    )) as unknown as {
      data: { intent: string };
      init: { status: number };
    };
    expect(known).toMatchObject({ data: { intent: "known" }, init: { status: 422 } });
  });

  it("keep what was typed (never the password) when the upstream is down", async () => {
    const action = accountAction({
      save: async () => {
        throw new UpstreamUnavailableError("platform", "ECONNREFUSED");
      },
    });
    const result = (await hosted(action)(
      await post(
        "http://shop.test/account/cancel-account",
        { intent: "save", reason: "privacy", password: "hunter2" },
        await signedInCookie(),
      ),
    )) as unknown as {
      data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } };
      init: { status: number; headers: HeadersInit };
    };
    expect(result.init.status).toBe(503);
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(result.data.result.initialValue).toMatchObject({ reason: "privacy" });
    expect(result.data.result.initialValue.password).toBeUndefined();
    expect(result.data.result.error[""]?.[0]).toMatch(/can't reach/);
  });

  it("puts an upstream refusal beside the field it names, or on top", () => {
    const form = new FormData();
    form.set("newEmail", "taken@example.com");
    form.set("password", "secret");
    const submission = parseWithZod(form, { schema: z.object({ newEmail: z.string(), password: z.string() }) });
    const beside = reply(
      "change-email",
      submission,
      accountRefusal({ code: "EMAIL_TAKEN", message: "Taken", field: "email", status: 409 }, { email: "newEmail" }),
    ).data.result;
    expect(beside.error).toEqual({ newEmail: ["Taken"] });
    expect(beside.initialValue).toEqual({ newEmail: "taken@example.com" });
    const onTop = reply(
      "change-email",
      submission,
      accountRefusal({ code: "HTTP_422", message: "Nope", field: "other", status: 422 }, { email: "newEmail" }),
    );
    expect(onTop.data).toMatchObject({ intent: "change-email", result: { error: { "": ["Nope"] } } });
    expect(() => accountRefusal({ code: "SESSION_EXPIRED", message: "x", status: 401 })).toThrow();
  });
});
