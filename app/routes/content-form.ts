import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ContentFormPage, type ContentFormActionData } from "~/components/content/ContentFormPage";
import { FORM_FIELDS, FORM_TEXT, formDomId } from "~/lib/content";
import { getContentForm, submitForm } from "~/.server/content";
import { checkContentForm, safeReturnPath } from "~/.server/content/forms";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { readForm } from "~/.server/form";

// POST target of every content-service form block (app/components/content/ContentForm).

export const meta: MetaFunction = () => [{ title: "Check your message — Ashless" }];

// No loader on purpose: after a document POST Remix runs the loaders to render the
// page, so a redirecting loader would swallow the 400 re-render. A plain GET shows the
// component's short "forms live on their pages" note.

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const returnTo = safeReturnPath(form.get(FORM_FIELDS.returnTo));
  const formId = String(form.get(FORM_FIELDS.formId) ?? "");
  // The definition (fields, recipient) comes from the content service, never from the
  // post: a crafted request cannot pick its own recipient or skip required fields.
  const definition = formId ? await getContentForm(returnTo, formId) : null;
  if (!definition) throw new Response("This form is no longer available.", { status: 400 });
  const { block } = definition;
  const sent = redirect(`${returnTo}?form=sent&formId=${encodeURIComponent(formId)}#${formDomId(formId)}`, 303);

  if (String(form.get(FORM_FIELDS.honeypot) ?? "") !== "") {
    console.warn(`[content-form] honeypot filled on ${formId}; dropped`);
    return sent; // tell a bot nothing
  }

  const check = checkContentForm(block.fields, form);
  if (!check.ok)
    return data<ContentFormActionData>({ block, errors: check.errors, values: check.values }, { status: 400 });

  try {
    await submitForm({ recipient: definition.recipient, name: definition.name, data: check.data });
  } catch (error) {
    console.error(`[content-form] ${formId} not forwarded:`, error instanceof Error ? error.message : error);
    const status = error instanceof UpstreamUnavailableError ? 503 : 502;
    // What was typed comes back, so nothing is lost when the service is down.
    return data<ContentFormActionData>({ block, values: check.data, formError: FORM_TEXT.error }, { status });
  }
  return sent;
}

export default ContentFormPage;
