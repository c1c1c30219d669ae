import { Form, type FetcherWithComponents } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { getFormProps, type FormMetadata } from "~/lib/form-kit";
import { ErrorSummary } from "./ErrorSummary";
import { Honeypot } from "./Honeypot";

/** What PostForm needs of a `useFetcher()` result: its form, and its last answer for the hook. */
export type PostFetcher = Pick<FetcherWithComponents<unknown>, "Form" | "data">;

/**
 * The shop's form (design.md §5; the only posted form outside app/components/forms, decision
 * 0039): the error summary above it, a plain POST that works without JavaScript, its `intent`,
 * and on public forms the honeypot. Give it a `fetcher` (a `useFetcher()` result, also passed to
 * usePostForm) for a form that stays on the page with JavaScript on. A form without `form`
 * metadata (a button that posts, a form that draws its own messages) gets no summary and no
 * id of its own.
 */
export function PostForm({
  form,
  intent,
  honeypot = false,
  summary = true,
  fetcher,
  children,
  ...rest
}: {
  form?: FormMetadata;
  /** sent as a hidden field; leave out when each submit button sends its own (`sendsIntent`) */
  intent?: string;
  honeypot?: boolean;
  /** false when the page shows the summary elsewhere (above a two-column layout) */
  summary?: boolean;
  fetcher?: PostFetcher;
  children: ReactNode;
} & Omit<ComponentProps<typeof Form>, "method" | "children">) {
  const As = fetcher ? fetcher.Form : Form;
  return (
    <>
      {summary && form ? <ErrorSummary form={form} /> : null}
      <As method="post" {...(form ? getFormProps(form) : {})} {...rest}>
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {honeypot ? <Honeypot /> : null}
        {children}
      </As>
    </>
  );
}
