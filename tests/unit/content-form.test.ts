import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { clearContentCache } from "~/.server/content";
import type { FormModel } from "~/lib/content";
import type { FormReply } from "~/lib/form-kit";
import { FORM_TEXT } from "~/lib/content";
import { action } from "~/routes/content-form/route";
import { CONTENT_URL, contentHandlers } from "../msw/content";
import { useMsw } from "../msw/server";
import { hosted } from "../support/session";

const server = useMsw();
let service: ReturnType<typeof contentHandlers>;

beforeEach(() => {
  clearContentCache();
  service = contentHandlers();
  server.use(...service.handlers);
});

const good = {
  intent: "content-form",
  _form: "faq-contact-form",
  _returnTo: "/faq",
  website: "",
  name: "Ann Smith",
  email: "ann@example.com",
  message: "Where is my order?",
};

function post(fields: Record<string, string>) {
  const request = new Request("http://shop.test/content-form", { method: "POST", body: new URLSearchParams(fields) });
  return hosted(action)({ request, params: {} });
}

/** The action's `data(...)` result: body and status. */
function asData(result: unknown) {
  const r = result as { type: string; data: FormReply<FormModel>; init: { status: number } };
  expect(r.type).toBe("DataWithResponseInit");
  return { body: r.data, status: r.init.status };
}

describe("/content-form action", () => {
  it("forwards a valid post to the recipient of the content form and redirects back", async () => {
    const res = (await post({ ...good, recipient: "attacker@evil.example" })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/faq?form=sent&formId=faq-contact-form#form-faq-contact-form");
    expect(service.submissions).toHaveLength(1);
    const [s] = service.submissions;
    expect(s.query.get("recipient")).toBe("support@ashless.example");
    expect(s.query.get("name")).toBe("faq-contact");
    expect(s.body).toEqual({ name: "Ann Smith", email: "ann@example.com", message: "Where is my order?" });
  });

  it("re-renders with 400, messages per field and the values typed", async () => {
    const { body, status } = asData(await post({ ...good, email: "ann-at-example", message: "  " }));
    expect(status).toBe(400);
    expect(body.result.error).toEqual({
      email: ["Enter an email address in the correct format, like name@example.com"],
      message: ["Enter your question"],
    });
    expect(body.result.initialValue).toMatchObject({ name: "Ann Smith", email: "ann-at-example" });
    expect(body.detail?.id).toBe("faq-contact-form");
    expect(JSON.stringify(body)).not.toContain("support@ashless.example");
    expect(service.submissions).toHaveLength(0);
  });

  it("pretends success to bots that fill the honeypot, forwarding nothing", async () => {
    const res = (await post({ ...good, website: "http://spam.example" })) as Response;
    expect(res.status).toBe(303);
    expect(service.submissions).toHaveLength(0);
  });

  it("refuses posts for forms that do not exist, or that point off-site", async () => {
    await expect(post({ ...good, _form: "nope" })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(post({ ...good, _returnTo: "//evil.example/faq" })).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("keeps what was typed when the content service is down", async () => {
    server.use(http.post(`${CONTENT_URL}/api/v1/form-submit`, () => new HttpResponse(null, { status: 503 })));
    const { body, status } = asData(await post(good));
    expect(status).toBe(503);
    expect(body.result.error?.[""]).toEqual([FORM_TEXT.error]);
    expect(body.result.initialValue).toMatchObject({ message: "Where is my order?" });
  });
});
