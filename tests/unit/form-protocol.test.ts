import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  formAction,
  oversizedFile,
  parseForm,
  readForm,
  redirectWithFlash,
  readFields,
  reply,
  staysOnPage,
  typedText,
  MAX_FORM_BYTES,
} from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { isFormReply } from "~/lib/form-kit";
import { flashOf } from "../support/flash";
import { hosted } from "../support/session";

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

const formOf = (entries: [string, string | Blob][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("reading fields through a schema", () => {
  it("readFields answers the typed value, or null when the form holds no valid one", () => {
    const ids = z.object({ addressId: z.string(), n: z.coerce.number().int() });
    expect(
      readFields(
        formOf([
          ["addressId", "a1"],
          ["n", "3"],
        ]),
        ids,
      ),
    ).toEqual({ addressId: "a1", n: 3 });
    expect(
      readFields(
        formOf([
          ["addressId", ""],
          ["n", "3"],
        ]),
        ids,
      ),
    ).toBeNull();
    expect(
      readFields(
        formOf([
          ["addressId", "a1"],
          ["n", "x"],
        ]),
        ids,
      ),
    ).toBeNull();
    expect(
      readFields(
        formOf([
          ["addressId", new Blob(["x"])],
          ["n", "1"],
        ]),
        ids,
      ),
    ).toBeNull();
  });

  it("typedText answers what was typed, and an empty string for a missing or non-text field", () => {
    const form = formOf([
      ["email", " a@b.test "],
      ["password", new Blob(["x"])],
    ]);
    expect(typedText(form, "email", "password", "other")).toEqual({ email: " a@b.test ", password: "", other: "" });
  });

  it("staysOnPage is true only for stay=1", () => {
    expect(staysOnPage(formOf([["stay", "1"]]))).toBe(true);
    expect(staysOnPage(formOf([["stay", "yes"]]))).toBe(false);
    expect(staysOnPage(formOf([]))).toBe(false);
  });
});

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

describe("readForm on a form that takes files", () => {
  /** The form as a browser encodes it, sent `size` bytes at a time. */
  async function sent(form: FormData, size: number) {
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, (at += size)));
      },
    });
    const type = encoded.headers.get("Content-Type")!;
    return new Request("http://shop.test/", {
      method: "POST",
      body,
      headers: { "Content-Type": type },
      duplex: "half",
    } as RequestInit);
  }
  const MB = 1024 * 1024;

  it.each([1, 7, 64 * 1024])("reads text and files %s bytes at a time, whatever the file is called", async (size) => {
    const form = new FormData();
    form.set("intent", "enter");
    form.set("story", "Été, au lac\r\n--not a boundary");
    form.set(
      "photo",
      new File([new Uint8Array([1, 2, 13, 10, 45, 45])], 'a;b=c"d<img src=x>.png', { type: "image/png" }),
    );
    const read = await readForm(await sent(form, size), 2 * MB, { files: true });
    expect(read.get("intent")).toBe("enter");
    expect(read.get("story")).toBe("Été, au lac\r\n--not a boundary");
    const photo = read.get("photo") as File;
    expect(photo.type).toBe("image/png");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([1, 2, 13, 10, 45, 45]));
    expect(oversizedFile(read, "photo")).toBeNull();
  });

  it("leaves out a file over the limit, read to its end, and tells its size", async () => {
    const form = new FormData();
    form.set("story", "kept");
    form.set("photo", new File([new Uint8Array(3 * MB)], "big.png", { type: "image/png" }));
    const read = await readForm(await sent(form, 64 * 1024), 2 * MB, { files: true });
    expect(read.get("story")).toBe("kept");
    expect(read.has("photo")).toBe(false);
    expect(oversizedFile(read, "photo")).toBe(3 * MB);
  });

  it("answers 413 for more text than any form has, and 400 for a body that is not multipart after all", async () => {
    const form = new FormData();
    form.set("story", "x".repeat(MAX_FORM_BYTES + 1));
    expect(await statusOf(readForm(await sent(form, 64 * 1024), 2 * MB, { files: true }))).toBe(413);
    const cut = (type: string, body: string) => readForm(post(body, type), 2 * MB, { files: true });
    expect(
      await statusOf(
        cut("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
      ),
    ).toBe(400);
    expect(await statusOf(cut("multipart/form-data; boundary=x", "--x\r\nno headers here\r\n\r\n1\r\n--x--"))).toBe(
      400,
    );
    expect(await statusOf(cut("multipart/form-data", "--x--"))).toBe(400);
  });
});

describe("formAction", () => {
  const action = formAction(
    {
      signIn: async ({ form, args: { context } }) => {
        const submission = parseForm(form, schema);
        if (submission.status !== "success") return reply("signIn", submission);
        if (submission.value.email === "down@example.com")
          throw new UpstreamUnavailableError("platform", "ECONNREFUSED");
        return redirectWithFlash(context.session, "/account", { kind: "success", message: "Welcome back." });
      },
    },
    { spam: () => new Response(null, { status: 302, headers: { Location: "/account" } }) },
  );
  const submit = (fields: Record<string, string>) =>
    hosted(action)(args(post(new URLSearchParams({ website: "", ...fields }), "application/x-www-form-urlencoded")));

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
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await flashOf(response)).toEqual({ kind: "success", message: "Welcome back." });
  });

  it("a filled honeypot gets the spam answer without running the handler", async () => {
    const filled = (await submit({ intent: "signIn", email: "down@example.com", website: "x" })) as Response;
    expect(filled.status).toBe(302);
    expect(filled.headers.get("Location")).toBe("/account");
  });
});

describe("reply, the one refusal (decision 0039)", () => {
  const typed = () => {
    const form = new FormData();
    form.set("email", "taken@example.com");
    form.set("password", "hunter2");
    return form;
  };
  const resultOf = (answer: unknown) =>
    (answer as Replied & { data: { result: { initialValue: Record<string, string>; error: object } } }).data.result;

  it("puts its one message beside a field, or at the top of the form", () => {
    const submission = parseForm(typed(), schema);
    const beside = resultOf(reply("signIn", submission, { message: "Taken", field: "email" }));
    expect(beside.error).toEqual({ email: ["Taken"] });
    const onTop = resultOf(reply("signIn", submission, { message: "Nope" }));
    expect(onTop.error).toEqual({ "": ["Nope"] });
  });

  it("refuses the posted form itself, with the values as typed but no secrets", () => {
    const answer = reply("signIn", typed(), { message: "Too many tries", status: 429 }) as unknown as Replied;
    expect(answer.init.status).toBe(429);
    expect(resultOf(answer).initialValue).toEqual({ email: "taken@example.com" });
    expect(resultOf(answer).error).toEqual({ "": ["Too many tries"] });
  });

  it("adds the caller's headers, a step's cookies among them, to no-store, and carries a detail", () => {
    const answer = reply("signIn", typed(), {
      headers: [
        ["Set-Cookie", "a=1; Path=/"],
        ["Set-Cookie", "b=2; Path=/"],
      ],
      detail: { checklist: [] },
    }) as unknown as Replied;
    const headers = new Headers(answer.init.headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.data).toMatchObject({ intent: "signIn", detail: { checklist: [] } });
  });
});
