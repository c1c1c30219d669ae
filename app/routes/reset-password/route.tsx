// /reset-password?token=…: the link from the reset e-mail. The new password twice, with
// the platform's rules as a checklist; an unusable link says so and offers a new one.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { identityForms, refuseTooMany } from "~/.server/auth/forms";
import { passwordRequirements } from "~/.server/auth/options";
import { formAction, parseForm, readFields, redirectWithFlash, reply, typedText } from "~/.server/forms/form";
import { z } from "zod";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { accountGateway } from "~/.server/platform/account";
import { BOT_CHECK_ERROR_CODE } from "~/.server/platform/bot-check";
import { authLimits } from "~/.server/limits/rate-limit";
import { NewPasswordField } from "~/components/auth/NewPasswordField";
import { PasswordField } from "~/components/auth/PasswordField";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useFormDetail, usePostForm } from "~/components/forms/usePostForm";
import { passwordChecklist, type PasswordCheck } from "~/lib/password-rules";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import { log } from "~/.server/observability";

export const meta: MetaFunction = () => [
  { title: "Choose a new password · Ashless" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => noStore();

// Tokens are long random strings; anything else is not worth asking the platform about.
const tokenSchema = z.string().regex(/^[\w.~-]{8,512}$/);
const tokenOf = (value: unknown) => tokenSchema.safeParse(value).data ?? null;

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return data({ token, rules: token ? await passwordRequirements() : null }, { headers: noStore() });
});

const DONE = { kind: "success", message: "Your password has been changed. Log in with your new password." } as const;

export const action = formAction(
  {
    "reset-password": async ({ form, intent, args: { request, context } }) => {
      const token = readFields(form, z.object({ token: tokenSchema }))?.token;
      // A link that can't be used: the page without a token says so and offers a new one.
      if (!token) return redirectWithFlash(context.session, "/reset-password", null);
      const rules = await passwordRequirements();
      const submission = parseForm(form, resetPasswordSchema(rules));
      // Which rules the typed password missed: the checklist beside the emptied field.
      const detail = passwordChecklist(typedText(form, "password").password, rules);
      if (submission.status !== "success") return reply(intent, submission, { detail });
      const limit = await authLimits.passwordResetSubmit(request, token);
      if (!limit.ok) return refuseTooMany(intent, form, limit);
      const result = await accountGateway().resetPassword(token, submission.value.password);
      if (result.ok) return redirectWithFlash(context.session, "/login", DONE);
      const { error } = result;
      if (error.code === "WEAK_PASSWORD" || error.field === "password")
        return reply(intent, submission, { fieldErrors: { password: [error.message] }, detail });
      // the platform refused this server's bot-check token: the link is still good, try again
      if (error.code === BOT_CHECK_ERROR_CODE) return reply(intent, submission, { message: error.message, detail });
      log().warn(`password reset refused: ${error.code}`);
      return redirectWithFlash(context.session, "/reset-password", null);
    },
  },
  {
    ...identityForms,
    spam: ({ context }) => redirectWithFlash(context.session, "/login", DONE),
  },
);

function InvalidLink() {
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">This link can't be used</h1>
      <div className="notice notice--error" role="alert">
        <p>This password reset link is invalid or has expired. Links work once, for a limited time.</p>
      </div>
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </section>
  );
}

export default function ResetPassword() {
  const { token, rules } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof resetPasswordSchema>("reset-password", {});
  const serverChecks = useFormDetail<PasswordCheck[]>("reset-password");
  if (!token || !rules) return <InvalidLink />;
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <PostForm form={form} intent="reset-password" honeypot className="checkout-form">
        <input type="hidden" name="token" value={token} />
        <NewPasswordField meta={fields.password} label="New password" rules={rules} serverChecks={serverChecks} />
        <PasswordField meta={fields.confirmPassword} label="Type the new password again" autoComplete="new-password" />
        <SubmitButton intent="reset-password" className="btn btn--primary btn--large">
          Save my new password
        </SubmitButton>
      </PostForm>
    </section>
  );
}
