import { useActionData } from "@remix-run/react";
import { isFormReply } from "~/lib/form-kit";

/** The form-level message of a failed button-only form (remove, resend…), as an alert. */
export function FailureNotice({ intents }: { intents: string[] }) {
  const data = useActionData();
  if (!isFormReply(data) || !intents.includes(data.intent)) return null;
  const messages = Object.values(data.result.error ?? {}).flatMap((m) => m ?? []);
  if (messages.length === 0) return null;
  return (
    <div className="notice notice--error" role="alert">
      {messages.join(" ")}
    </div>
  );
}
