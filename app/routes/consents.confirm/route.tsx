// /consents/confirm/:hash: the link the platform e-mails a lead (someone who gave their marketing
// consent at a shop or an event, before any account) to confirm it (product.md §7 leads, decision
// 0062). Opening it changes nothing: one button posts, the platform validates the hash once, and
// the lead goes on to /consents/confirmed (this module too) with a flash. A used, unknown or
// expired link says so here. Plain HTML: nothing on it needs scripting (decision 0019).
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { noStore } from "~/.server/responses/no-store";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { isFormReply } from "~/lib/form-kit";
import type { ScriptsHandle } from "~/lib/page-scripts";
import { CONFIRM_CONSENT_INTENT } from "~/lib/lead-consent";
import type { leadConsentSchema } from "~/lib/schemas/lead-consent";
import type { FinalRefusal, loader } from "./consent-confirm.server";

export { action, loader } from "./consent-confirm.server";

export const meta: MetaFunction = () => [
  { title: "Confirm your consent · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => noStore({ "Referrer-Policy": "same-origin" });
export const handle: ScriptsHandle = { scripts: false };

/** The last post's refusal that leaves nothing to press again (used, unknown, expired), if any. */
function useFinalRefusal(): FinalRefusal | null {
  const answer = useActionData();
  if (!isFormReply(answer) || answer.intent !== CONFIRM_CONSENT_INTENT) return null;
  return (answer.detail as { refusal?: FinalRefusal } | undefined)?.refusal ?? null;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="consent-title">
      <h1 id="consent-title">{title}</h1>
      {children}
    </section>
  );
}

export default function ConfirmConsent() {
  const page = useLoaderData<typeof loader>();
  const refusal = useFinalRefusal();
  const [form] = usePostForm<typeof leadConsentSchema>(CONFIRM_CONSENT_INTENT);
  if (page.state === "done") {
    const { texts } = page;
    return (
      <Page title={texts.title}>
        <p>{texts.message}</p>
        <p>
          <Link to="/register">{texts.account}</Link> {texts.accountWhy}
        </p>
      </Page>
    );
  }
  if (page.state === "invalid") {
    return (
      <Page title={page.texts.title}>
        <div className="notice notice--error" role="alert">
          <p>{page.texts.message}</p>
        </div>
        <p>
          <Link to="/contact">{page.texts.help}</Link>
        </p>
      </Page>
    );
  }
  const { texts, hash } = page;
  if (refusal) {
    return (
      <Page title={texts.refused[refusal].title}>
        <div className="notice notice--error" role="alert">
          <p>{texts.refused[refusal].message}</p>
        </div>
        <p>
          <Link to="/contact">{texts.help}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={texts.title}>
      <p>{texts.intro}</p>
      <p>{texts.what}</p>
      <p>{texts.change}</p>
      {/* posted to the link itself, so a refusal shows this page again with its message */}
      <PostForm form={form} intent={CONFIRM_CONSENT_INTENT} honeypot action={`/consents/confirm/${hash}`}>
        <input type="hidden" name="hash" value={hash} />
        <SubmitButton intent={CONFIRM_CONSENT_INTENT} className="btn btn--primary">
          {texts.button}
        </SubmitButton>
      </PostForm>
      <p>{texts.notYou}</p>
    </Page>
  );
}
