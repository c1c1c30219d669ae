// The result of an asynchronous age verification, as the platform reports it. While it is
// pending it offers "Check again"; with scripting the page also checks by itself every few
// seconds and announces the answer. No meta refresh: a page that reloads itself on a timer
// fails WCAG 2.2.1 (and moves a screen reader's reading position back to the top).
import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { REFRESH_SECONDS } from "./meta";

export interface AgeStatusProps {
  status: "success" | "pending" | "failed";
  message: string | null;
  back: string;
  again: string;
  self: string;
  continueLabel: string;
}

export function AgeStatusView({ status, message, back, again, self, continueLabel }: AgeStatusProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (status !== "pending" || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), REFRESH_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [status, revalidator]);
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
        We&rsquo;re waiting for your bank&rsquo;s answer. This usually takes a few seconds.{" "}
        {hydrated ? "This page checks again by itself." : "Press “Check again” to see it."}
      </p>
      <Form method="get" action={self} reloadDocument>
        <button type="submit" className="btn btn--primary">
          Check again
        </button>
      </Form>
    </div>
  );
}
