// /account/age-verification (product.md §2 page name age-verification): whether the customer is
// verified, and if not, the platform's methods. Checkout sends an unverified customer here
// with ?redirectTo=<the payment step> and they go back there once verified.
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, type ActionContext } from "~/.server/account/context";
import { accountGateway } from "~/.server/platform/account";
import { methodsPage, verifyIntent, type AgePaths } from "~/.server/age/flow";
import { storeCountry } from "~/.server/config";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { AgeVerificationView } from "~/components/age/AgeVerificationView";

const PATHS: AgePaths = { page: "/account/age-verification", fallback: "/account/age-verification" };

export const loader = accountLoader(async ({ request, user }) => {
  const [profile, page] = await Promise.all([
    accountGateway().getProfile(user.auth),
    methodsPage(request, storeCountry(), PATHS),
  ]);
  return {
    verified: profile.isAgeVerified,
    prefill: (profile.dob ? { date_of_birth: profile.dob } : {}) as Record<string, string>,
    ...page,
    next: page.redirectTo !== PATHS.fallback ? page.redirectTo : null,
  };
});

async function verify(ctx: ActionContext) {
  const profile = await accountGateway().getProfile(ctx.user.auth);
  const who = { auth: ctx.user.auth, email: profile.email, country: storeCountry(), session: ctx.user.session };
  return verifyIntent(ctx.request, ctx.form, ctx.intent, who, PATHS);
}

export const action = accountAction({ verify });

export const meta = accountMeta("Age verification", "age-verification");
export const handle = {
  pageName: "age-verification",
  breadcrumbs: () => [{ label: "Age verification", href: "/account/age-verification" }],
};

export default function AgeVerification() {
  const d = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Age verification"
      intro={
        <p>Our products are for adults only. We confirm your age once, and then you can order whenever you like.</p>
      }
    >
      {d.verified ? (
        <div className="account-panel">
          <p className="notice notice--success">Your age is verified. There is nothing more to do.</p>
          {d.next ? (
            <p>
              <Link to={d.next} className="btn btn--primary">
                Continue to payment
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <AgeVerificationView methods={d.methods} selected={d.selected} redirectTo={d.redirectTo} prefill={d.prefill} />
      )}
    </AccountPage>
  );
}
