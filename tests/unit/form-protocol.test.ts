import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formAction, parseForm, readForm, redirectWithFlash, reply, MAX_FORM_BYTES } from "~/.server/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { isFormReply } from "~/lib/form-kit";
import { flashOf } from "../support/flash";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://shop.test/form", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });
const args = (request: Request) => ({ request, params: {}, context: {} });
const statusOf = async (p: Promise<unknown>) => {
  try {
    const r = await p;
    return (r as { init?: ResponseInit }).init?.status ?? (r as Response).status;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status;
  }
};
type Replied = { data: unknown; init: ResponseInit };

const schema = z.object({ email: z.string({ required_error: "Enter your e-mail address." }), password: z.string() });

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readForm(post(new URLSearchParams({ a: "1" })))).get("a")).toBe("1");
    const multipart = new FormData();
    multipart.set("b", "2");
    expect((await readForm(new Request("http://shop.test/", { method: "POST", body: multipart }))).get("b")).toBe("2");
  });

  it("refuses what is not a form (415), too big (413) or unreadable (400), never a 500", async () => {
    expect(await statusOf(readForm(post('{"a":1}', "application/json")))).toBe(415);
    expect(await statusOf(readForm(post("a=1", "text/plain")))).toBe(415);
    expect(await statusOf(readForm(post(null)))).toBe(415);
    expect(await statusOf(readForm(post("a=" + "x".repeat(MAX_FORM_BYTES), "application/x-www-form-urlencoded")))).toBe(
      413,
    );
    expect(await statusOf(readForm(post("--nope\r\n", "multipart/form-data; boundary=other")))).toBe(400);
  });

  // issue 36, 11: a body cut off before the browser has sent it is a reset connection, not an
  // answer: what is too large is read to its end (up to 20 MB) before the 413 goes out
  it.each([2, 12])("reads a %s MB body to its end before answering 413", async (megabytes) => {
    const total = megabytes * 1024 * 1024;
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://shop.test/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(total) },
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(readForm(request))).toBe(413);
    expect(sent).toBe(total);
  });
});

describe("formAction", () => {
  const action = formAction(
    {
      signIn: async ({ form }) => {
        const submission = parseForm(form, schema);
        if (submission.status !== "success") return reply("signIn", submission);
        if (submission.value.email === "down@example.com")
          throw new UpstreamUnavailableError("platform", "ECONNREFUSED");
        return redirectWithFlash("/account", { kind: "success", message: "Welcome back." });
      },
    },
    { spam: () => new Response(null, { status: 302, headers: { Location: "/account" } }) },
  );
  const submit = (fields: Record<string, string>) =>
    action(args(post(new URLSearchParams({ website: "", ...fields }), "application/x-www-form-urlencoded")));

  it("an unknown or missing intent is a 400", async () => {
    expect(await statusOf(submit({ intent: "nope" }))).toBe(400);
    expect(await statusOf(submit({}))).toBe(400);
    expect(await statusOf(submit({ intent: "__proto__" }))).toBe(400);
  });

  it("answers { intent, result } with the messages and what was typed, secrets left out", async () => {
    const answer = (await submit({ intent: "signIn", password: "hunter2" })) as unknown as Replied;
    expect(answer.init.status).toBe(400);
    expect(isFormReply(answer.data)).toBe(true);
    const { intent, result } = answer.data as { intent: string; result: { error: Record<string, string[]> } };
    expect(intent).toBe("signIn");
    expect(result.error.email).toEqual(["Enter your e-mail address."]);
    expect(JSON.stringify(result)).not.toContain("hunter2");
  });

  it("an outage is a 503 with the form as typed and a message, not the error page", async () => {
    const answer = (await submit({
      intent: "signIn",
      email: "down@example.com",
      password: "hunter2",
    })) as unknown as Replied;
    expect(answer.init.status).toBe(503);
    const { result } = answer.data as {
      result: { initialValue: Record<string, string>; error: Record<string, string[]> };
    };
    expect(result.initialValue.email).toBe("down@example.com");
    expect(result.initialValue.password).toBeUndefined();
    expect(result.error[""]?.[0]).toMatch(/try again/);
  });

  it("redirects with a flash message in its own cookie, not stored anywhere", async () => {
    const response = (await submit({ intent: "signIn", email: "a@example.com", password: "x" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await flashOf(response)).toEqual({ kind: "success", message: "Welcome back." });
  });

  it("a filled honeypot gets the spam answer without running the handler", async () => {
    const filled = (await submit({ intent: "signIn", email: "down@example.com", website: "x" })) as Response;
    expect(filled.status).toBe(302);
    expect(filled.headers.get("Location")).toBe("/account");
  });
});
