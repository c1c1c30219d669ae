// Device test set-up through the sandbox's APIs rather than the pages: a customer registered
// on the platform, a device of the test's own off the sandbox's production line
// (_sandbox/devices), and "the password was reset elsewhere", which ends every sign-in.
// Both flavours share their sandbox's tables, so the unified paths serve every project.
import { expect, type TestInfo } from "@playwright/test";
import { botCheck, sandboxOrigin } from "./subscription-support";

export const PASSWORD = "Ashless-Test-2026";
const HEADERS = { "content-type": "application/json", "x-tenant-code": "ashless-gb" };

async function call(info: TestInfo, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandboxOrigin(info)}/platform${path}`, {
    method,
    // the calls the unified platform checks carry a token (decision 0048); its test routes need none
    headers: path.startsWith("/_sandbox/") ? HEADERS : { ...HEADERS, ...botCheck(method, path) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A new customer's e-mail (password PASSWORD). */
export async function deviceCustomer(info: TestInfo) {
  const email = `devices-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  await call(info, "POST", "/users", {
    email,
    password: PASSWORD,
    first_name: "Kit",
    last_name: "Moreno",
    date_of_birth: "1991-02-03",
    consents: [{ id: "gdpr-privacy", accepted: true }],
  });
  return email;
}

/** A device made for this test; `faulty` ones the device service fails to process (500). */
export async function newDevice(info: TestInfo, model = "duo", state: "valid" | "faulty" = "valid") {
  return String((await call(info, "POST", "/_sandbox/devices", { model, state })).code);
}

/** The customer resets their password elsewhere: the platform revokes every token of theirs. */
export async function resetPasswordElsewhere(info: TestInfo, email: string) {
  await call(info, "POST", "/users/password/forgot", { email });
  const res = await fetch(`${sandboxOrigin(info)}/platform/_sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { kind: string; token: string | null }[] };
  const token = messages.find((m) => m.kind === "password-reset")?.token;
  expect(token, "reset token in the outbox").toBeTruthy();
  await call(info, "POST", "/users/password/reset", { token, password: `${PASSWORD}-new` });
}
