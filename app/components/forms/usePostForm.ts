import { useActionData } from "@remix-run/react";
import type { z } from "zod";
import type { PostFetcher } from "./PostForm";
import { isFormReply, useForm, type SubmissionResult } from "~/lib/form-kit";

/** The result of the last submit of `intent`, from the action's or a fetcher's `{ intent, result }`. */
export function replyFor(data: unknown, intent: string): SubmissionResult<string[]> | undefined {
  return isFormReply(data) && data.intent === intent ? data.result : undefined;
}

/** The route action's last answer to `intent`, if that is what was last submitted. */
export function useFormReply(intent: string): SubmissionResult<string[]> | undefined {
  return replyFor(useActionData(), intent);
}

/** The `detail` of the route action's last answer to `intent` (the password checklist…). */
export function useFormDetail<Detail>(intent: string): Detail | undefined {
  const data = useActionData();
  return isFormReply(data) && data.intent === intent ? (data.detail as Detail | undefined) : undefined;
}

/** A zod schema, or a function that builds one from what the loader read (`phoneSchema(opts)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SchemaLike = z.ZodTypeAny | ((...args: any[]) => z.ZodTypeAny);
type SchemaOf<S extends SchemaLike> = S extends z.ZodTypeAny ? S : S extends (...args: never[]) => infer R ? R : never;

/** The form's fields as the schema reads them: the names and values of its input (z.input). */
export type FieldsOf<S extends SchemaLike> =
  z.input<SchemaOf<S>> extends Record<string, unknown> ? z.input<SchemaOf<S>> : Record<string, unknown>;

/**
 * For a form whose names are not all its schema's (fields drawn from the loader's data, an
 * address lookup's buttons…): its fields named by hand, as if a schema read them.
 */
export type FormFields<F extends Record<string, unknown>> = z.ZodType<F, z.ZodTypeDef, F>;

/**
 * A form posted to its route's action with `intent`: its metadata and fields, filled from the
 * last reply to that intent (values as typed, messages) or else from `defaultValue`. The field
 * names come from the action's schema, named as a type only (`usePostForm<typeof phoneSchema>`,
 * `import type`: no zod in the browser).
 * `id` defaults to the intent; give one when a page shows the same intent more than once.
 * With a `fetcher` (the one given to PostForm), its last answer comes first.
 */
export function usePostForm<Schema extends SchemaLike>(
  intent: string,
  defaultValue?: unknown,
  options: { id?: string; lastResult?: SubmissionResult<string[]>; fetcher?: Pick<PostFetcher, "data"> } = {},
) {
  const fromAction = useFormReply(intent);
  const lastResult = options.lastResult ?? replyFor(options.fetcher?.data, intent) ?? fromAction;
  return useForm<FieldsOf<Schema>>({ id: options.id ?? intent, lastResult, defaultValue });
}
