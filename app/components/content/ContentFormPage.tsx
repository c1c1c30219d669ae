import { useActionData } from "@remix-run/react";
import { ContentForm } from "./ContentForm";
import type { FormModel, FormState } from "~/lib/content";

/** What the /content-form action returns when it cannot accept a post. */
export type ContentFormActionData = FormState & { block: FormModel };

/**
 * The page a content form post lands on when something is wrong: the same form again,
 * with the values typed, an error summary and a way back. (Without JavaScript this is
 * a full page; success never shows it, the action redirects back to the content page.)
 */
export function ContentFormPage() {
  const result = useActionData<ContentFormActionData>();
  if (!result) {
    return (
      <div className="cb-form-page">
        <h1>Nothing to see here</h1>
        <p>
          Our forms live on their pages. Questions? Try the <a href="/faq">FAQ</a>.
        </p>
      </div>
    );
  }
  return (
    <div className="cb-form-page">
      <h1>{result.block.title ?? "Send us a message"}</h1>
      <p>
        <a href={result.block.returnTo}>Back to the page you came from</a>
      </p>
      <ContentForm block={result.block} state={result} sent={false} hideTitle />
    </div>
  );
}
