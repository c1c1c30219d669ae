// "Are you sure?" without scripting: the destructive button is a link that adds
// ?<param>=<id> to the URL; the page then shows this panel with the real POST form.
import { Link } from "@remix-run/react";
import { PostForm } from "~/components/forms/PostForm";
import type { ReactNode } from "react";

export function ConfirmPanel({
  id,
  title,
  children,
  intent,
  fields,
  confirmLabel,
  cancelHref,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  intent: string;
  fields: Record<string, string>;
  confirmLabel: string;
  cancelHref: string;
}) {
  return (
    <div className="notice notice--info account-confirm" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        {title}
      </h2>
      {children}
      <div className="account-actions">
        <PostForm intent={intent} action={cancelHref}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--primary btn--small">
            {confirmLabel}
          </button>
        </PostForm>
        <Link to={cancelHref} className="btn btn--secondary btn--small">
          No, keep it
        </Link>
      </div>
    </div>
  );
}
