import { redirect, type MetaFunction } from "@remix-run/node";
import { errorMessageAt, FormActionRefused, getContentForm, submitForm, submitToAction } from "~/.server/content";
import { RestError } from "~/.server/http/rest";
import { checkUploads, contentFormSchema, safeReturnPath } from "~/.server/content/forms";
import { clientError, formAction, parseForm, reply, typedText } from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import {
  CONTENT_FORM_INTENT,
  CONTENT_FORM_UPLOADS,
  FORM_FIELDS,
  FORM_TEXT,
  formDomId,
  type FormModel,
} from "~/lib/content";
import { useActionData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";
import { ContentForm } from "~/components/content/ContentForm";
import { log } from "~/.server/observability";

// POST target of every content-service form block (app/components/content/ContentForm), on
// the form protocol: a refused post is the form again ({ intent, result, detail: the block }),
// a sent one goes back to its page with ?form=sent. A form with file or image fields posts
// multipart/form-data: its files are read up to CONTENT_FORM_UPLOADS.maxBytes each (one over it
// is read and dropped, then answered beside its field), the text as on every form.

export const meta: MetaFunction = () => [{ title: "Check your message · Ashless" }];

// No loader on purpose: after a document POST Remix runs the loaders to render the
// page, so a redirecting loader would swallow the 400 re-render. A plain GET shows the
// component's short "forms live on their pages" note.

const posted = (form: FormData) => {
  const typed = typedText(form, FORM_FIELDS.returnTo, FORM_FIELDS.formId);
  return { returnTo: safeReturnPath(typed[FORM_FIELDS.returnTo]), formId: typed[FORM_FIELDS.formId] };
};

const sent = ({ returnTo, formId }: ReturnType<typeof posted>) =>
  redirect(`${returnTo}?form=sent&formId=${encodeURIComponent(formId)}#${formDomId(formId)}`, 303);

export const action = formAction(
  {
    [CONTENT_FORM_INTENT]: async ({ form, intent }) => {
      const target = posted(form);
      // The definition (fields, recipient) comes from the content service, never from the
      // post: a crafted request cannot pick its own recipient or skip required fields.
      const definition = target.formId ? await getContentForm(target.returnTo, target.formId) : null;
      if (!definition) return clientError(400, "This form is no longer available.");
      const { block } = definition;
      const submission = parseForm(form, contentFormSchema(block.fields));
      const uploads = await checkUploads(form, block.fields);
      // sent back, the form asks again for the good files it had: a browser never refills a file input
      const again = {
        ...block,
        fields: block.fields.map((f) => (uploads.files[f.name] ? { ...f, chooseAgain: true } : f)),
      };
      // each message beside its field, what was typed kept
      if (submission.status !== "success" || Object.keys(uploads.errors).length > 0)
        return reply(intent, submission, {
          ...(Object.keys(uploads.errors).length > 0 ? { fieldErrors: uploads.errors } : {}),
          status: uploads.tooLarge ? 413 : 400,
          detail: again,
        });
      const data = submission.value as Record<string, string>;
      try {
        if (definition.action) await submitToAction(definition.action, data, uploads.files);
        else await submitForm({ recipient: definition.recipient, name: definition.name, data, files: uploads.files });
      } catch (error) {
        log().error(`[content-form] ${target.formId} not forwarded: ${error instanceof Error ? error.message : error}`);
        // A refusal may say why, where the form's errorMessagePath points (product.md §8); what was
        // typed comes back either way, so nothing is lost when the service is down.
        const answer =
          error instanceof FormActionRefused ? error.body : error instanceof RestError ? error.body : undefined;
        const message = errorMessageAt(answer, definition.errorMessagePath) ?? FORM_TEXT.error;
        const refused =
          error instanceof FormActionRefused ||
          (error instanceof RestError && error.status >= 400 && error.status < 500);
        const status = error instanceof UpstreamUnavailableError ? 503 : refused ? 400 : 502;
        return reply(intent, submission, { formErrors: [message], status, detail: again });
      }
      return sent(target);
    },
  },
  {
    // two files at most on a form (blocks.ts), each up to the limit
    files: { maxBytes: CONTENT_FORM_UPLOADS.maxBytes * CONTENT_FORM_UPLOADS.maxFields },
    unavailable: FORM_TEXT.error,
    // tell a bot nothing: it gets what a sender gets, and nothing is forwarded
    spam: (_args, form) => {
      log().warn(`[content-form] honeypot filled on ${posted(form).formId}; dropped`);
      return sent(posted(form));
    },
  },
);

/**
 * The page a content form post lands on when something is wrong: the same form again,
 * with the values typed, an error summary and a way back. (Without JavaScript this is
 * a full page; success never shows it, the action redirects back to the content page.)
 */
export default function ContentFormPage() {
  const reply = useActionData();
  const block = isFormReply(reply) ? (reply.detail as FormModel | undefined) : undefined;
  if (!isFormReply(reply)) {
    return (
      <div className="cb-form-page">
        <h1>Nothing to see here</h1>
        <p>
          Our forms live on their pages. Questions? Try the <a href="/faq">FAQ</a>.
        </p>
      </div>
    );
  }
  if (!block) {
    // the form's definition could not be read (the content service is down)
    const messages = Object.values(reply.result.error ?? {}).flatMap((m) => m ?? []);
    const typed = reply.result.initialValue?._returnTo;
    const back = typeof typed === "string" && /^\/(?![/\\])/.test(typed) ? typed : "/";
    return (
      <div className="cb-form-page">
        <h1>We couldn't send your message</h1>
        <div className="notice notice--error" role="alert">
          {messages.join(" ")}
        </div>
        <p>
          <a href={back}>Back to the page you came from</a>
        </p>
      </div>
    );
  }
  return (
    <div className="cb-form-page">
      <h1>{block.title ?? "Send us a message"}</h1>
      <p>
        <a href={block.returnTo}>Back to the page you came from</a>
      </p>
      <ContentForm block={block} lastResult={reply.result} sent={false} hideTitle />
    </div>
  );
}
