// A guest's age verification at checkout (/checkout/age-verification and its /status, both
// store views): the guest is the one the checkout's age gate (./gate.ts) remembered in the
// session; a verified result is written there for the gate to find.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { currentUser } from "../auth/require-user";
import { basePath } from "../checkout/context";
import { formAction } from "../forms/form";
import { guard } from "../responses/guard";
import { noStore } from "../responses/no-store";
import type { AppSession } from "../session/session";
import { storeViewOf } from "~/lib/store-view";
import { methodsPage, statusPage, verifyIntent, type AgePaths } from "./flow";
import { ACCOUNT_AGE_PATH, guestAgePath } from "./gate";

function pathsOf(request: Request): AgePaths {
  const base = basePath(storeViewOf(request.url));
  return { page: guestAgePath(base), fallback: `${base}/payment` };
}

/** The guest the gate sent here; a customer goes to their account's page, anyone else to the payment step. */
async function guestOf(request: Request, { session }: AppLoadContext) {
  const paths = pathsOf(request);
  if (currentUser(session))
    throw redirect(`${ACCOUNT_AGE_PATH}?redirectTo=${encodeURIComponent(paths.fallback)}`, { headers: noStore() });
  const guest = session.get("ageGuest");
  if (!guest) throw redirect(paths.fallback, { headers: noStore() });
  return { session, guest, paths };
}

/** The guest is verified by the platform's verification `uuid`, which placing the order asks about again. */
const markVerified = (session: AppSession, uuid: string) => {
  const guest = session.get("ageGuest");
  if (guest) session.set("ageGuest", { ...guest, verified: true, verification: uuid });
};

export const guestMethodsLoader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const { guest, paths } = await guestOf(request, context);
  const page = await methodsPage(request, guest.country, paths);
  if (guest.verified) throw redirect(page.redirectTo, { headers: noStore() });
  // the way back to change the name and address the check compared
  const addressStep = `${basePath(storeViewOf(request.url))}/shipping`;
  return data({ ...page, hiddenTried: guest.hiddenTried, addressStep }, { headers: noStore() });
});

export const guestVerifyAction = formAction(
  {
    verify: async ({ form, intent, args, session, guest, paths }) =>
      verifyIntent(
        args.request,
        form,
        intent,
        { auth: null, email: guest.email, country: guest.country, session },
        paths,
        markVerified,
      ),
  },
  {
    context: async ({ request, context }: ActionFunctionArgs) => guestOf(request, context),
    unavailable:
      "We can't reach our verification service right now. Your details are still here: please try again in a minute.",
  },
);

export const guestStatusLoader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const { session, paths } = await guestOf(request, context);
  const status = await statusPage(request, { auth: null, session }, paths);
  if (!status) throw redirect(paths.page, { headers: noStore() });
  const started = session.get("ageVerification");
  if (status.status === "success" && started) markVerified(session, started.uuid);
  return data(status, { headers: noStore() });
});
