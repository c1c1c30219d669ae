// The one form protocol (design.md §5; docs/architecture.md has an example). Every action:
// reads the body with `readForm` (not a form → 415, too big → 413), dispatches on the
// form's `intent` (unknown → 400), parses with a zod schema, and answers either
// `{ intent, result }` (conform's SubmissionResult: status 400, or 503 when an upstream is
// down, with what was typed, secrets left out) or a redirect with a flash message.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { Flash } from "~/lib/flash";
import type { FormReply, SubmissionResult } from "~/lib/form-kit";
import type { AppSession } from "../session/session";
import { boundaryOf, MultipartError, readParts, type PartHead } from "./multipart";
import { isSpam } from "./honeypot";
import { markFormOutage } from "./last-good";
import { UpstreamUnavailableError } from "../http/errors";
import { noStore } from "../responses/no-store";
import { log } from "../observability";

export type { FormReply };

/** Fields whose values never travel back to the browser: passwords and one-time codes. */
export const SECRET_FIELDS = ["password", "currentPassword", "newPassword", "confirmPassword", "oneTimeCode"];

/** Forms carry a few fields of text; anything much bigger is not one of ours. */
export const MAX_FORM_BYTES = 100 * 1024;

export const UNAVAILABLE_MESSAGE =
  "We couldn't save this just now. Your details are kept; please try again in a moment.";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** A 4xx the error boundary renders as the shop's error page. */
export function clientError(status: 400 | 404 | 413 | 415, message: string): never {
  if (status === 413) log().warn({ refusal: "too-large" }, "form body too large");
  throw data({ message }, { status, headers: noStore() });
}

/**
 * Past this, a too-large body is cut off rather than read to its end. Below it, the rest is read
 * and dropped: a browser still sending when the answer comes sees a reset connection, not the
 * shop's 413 page (issue 36, 11: a 2 MB post, a photo over the contest's limit).
 */
const DRAIN_LIMIT = 20 * 1024 * 1024;

/**
 * Reads at most `maxBytes`. A larger body is a 413; what is left of it is read and dropped
 * (up to 20 MB) so the client gets the answer instead of a reset connection.
 */
async function readCapped(request: Request, maxBytes: number): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const reader = request.body ? (request.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader() : null;
  const tooLarge = async () => {
    const declared = Number(request.headers.get("Content-Length"));
    while (reader && size <= DRAIN_LIMIT && !(declared > DRAIN_LIMIT)) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
    }
    await reader?.cancel();
    return clientError(413, "That form was too large to send.");
  };
  if (Number(request.headers.get("Content-Length")) > maxBytes) return tooLarge();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return tooLarge();
    chunks.push(value);
  }
  return new Blob(chunks);
}

/** Files left out of a form for their size while it was read: field → the bytes that were sent. */
const droppedFiles = new WeakMap<FormData, Map<string, number>>();

/**
 * The size of the file sent in `field` when it was over the form's limit and left out of `form`
 * (its bytes read and dropped), else null: the form answers with the message beside the field.
 */
export function oversizedFile(form: FormData, field: string): number | null {
  return droppedFiles.get(form)?.get(field) ?? null;
}

/**
 * A multipart form that takes files, read part by part as it arrives: its text (up to
 * MAX_FORM_BYTES in all) and its files up to `maxFileBytes` in all. A file past that is read to
 * its end and dropped (`oversizedFile` tells its size), so a photo over the limit gets the page
 * again with its message rather than a reset connection or the generic 413 (issue 36, 11).
 * Past DRAIN_LIMIT the body is cut off (413); too much text is a 413 once the body is read.
 */
