import { useActionData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";

/**
 * The error summary at the top of a page whose small forms sit far down it (the cart's quantity
 * and discount code). Without scripting, a refused submit brings the whole page back: it starts
 * here, focused, with each message linking to its field (GOV.UK's pattern), and the message
 * beside the field as well. With scripting those forms go through fetchers and answer in place,
 * so the page's own action data is empty and this shows nothing.
 */
export function ReplySummary({ fieldId }: { fieldId: (intent: string, field: string, values: unknown) => string }) {
  const reply = useActionData();
  if (!isFormReply(reply) || reply.result.status !== "error") return null;
  const entries = Object.entries(reply.result.error ?? {}).filter(([, m]) => (m?.length ?? 0) > 0);
  if (entries.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only after the shopper's own refused submit, which is where they need to be
    <div className="error-summary" role="alert" aria-labelledby="reply-summary-title" tabIndex={-1} autoFocus>
      <h2 id="reply-summary-title">There is a problem</h2>
      <ul>
        {entries.map(([field, messages]) => (
          <li key={field}>
            <a href={`#${fieldId(reply.intent, field, reply.result.initialValue)}`}>{messages![0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
