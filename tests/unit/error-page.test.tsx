import { MemoryRouter } from "react-router-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/layout/ErrorPage";

// The page a refused post lands on (app/.server/forms/form.ts: not a form 415, too big 413): it says
// what happened in the shopper's words, never a bare status (moved from the browser suite's
// hostile-input spec).
const page = (status: number) =>
  renderToString(
    <MemoryRouter>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );

describe("error page", () => {
  it("names a form that was too big, or not a form, and how to go on", () => {
    expect(page(413)).toContain("That was too much to send");
    expect(page(415)).toContain("We couldn&#x27;t read that form");
    for (const status of [413, 415]) expect(page(status)).toContain("reload the page and try again");
  });

  it("an unexpected status gets the general apology, not a code", () => {
    expect(page(500)).toContain("Something went wrong");
    expect(page(500)).not.toContain("500");
  });
});
