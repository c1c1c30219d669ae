// /account/change-password: current password, then the new one twice, checked against
// the rules the platform sets (shown as a checklist). Passwords never come back in a page.
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal } from "~/.server/account/context";
import { accountGateway } from "~/.server/platform/account";
import { platform } from "~/.server/platform";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { usePostForm } from "~/components/forms/usePostForm";
import { PasswordChecklist } from "~/components/auth/PasswordChecklist";
import { PasswordField } from "~/components/auth/PasswordField";
import { passwordChecklist } from "~/lib/password-rules";
import { passwordChangeSchema } from "~/lib/schemas/account";

async function options(auth: Parameters<ReturnType<typeof accountGateway>["getProfile"]>[0]) {
  const [requirements, profile] = await Promise.all([
    platform().getPasswordRequirements(),
    accountGateway().getProfile(auth),
  ]);
  return { requirements, username: profile.email };
}

export const loader = accountLoader(async ({ user }) => options(user.auth));

// Upstream field names → this form's fields.
const FIELDS = { currentPassword: "currentPassword", password: "newPassword", newPassword: "newPassword" };

export const action = accountAction({
  "change-password": async (ctx) => {
    const opts = await options(ctx.user.auth);
    const submission = parseForm(ctx.form, passwordChangeSchema(opts));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const { currentPassword, newPassword } = submission.value;
    const result = await accountGateway().changePassword(ctx.user.auth, currentPassword!, newPassword!);
    if (!result.ok) {
      const error =
        result.error.code === "INVALID_CREDENTIALS" && !result.error.field
          ? { ...result.error, field: "currentPassword" }
          : result.error;
      return reply(ctx.intent, submission, accountRefusal(error, FIELDS));
    }
    return done(ctx.user.session, "/account", "Your password has been changed.");
  },
});

export const meta = accountMeta("Change password", "change-password");
export const handle = {
  pageName: "change-password",
  breadcrumbs: () => [{ label: "Change password", href: "/account/change-password" }],
};

export default function ChangePassword() {
  const d = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof passwordChangeSchema>("change-password", {});
  // What is typed in "New password" (scripting only): the checklist then says what is met.
  const [typed, setTyped] = useState<string | null>(null);
  const checklistId = "change-password-rules";
  return (
    <AccountPage title="Change your password">
      <AccountForm form={form} intent="change-password" submit="Change password">
        <PasswordField meta={fields.currentPassword} label="Current password" autoComplete="current-password" />
        <PasswordField
          meta={fields.newPassword}
          label="New password"
          autoComplete="new-password"
          describedBy={checklistId}
          onInput={setTyped}
        />
        <PasswordChecklist
          id={checklistId}
          checks={passwordChecklist(typed ?? "", d.requirements, d.username)}
          known={typed !== null}
        />
        <PasswordField meta={fields.confirmPassword} label="New password again" autoComplete="new-password" />
      </AccountForm>
    </AccountPage>
  );
}
