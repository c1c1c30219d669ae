// An account page's form: the kit's PostForm (error summary on top, plain POST, its intent)
// with one submit button; destructive actions get the secondary style.
import type { ReactNode } from "react";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { FormMetadata } from "~/lib/form-kit";

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
export function AccountHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="account-heading">
      <h1 id="account-title">{title}</h1>
      {children}
    </header>
  );
}
