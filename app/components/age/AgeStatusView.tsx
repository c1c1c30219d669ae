// The result of an asynchronous age verification, as the platform reports it. While it is
// pending the page refreshes itself (meta refresh, no scripting) and offers "Check again".
import { Form, Link } from "@remix-run/react";

export interface AgeStatusProps {
  status: "success" | "pending" | "failed";
  message: string | null;
  back: string;
  again: string;
  self: string;
  continueLabel: string;
}

export function AgeStatusView({ status, message, back, again, self, continueLabel }: AgeStatusProps) {
  if (status === "success")
    return (
      <div className="account-panel">
        <p className="notice notice--success" role="status">
          Your bank confirmed your age: you are verified.
        </p>
        <p>
          <Link to={back} className="btn btn--primary">
            {continueLabel}
          </Link>
        </p>
      </div>
    );
  if (status === "failed")
    return (
      <div className="account-panel">
        <p className="notice notice--error" role="alert">
          {message}
        </p>
        <p>
          <Link to={again}>Choose another way to verify</Link>
        </p>
      </div>
    );
  return (
    <div className="account-panel">
      <p className="notice notice--info" role="status">
        We&rsquo;re waiting for your bank&rsquo;s answer. This usually takes a few seconds; this page checks again by
        itself.
      </p>
      <Form method="get" action={self} reloadDocument>
        <button type="submit" className="btn btn--primary">
          Check again
        </button>
      </Form>
    </div>
  );
}
