import { describe, expect, it } from "vitest";
import { ruleLinter } from "../support/lint-rule";
import formDialect from "../../scripts/eslint/form-dialect.js";

// One form dialect (decision 0039): parseForm on the server, PostForm in the page.
const lint = ruleLinter("forms", formDialect, "one-dialect");

describe("the form dialect rule", () => {
  it("refuses parseWithZod outside the form protocol and the form kit, by any import", () => {
    expect(lint("app/routes/x/route.tsx", `import { parseWithZod } from "@conform-to/zod";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `import { parseWithZod as p } from "@conform-to/zod";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `import * as conform from "@conform-to/zod";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `export { parseWithZod } from "@conform-to/zod";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `export * from "@conform-to/zod";`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `const c = () => import("@conform-to/zod");`)).toHaveLength(1);
  });

  it("lets the protocol and the kit parse, and anyone name conform's types", () => {
    expect(lint("app/.server/forms/form.ts", `import { parseWithZod } from "@conform-to/zod";`)).toEqual([]);
    expect(lint("app/lib/form-kit.ts", `import { parseWithZod } from "@conform-to/zod";`)).toEqual([]);
    expect(lint("app/lib/form-kit/index.ts", `import { parseWithZod } from "@conform-to/zod";`)).toEqual([]);
    expect(lint("app/.server/checkout/x.ts", `import type { SubmissionResult } from "@conform-to/zod";`)).toEqual([]);
    expect(lint("app/.server/checkout/x.ts", `import { type SubmissionResult } from "@conform-to/zod";`)).toEqual([]);
  });

  it("refuses a hand-posted <Form> or fetcher form outside the form components", () => {
    expect(lint("app/routes/x/route.tsx", `const a = <Form method="post"><i /></Form>;`)).toHaveLength(1);
    expect(lint("app/routes/x/route.tsx", `const a = <Form method={"post"} className="x" />;`)).toHaveLength(1);
    expect(lint("app/routes/x/route.tsx", `const a = <fetcher.Form method="POST" />;`)).toHaveLength(1);
    expect(
      lint("app/components/cart/x.tsx", `const a = <remove.Form\n  method="post"\n>x</remove.Form>;`),
    ).toHaveLength(1);
  });

  it("lets the form components post, and anyone draw a GET form", () => {
    expect(lint("app/components/forms/PostForm.tsx", `const a = <As method="post" />;`)).toEqual([]);
    expect(lint("app/components/forms/PostForm.tsx", `const a = <fetcher.Form method="post" />;`)).toEqual([]);
    expect(lint("app/routes/x/route.tsx", `const a = <Form method="get" action="/search" />;`)).toEqual([]);
    expect(lint("app/routes/x/route.tsx", `const a = <Form action="/search" />;`)).toEqual([]);
    expect(lint("app/routes/x/route.tsx", `const a = <PostForm form={f} intent="x" />;`)).toEqual([]);
  });

  it("refuses a raw read of a posted field outside the form protocol", () => {
    expect(lint("app/routes/x/route.tsx", `const id = String(form.get("addressId") ?? "");`)).toHaveLength(1);
    expect(lint("app/.server/cart/x.ts", `const k = formData.get("key");`)).toHaveLength(1);
    expect(lint("app/routes/x/x.server.ts", `const k = ctx.form.getAll("line");`)).toHaveLength(1);
    expect(lint("app/routes/x/x.server.ts", `const k = args.formData.get("line");`)).toHaveLength(1);
  });

  it("lets the form protocol read fields, and anyone read other maps", () => {
    expect(lint("app/.server/forms/form.ts", `const i = form.getAll("intent");`)).toEqual([]);
    expect(lint("app/.server/forms/honeypot.ts", `const h = form.get("website");`)).toEqual([]);
    expect(lint("app/routes/x/route.tsx", `const q = url.searchParams.get("q");`)).toEqual([]);
    expect(lint("app/routes/x/route.tsx", `const q = forms.get("q"); const r = readFields(form, schema);`)).toEqual([]);
  });
});
