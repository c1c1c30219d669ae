// /account/deactivate: unified platform only (product.md §4); on the legacy one the page does
// not exist (404) and the navigation doesn't offer it.
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, notFound, accountRefusal } from "~/.server/account/context";
import { accountGateway } from "~/.server/platform/account";
import { endSession } from "~/.server/auth/sign-in";
import { config } from "~/.server/config";
import { unavailableHere } from "~/components/account/AccountError";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { CloseAccountForm } from "~/components/account/CloseAccountForm";
import { accountClosureSchema } from "~/lib/schemas/account";

const unifiedOnly = () => {
  if (config().platform.flavour !== "unified") notFound();
};

export const loader = accountLoader(async () => {
  unifiedOnly();
  return {};
});

export const action = accountAction({
  deactivate: async (ctx) => {
    unifiedOnly();
    const submission = parseForm(ctx.form, accountClosureSchema({ withReason: false }));
    if (submission.status !== "success") return reply(ctx.intent, submission);
    const result = await accountGateway().deactivateAccount(ctx.user.auth, submission.value.password);
    if (!result.ok) return reply(ctx.intent, submission, accountRefusal(result.error, { password: "password" }));
    // Signed out as by "Log out": tokens, carts and the last order leave the browser.
    await endSession(ctx.user.session);
    return done(ctx.user.session, "/", "Your account has been deactivated and you have been signed out.");
  },
});

export const meta = accountMeta("Deactivate your account", "account-page");
export const handle = {
  pageName: "account-page",
  breadcrumbs: () => [{ label: "Deactivate account", href: "/account/deactivate" }],
};

export default function Deactivate() {
  return (
    <AccountPage
      title="Deactivate your account"
      intro={
        <p>
          Deactivating pauses your account: you are signed out and we stop contacting you. Contact us when you want it
          back.
        </p>
      }
    >
      <CloseAccountForm
        intent="deactivate"
        withReason={false}
        confirmLabel="I understand that my account will be deactivated"
        submit="Deactivate my account"
      />
    </AccountPage>
  );
}

export const ErrorBoundary = unavailableHere("Deactivating an account is not available here.");
