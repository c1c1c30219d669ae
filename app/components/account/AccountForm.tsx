// A POST form with its error summary on top (DESIGN §5): works as plain HTML; conform
// adds blur checks and focus on the first problem when scripting is on.
import { getFormProps, type FormMetadata } from "~/lib/form-kit";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorSummary } from "~/components/forms/ErrorSummary";

export function AccountForm({
  form,
  intent,
  submit,
  pending,
  children,
  danger,
  action,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  intent: string;
  submit: ReactNode;
  pending?: boolean;
  children?: ReactNode;
  /** a destructive action: secondary styling, so it is never the obvious default */
  danger?: boolean;
  action?: string;
}) {
  return (
    <>
      <ErrorSummary form={form} />
      <Form method="post" action={action} {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button
          type="submit"
          className={`btn ${danger ? "btn--secondary account-form__danger" : "btn--primary"}`}
          data-pending={pending}
        >
          {submit}
        </button>
      </Form>
    </>
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
