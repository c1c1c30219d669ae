// /unsubscribe?s=<subscriber>&t=<token>: the link in every marketing e-mail (product.md §2 page
// "unsubscribe"). Opening the link changes nothing (mail scanners open links too); the button
// posts, the platform's messaging DELETE runs with the link's token, and the page says it is
// done (decision 0020).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formAction, parseForm, reply } from "~/.server/forms/form";
import { noStore } from "~/.server/responses/no-store";
import { messagingGateway } from "~/.server/platform/messaging";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { pageMeta } from "~/lib/page-names";
import { unsubscribeLinkSchema } from "~/lib/schemas/unsubscribe";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBE_INTENT } from "~/lib/form-names";

const DONE = "/unsubscribe?done=1";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("unsubscribe"),
];
export const headers: HeadersFunction = () => noStore({ "Referrer-Policy": "same-origin" });

export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  if (q.get("done") === "1") return data({ state: "done" as const, link: null }, { headers: noStore() });
  const link = unsubscribeLinkSchema.safeParse({ s: q.get("s") ?? undefined, t: q.get("t") ?? undefined });
  if (!link.success) return data({ state: "invalid" as const, link: null }, { status: 400, headers: noStore() });
  return data({ state: "confirm" as const, link: link.data }, { headers: noStore() });
}

export const action = formAction(
  {
    [UNSUBSCRIBE_INTENT]: async ({ form, intent, args: { request } }) => {
      const submission = parseForm(form, unsubscribeLinkSchema);
      if (submission.status !== "success") return reply(intent, submission);
      const { s, t } = submission.value;
      const result = await messagingGateway({ signal: request.signal }).unsubscribeByLink(s, t);
      if (!result.ok) return reply(intent, form, { message: INVALID_LINK_MESSAGE });
      return redirect(DONE, { status: 303, headers: noStore() });
    },
  },
  // a bot gets what a person would; nothing is asked upstream
  { spam: () => redirect(DONE, { status: 303, headers: noStore() }) },
);

export default function Unsubscribe() {
  const { state, link } = useLoaderData<typeof loader>();
  const [form] = usePostForm<typeof unsubscribeLinkSchema>(UNSUBSCRIBE_INTENT);
  if (state === "done") {
    return (
      <section aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">You're unsubscribed</h1>
        <div className="notice notice--success" role="status">
          <p>We won't send you marketing e-mails any more. E-mails about your orders still come as usual.</p>
        </div>
        <p>
          Changed your mind? Sign in and choose what we send you in your{" "}
          <Link to="/account/communication">communication preferences</Link>.
        </p>
      </section>
    );
  }
  if (state === "invalid" || !link) {
    return (
      <section aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">We couldn't read that link</h1>
        <p>{INVALID_LINK_MESSAGE}</p>
        <p>
          <Link to="/account/communication">Communication preferences</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Unsubscribe from Ashless e-mails</h1>
      <p>Stop our news, offers and flavour launches by e-mail. E-mails about your orders still come as usual.</p>
      {/* posted to the link itself, so a refusal shows this page again with its message */}
      <PostForm form={form} intent={UNSUBSCRIBE_INTENT} honeypot action={`/unsubscribe?${new URLSearchParams(link)}`}>
        <input type="hidden" name="s" value={link.s} />
        <input type="hidden" name="t" value={link.t} />
        <SubmitButton intent={UNSUBSCRIBE_INTENT} className="btn btn--primary">
          Unsubscribe
        </SubmitButton>
      </PostForm>
    </section>
  );
}