async function readMultipart(request: Request, type: string, maxFileBytes: number): Promise<FormData> {
  const tooLarge = () => clientError(413, "That form was too large to send.");
  const boundary = boundaryOf(type);
  if (!boundary || !request.body) return clientError(400, "That form could not be read.");
  if (Number(request.headers.get("Content-Length")) > DRAIN_LIMIT) {
    await request.body.cancel();
    return tooLarge();
  }
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > DRAIN_LIMIT) controller.error(new Error("body over the drain limit"));
        else controller.enqueue(chunk);
      },
    }),
  );
  const form = new FormData();
  const dropped = new Map<string, number>();
  let textBytes = 0;
  let fileBytes = 0;
  let part: { head: PartHead; chunks: Uint8Array<ArrayBuffer>[]; bytes: number; room: number } | null = null;
  try {
    await readParts(counted, boundary, {
      start(head) {
        const room = head.filename === undefined ? MAX_FORM_BYTES - textBytes : maxFileBytes - fileBytes;
        part = { head, chunks: [], bytes: 0, room };
      },
      data(chunk) {
        if (!part) return;
        part.bytes += chunk.byteLength;
        if (part.bytes <= part.room) part.chunks.push(new Uint8Array(chunk));
        else part.chunks = [];
      },
      end() {
        if (!part) return;
        const { head, chunks, bytes, room } = part;
        part = null;
        if (head.filename === undefined) {
          textBytes += bytes;
          if (bytes <= room) form.append(head.name, Buffer.concat(chunks).toString("utf8"));
        } else if (bytes > room) {
          dropped.set(head.name, bytes);
        } else {
          fileBytes += bytes;
          const fileType = head.contentType || "application/octet-stream";
          form.append(head.name, new File(chunks, head.filename, { type: fileType }));
        }
      },
    });
  } catch (error) {
    if (size > DRAIN_LIMIT) return tooLarge();
    if (error instanceof MultipartError) return clientError(400, "That form could not be read.");
    throw error;
  }
  if (textBytes > MAX_FORM_BYTES) return tooLarge();
  droppedFiles.set(form, dropped);
  return form;
}

/**
 * The posted form. Anything that is not an HTML form, or is too large, never reaches an action;
 * nor does a file, except on a form that takes one (`files`: a multipart body is read part by
 * part, its files up to `maxBytes` in all; see readMultipart).
 */
export async function readForm(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
  options: { files?: boolean } = {},
): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) clientError(415, "Please send this form from the shop's page.");
  if (options.files && /^multipart\/form-data/i.test(type)) return readMultipart(request, type, maxBytes);
  const body = await readCapped(request, options.files ? MAX_FORM_BYTES : maxBytes);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return clientError(400, "That form could not be read.");
  }
  if (!options.files && [...form.values()].some((v) => typeof v !== "string"))
    clientError(415, "This form does not take files.");
  return form;
}

/** The form's `intent`, or null when it is missing or repeated. */
export function intentOf(form: FormData): string | null {
  const values = form.getAll("intent");
  return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
}

/**
 * The fields a page wrote itself (a hidden id or key, the button pressed) or that an action reads
 * before (or beside) its form's schema, read through `schema`: its value, typed, or null when the
 * form holds no valid one. Empty fields read as missing, as in every schema of the kit.
 */
export function readFields<Schema extends z.ZodTypeAny>(form: FormData, schema: Schema): z.infer<Schema> | null {
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? (submission.value as z.infer<Schema>) : null;
}

/**
 * What the shopper typed in text fields `names`, as typed, whatever the form's schema says of it
 * ("" when missing): for what a refusal shows beside the form, like the password's checklist.
 */
export function typedText<Name extends string>(form: FormData, ...names: Name[]): Record<Name, string> {
  const text = z.string().catch("");
  const schema = z.object(Object.fromEntries(names.map((name) => [name, text])) as Record<Name, typeof text>);
  // every field falls back to "", so the read cannot fail
  return readFields(form, schema) as Record<Name, string>;
}

const staySchema = z.object({ stay: z.literal("1") });

/**
 * True when a PostForm with a fetcher sent the form from a page with scripting (`stay=1`): the
 * action answers 200 and the page stays. Otherwise post/redirect/get.
 */
export function staysOnPage(form: FormData): boolean {
  return readFields(form, staySchema) !== null;
}

/** conform's submission of `form` against `schema`: `value` is typed when `status` is "success". */
export function parseForm<Schema extends z.ZodTypeAny>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema });
}

type ReplyOptions = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  resetForm?: boolean;
};
type Replyable = { reply(options?: ReplyOptions & { hideFields?: string[] }): SubmissionResult<string[]> };

/** How `reply` answers: beside conform's own options, the one message of a refusal and the response's. */
export type Refusal<Detail = never> = ReplyOptions & {
  /** one message: beside `field` when given (and that field was on the form), else at the top of the form */
  message?: string;
  field?: string;
  /** 400 unless said (503 when an upstream is down; 200 for a fetcher's success that stays on the page) */
  status?: number;
  /** more headers (a step's cookies); `Cache-Control: no-store` is always added */
  headers?: HeadersInit;
  /** what the page needs besides the result (the password checklist, an address lookup's choices…) */
  detail?: Detail;
};

