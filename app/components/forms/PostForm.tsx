import { Form } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { getFormProps, type FormMetadata } from "~/lib/form-kit";
import { ErrorSummary } from "./ErrorSummary";
import { Honeypot } from "./Honeypot";

/**
 * The shop's form (design.md §5): the error summary above it, a plain POST that works without
 * JavaScript, its `intent`, and on public forms the honeypot. Pass a fetcher's `Form` as
 * `as` for a form that stays on the page with JavaScript on.
 */
export function PostForm({
  form,
  intent,
  honeypot = false,
  summary = true,
  as: As = Form,
  children,
  ...rest
}: {
  form: FormMetadata;
  /** sent as a hidden field; leave out when each submit button sends its own (`sendsIntent`) */
  intent?: string;
  honeypot?: boolean;
  /** false when the page shows the summary elsewhere (above a two-column layout) */
  summary?: boolean;
  as?: typeof Form;
  children: ReactNode;
} & Omit<ComponentProps<typeof Form>, "method" | "id" | "noValidate" | "children">) {
  return (
    <>
      {summary ? <ErrorSummary form={form} /> : null}
      <As method="post" {...getFormProps(form)} {...rest}>
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {honeypot ? <Honeypot /> : null}
        {children}
      </As>
    </>
  );
}
