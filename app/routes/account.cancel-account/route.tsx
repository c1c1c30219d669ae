// /account/cancel-account: close the account for good; the shopper is then signed out.
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal } from "~/.server/account/context";
import { accountGateway } from "~/.server/platform/account";
import { endSession } from "~/.server/auth/sign-in";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { CloseAccountForm } from "~/components/account/CloseAccountForm";
import { accountClosureSchema } from "~/lib/schemas/account";
import { CANCEL_ACCOUNT_REASONS } from "~/lib/form-names";

export const loader = accountLoader(async () => ({}));

export const action = accountAction({
  "cancel-account": async (ctx) => {
    const submission = parseForm(ctx.form, accountClosureSchema({ withReason: true }));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const reason = CANCEL_ACCOUNT_REASONS.find((r) => r.value === submission.value.reason)?.label ?? null;
    const result = await accountGateway().cancelAccount(ctx.user.auth, submission.value.password, reason);
    if (!result.ok)
      return reply(ctx.intent, submission, accountRefusal(result.error, { password: "password", reason: "reason" }));
    // Signed out as by "Log out": tokens, carts and the last order leave the browser.
    await endSession(ctx.user.session);
    return done(
      ctx.user.session,
      "/",
      "Your account has been cancelled and you have been signed out. We're sorry to see you go.",
    );
  },
});

export const meta = accountMeta("Cancel your account", "account-page");
export const handle = {
  pageName: "account-page",
  breadcrumbs: () => [{ label: "Cancel account", href: "/account/cancel-account" }],
};

export default function CancelAccount() {
  return (
    <AccountPage
      title="Cancel your account"
      intro={
        <p>
          Cancelling closes your account for good: you won't be able to sign in, and your saved addresses, cards and
          preferences are removed. Orders already placed are still delivered.
        </p>
      }
    >
      <CloseAccountForm
        intent="cancel-account"
        withReason
        confirmLabel="I understand that my account will be closed for good"
        submit="Cancel my account"
      />
    </AccountPage>
  );
}
