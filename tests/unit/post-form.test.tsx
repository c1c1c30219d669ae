import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostForm, type PostFetcher } from "~/components/forms/PostForm";
import { useForm } from "~/lib/form-kit";

// A fetcher's form is a <form method="post"> like any other before hydration (decision 0039):
// PostForm draws it through the fetcher, with the same summary, intent and fields.
const fetcher = {
  Form: ((props: ComponentProps<"form">) => <form data-fetcher="" {...props} />) as unknown as PostFetcher["Form"],
  data: undefined,
};

function Refused({ withFetcher }: { withFetcher: boolean }) {
  const [form] = useForm({
    id: "apply-coupon",
    lastResult: { status: "error", initialValue: { code: "NOPE" }, error: { code: ["That code isn't valid."] } },
  });
  return (
    <PostForm form={form} intent="apply-coupon" fetcher={withFetcher ? fetcher : undefined} className="coupon">
      <input name="code" />
    </PostForm>
  );
}

describe("PostForm", () => {
  it("with a fetcher, posts through the fetcher's form with the summary above it and the intent inside", () => {
    const html = renderToStaticMarkup(<Refused withFetcher />);
    expect(html).toMatch(/^<div class="error-summary"[^]*<\/div><form data-fetcher="" method="post" id="apply-coupon"/);
    expect(html).toContain('<input type="hidden" name="intent" value="apply-coupon"/><input name="code"/></form>');
  });

  it("without form metadata, is a bare post: no summary, no id, the caller's attributes", () => {
    const html = renderToStaticMarkup(
      <PostForm fetcher={fetcher} intent="remove" className="inline-form">
        <button>Remove</button>
      </PostForm>,
    );
    expect(html).toBe(
      '<form data-fetcher="" method="post" class="inline-form"><input type="hidden" name="intent" value="remove"/><button>Remove</button></form>',
    );
  });
});
