import { useActionData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";
import type { FormModel } from "~/lib/content";
import { ContentForm } from "./ContentForm";

/**
 * The page a content form post lands on when something is wrong: the same form again,
 * with the values typed, an error summary and a way back. (Without JavaScript this is
 * a full page; success never shows it, the action redirects back to the content page.)
 */
export function ContentFormPage() {
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