/**
 * The one answer to a submit that does not redirect (decision 0039): the page is shown again with
 * `{ intent, result }`, the values as typed (secrets left out) and the messages. `submission` is
 * parseForm's, or the posted form itself when the refusal comes before (or without) a schema.
 */
export function reply<Detail = never>(intent: string, submission: Replyable | FormData, options: Refusal<Detail> = {}) {
  const { status = 400, headers, detail, message, field, ...rest } = options;
  if (message !== undefined) {
    if (field) rest.fieldErrors = { ...rest.fieldErrors, [field]: [...(rest.fieldErrors?.[field] ?? []), message] };
    else rest.formErrors = [...(rest.formErrors ?? []), message];
  }
  const replyable = submission instanceof FormData ? parseWithZod(submission, { schema: z.object({}) }) : submission;
  const result = replyable.reply({ ...rest, hideFields: SECRET_FIELDS });
  const body: FormReply<Detail> = detail === undefined ? { intent, result } : { intent, result, detail };
  return data(body, { status, headers: noStore(headers) });
}

/**
 * Post/redirect/get, with an optional flash message (set on the request's session, whose cookies
 * the host adds) and any other headers in `init`.
 */
export async function redirectWithFlash(
  session: Pick<AppSession, "flash">,
  to: string,
  flash?: Flash | null,
  init?: HeadersInit,
) {
  if (flash) session.flash(flash);
  return redirect(to, { headers: noStore(init) });
}

type Answer = Response | ReturnType<typeof reply>;

export type IntentHandler<Ctx> = (
  ctx: Ctx & { form: FormData; intent: string; args: ActionFunctionArgs },
) => Promise<Answer>;

export interface FormActionOptions<Ctx> {
  /**
   * a form with a file field: the most its files may hold (a file past it is dropped and named by
   * `oversizedFile`; the text is held to MAX_FORM_BYTES, as on every form). Others take no files.
   */
  files?: { maxBytes: number };
  /** what every intent starts from (the signed-in shopper, the checkout…); may throw a redirect */
  context?: (args: ActionFunctionArgs) => Promise<Ctx>;
  /** the form-level message when an upstream is down (status 503, values kept), or one per intent */
  unavailable?: string | ((intent: string) => string);
  /** public forms: a filled honeypot gets this answer (what a real submit would get), no upstream call */
  spam?: (args: ActionFunctionArgs, form: FormData) => Promise<Response> | Response;
  /** errors with an answer of their own (an expired session → sign in again); else undefined */
  recover?: (failure: {
    error: unknown;
    intent: string;
    form: FormData;
    args: ActionFunctionArgs;
  }) => Promise<Answer | undefined> | Answer | undefined;
}

/** A route's action: one handler per intent, the protocol around them. */
export function formAction<Ctx extends object = object>(
  handlers: Record<string, IntentHandler<Ctx>>,
  options: FormActionOptions<Ctx> = {},
) {
  const contextOf = (args: ActionFunctionArgs) => (options.context ? options.context(args) : ({} as Ctx));
  return async (args: ActionFunctionArgs): Promise<Answer> => {
    // A form that takes a file knows who sends it before it reads megabytes of it: a signed-out
    // post goes to sign in with its body unread (issue 36, 9).
    const early = options.files ? await contextOf(args) : null;
    const form = options.files
      ? await readForm(args.request, options.files.maxBytes, { files: true })
      : await readForm(args.request);
    const intent = intentOf(form);
    if (intent === null || !Object.hasOwn(handlers, intent)) return clientError(400, "That form is out of date.");
    if (options.spam && isSpam(form)) return options.spam(args, form);
    try {
      const ctx = early ?? (await contextOf(args));
      return await handlers[intent]({ ...ctx, form, intent, args });
    } catch (error) {
      const recovered = await options.recover?.({ error, intent, form, args });
      if (recovered) return recovered;
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      log().error(error.message);
      markFormOutage(args.context);
      const message = typeof options.unavailable === "function" ? options.unavailable(intent) : options.unavailable;
      return reply(intent, form, { message: message ?? UNAVAILABLE_MESSAGE, status: 503 });
    }
  };
}
