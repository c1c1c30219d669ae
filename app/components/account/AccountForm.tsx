// What every account page is drawn with: its title and meta, its h1, its forms (the kit's
// PostForm with one submit button; destructive actions get the secondary style) and the
// notice of a failed button-only form.
import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { isFormReply, type FormMetadata } from "~/lib/form-kit";
import { pageMeta } from "~/lib/page-names";

/** Title, noindex (personal pages) and the product.md §2 page name of an account page. */
export function accountMeta(title: string, name: string): MetaFunction {
  return () => [
    { title: `${title} · Your account · Ashless` },
    { name: "robots", content: "noindex" },
    ...pageMeta(name),
  ];
}

export function AccountForm({
  form,
  intent,
  submit,
  children,
  danger,
  action,
}: {
  form: FormMetadata;
  intent: string;
  submit: ReactNode;
  children?: ReactNode;
  /** a destructive action: secondary styling, so it is never the obvious default */
  danger?: boolean;
  action?: string;
}) {
  return (
    <PostForm form={form} intent={intent} action={action} className="account-form">
      {children}
      <SubmitButton
        intent={intent}
        className={`btn ${danger ? "btn--secondary account-form__danger" : "btn--primary"}`}
      >
        {submit}
      </SubmitButton>
    </PostForm>
  );
}

/** The page's h1 and its intro, the same on every account page. */
/** An account or club page: its heading (the h1 the page's landmark is named by), an intro, the rest. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="account-title">
      <AccountHeading title={title}>{intro}</AccountHeading>
      {children}
    </section>
  );
}

export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="account-heading">
      <h1 id="account-title">{title}</h1>
      {children}
    </header>
  );
}

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
