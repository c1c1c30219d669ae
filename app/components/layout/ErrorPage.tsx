import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

const RESEND = "Please go back, reload the page and try again.";

const TEXT: Record<number, { title: string; body: string }> = {
  400: { title: "We couldn't read that request", body: `It may have come from an old copy of the page. ${RESEND}` },
  413: {
    title: "That was too much to send",
    body: `Forms in our shop are short; this one was far too long. ${RESEND}`,
  },
  415: { title: "We couldn't read that form", body: `It didn't arrive the way our pages send forms. ${RESEND}` },
  403: {
    title: "This preview link does not work",
    body: "Preview and edit links are for Ashless's editors. This one is not valid any more, or it does not allow editing.",
  },
  404: { title: "Page not found", body: "We couldn't find that page. It may have moved, or the link may be mistyped." },
  503: {
    title: "The shop is briefly unavailable",
    body: "We can't reach part of our shop right now. Your cart is safe — please try again in a minute.",
  },
};

/** Words for one cause of a status, named by the `reason` in the refusal's data. */
const REASON: Record<string, { title: string; body: string }> = {
  "cross-site": {
    title: "We didn't accept that form",
    body:
      "It was sent from another website, not from a page of our shop, so we did nothing with it. " +
      "If you meant to do this, open our shop yourself and use the form there.",
  },
};

/** The `reason` a thrown `data({ reason })` names, if any. */
export const reasonOf = (data: unknown): string | undefined =>
  typeof data === "object" && data !== null && typeof (data as { reason?: unknown }).reason === "string"
    ? (data as { reason: string }).reason
    : undefined;

/** What an error page says: its heading (and the page's title) and one sentence. */
export function errorText(status: number, reason?: string): { title: string; body: string } {
  return (
    (reason ? REASON[reason] : undefined) ??
    TEXT[status] ?? {
      title: "Something went wrong",
      body: "Sorry, an unexpected error happened on our side. Please try again.",
    }
  );
}

/** What an error a route threw says: a refusal's status (and reason), or the general apology. */
export const textOfError = (error: unknown) =>
  isRouteErrorResponse(error) ? errorText(error.status, reasonOf(error.data)) : errorText(500);

function ErrorView({ text, children }: { text: { title: string; body: string }; children?: ReactNode }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{text.title}</h1>
      <p>{text.body}</p>
      {children}
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/shop">browse the shop</Link>.
      </p>
    </section>
  );
}

/** The error page of one status (and reason). */
export function ErrorPage({ status, reason, children }: { status: number; reason?: string; children?: ReactNode }) {
  return <ErrorView text={errorText(status, reason)}>{children}</ErrorView>;
}

/**
 * A route's error boundary: the error the route (or a child without its own) threw, in the
 * shopper's words. The root's boundary is this alone; the account's and the club's put it in
 * their frame, with the way back to their start as `children` (issue 41, 4).
 * Logged once where it happened: on the server by entry.server's handleError, in the browser by React.
 */
export function RouteError({ children }: { children?: ReactNode }) {
  return <ErrorView text={textOfError(useRouteError())}>{children}</ErrorView>;
}
