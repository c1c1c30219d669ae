// What the age-verification pages share, for a customer (/account/age-verification) and a
// guest at checkout (/checkout/age-verification): the methods page, the "verify" intent
// (a synchronous method answers at once; an asynchronous one goes to the provider's page,
// 303, the session remembering which verification this browser started), and the status
// page, which asks the platform about that verification (never the query string).
import type { Auth } from "~/lib/models/account";
import type { AgeMethod, AgeVerification } from "~/lib/models/age-verification";
import { safeRedirect } from "~/lib/safe-redirect";
import { ageFieldsSchema } from "~/lib/schemas/age-verification";
import { parseForm, readFields, reply } from "../forms/form";
import { ageVerificationGateway } from "../platform/age-verification";
import { providerRedirect } from "../responses/provider-redirect";
import { type AppSession } from "../session/session";
import { done, accountRefusal } from "../account/context";
import { z } from "zod";

/** Who is verifying: a signed-in customer (auth) or a guest, by e-mail. */
export interface Verifier {
  auth: Auth | null;
  email: string;
  country: string;
  session: AppSession;
}

export interface AgePaths {
  /** the methods page */
  page: string;
  /** where to go once verified, when the page was not given a safe redirectTo */
  fallback: string;
}

export const statusPath = (paths: AgePaths) => `${paths.page}/status`;
export const backOf = (url: URL | string, paths: AgePaths) =>
  safeRedirect(new URL(url, "http://local.invalid").searchParams.get("redirectTo"), paths.fallback);

/** The methods page: every method, the chosen one's form (?method=code; the only one when there is one). */
export async function methodsPage(request: Request, country: string, paths: AgePaths) {
  const url = new URL(request.url);
  const methods = await ageVerificationGateway({ signal: request.signal }).getMethods(country);
  const chosen = url.searchParams.get("method") ?? (methods.length === 1 ? methods[0].code : null);
  const back = backOf(url, paths);
  const query = (code: string) =>
    `${paths.page}?${new URLSearchParams({ method: code, ...(back !== paths.fallback ? { redirectTo: back } : {}) })}`;
  return {
    methods: methods.map((m) => ({ code: m.code, name: m.name, description: m.description, href: query(m.code) })),
    selected: methods.find((m) => m.code === chosen) ?? null,
    redirectTo: back,
  };
}

export const VERIFIED_MESSAGE = "Thank you: your age is verified.";
export const failedMessage = (v: Pick<AgeVerification, "message">) =>
  `We couldn't verify your age. ${v.message ?? "Please check what you entered, or choose another way to verify."}`;

/** The platform names a method's field "fields.<code>": the form's field is <code>. */
const fieldMap = (method: AgeMethod) => Object.fromEntries(method.fields.map((f) => [`fields.${f.code}`, f.code]));

/** The "verify" intent. `onSuccess` records a guest's verification (its uuid) in the session. */
export async function verifyIntent(
  request: Request,
  form: FormData,
  intent: string,
  who: Verifier,
  paths: AgePaths,
  onSuccess: (session: AppSession, verification: string) => void = () => {},
) {
  const api = ageVerificationGateway({ signal: request.signal });
  const chosen = readFields(form, z.object({ method: z.string() }))?.method;
  const method = (await api.getMethods(who.country)).find((m) => m.code === chosen);
  if (!method) return reply(intent, form, { message: "Please choose how to verify your age." });
  const submission = parseForm(form, ageFieldsSchema(method));
  if (submission.status !== "success") return reply(intent, submission);
  const values = submission.value as Record<string, string | undefined>;
  const fields = Object.fromEntries(method.fields.map((f) => [f.code, values[f.code] ?? ""]));
  const back = safeRedirect(values.redirectTo, paths.fallback);
  const base = { email: who.email, methodCode: method.code, countryCode: who.country, fields };
  if (method.flow === "sync") {
    const result = await api.verify(who.auth, base);
    if (!result.ok) return reply(intent, submission, accountRefusal(result.error, fieldMap(method)));
    if (result.value.status !== "success")
      return reply(intent, submission, { formErrors: [failedMessage(result.value)] });
    onSuccess(who.session, result.value.uuid);
    return done(who.session, back, VERIFIED_MESSAGE);
  }
  const returnUrl = new URL(statusPath(paths), request.url).toString();
  const started = await api.start(who.auth, { ...base, returnUrl });
  if (!started.ok) return reply(intent, submission, accountRefusal(started.error, fieldMap(method)));
  who.session.set("ageVerification", { uuid: started.value.uuid, back });
  return providerRedirect(started.value.redirectUrl);
}

/** The status page of the verification this browser started, or null when it started none. */
export async function statusPage(request: Request, who: Pick<Verifier, "auth" | "session">, paths: AgePaths) {
  const started = who.session.get("ageVerification");
  if (!started) return null;
  const v = await ageVerificationGateway({ signal: request.signal }).status(who.auth, started.uuid);
  return {
    status: v.status,
    message: v.status === "failed" ? failedMessage(v) : null,
    back: started.back,
    again: `${paths.page}${started.back !== paths.fallback ? `?redirectTo=${encodeURIComponent(started.back)}` : ""}`,
    self: statusPath(paths),
  };
}
export type AgeStatusData = NonNullable<Awaited<ReturnType<typeof statusPage>>>;
