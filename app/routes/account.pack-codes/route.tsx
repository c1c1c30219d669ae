// /account/pack-codes: register the code printed inside a pack for its loyalty points
// (product.md §3 Pack registration result, §4). The outcome: a notice with the points after a
// registration; the reason beside the field, with the code kept, for a code already used, a
// customer at their registration limit, or a code that is not valid.
import { accountAction, accountLoader } from "~/.server/account/context";
import { PACK_CODE_INTENT, registerPackCode } from "~/.server/account/pack-codes";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { PackCodeForm } from "~/components/account/PackCodeForm";

// Nothing to read upstream: the page is the form (signed-in customers only).
export const loader = accountLoader(async () => ({}));

export const action = accountAction({ [PACK_CODE_INTENT]: registerPackCode });

export const meta = accountMeta("Pack codes", "pack-codes");
export const handle = {
  pageName: "pack-codes",
  breadcrumbs: () => [{ label: "Pack codes", href: "/account/pack-codes" }],
};

export default function PackCodes() {
  return (
    <AccountPage
      title="Pack codes"
      intro={
        <p>
          Every pack has a code printed inside. Register it here to collect loyalty points for it. Each code can be
          registered once.
        </p>
      }
    >
      <PackCodeForm />
    </AccountPage>
  );
}
