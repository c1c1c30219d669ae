import { useActionData } from "@remix-run/react";
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

/**
 * A form posted to its route's action with `intent`: its metadata and fields, filled from the
 * last reply to that intent (values as typed, messages) or else from `defaultValue`.
 * `id` defaults to the intent; give one when a page shows the same intent more than once.
 * With a `fetcher` (the one given to PostForm), its last answer comes first.
 */
export function usePostForm<Schema extends Record<string, unknown>>(
  intent: string,
  defaultValue?: unknown,
  options: { id?: string; lastResult?: SubmissionResult<string[]>; fetcher?: Pick<PostFetcher, "data"> } = {},
) {
  const fromAction = useFormReply(intent);
  const lastResult = options.lastResult ?? replyFor(options.fetcher?.data, intent) ?? fromAction;
  return useForm<Schema>({ id: options.id ?? intent, lastResult, defaultValue });
}
