import type { AppSession } from "../session/session";
import type { Flash } from "~/lib/flash";
import { getFooter, getNavigation } from "../content";
import type { FooterGroup, Navigation } from "../content";
import { getStoreFacts } from "../commerce/store-facts";
import type { Company } from "~/lib/models/store-facts";
import { log } from "../observability";

export interface Layout {
  cartCount: number;
  customerName: string | null;
  /** tokens in the session: the header offers the account and "Log out" instead of "Log in" */
  signedIn: boolean;
  navigation: Navigation | null;
  footer: FooterGroup[];
  /** the seller, for the footer; null while the commerce service cannot be reached */
  company: Company | null;
  flash: Flash | null;
}

/**
 * What every page's frame needs. Navigation comes from the content service; if that
 * is down the shop stays usable with the built-in links rather than failing the page.
 * The flash message is taken here and nowhere else: the host then clears its cookie.
 */
export async function loadLayout(session: AppSession) {
  const flash = session.takeFlash();
  const [navigation, footer, company] = await Promise.all([
    getNavigation().catch((error: unknown) => {
      log().error(`navigation unavailable: ${error instanceof Error ? error.message : error}`);
      return null;
    }),
    getFooter().catch(() => [] as FooterGroup[]),
    getStoreFacts("default").then(
      (facts) => facts.company,
      (error: unknown) => {
        log().error(`store facts unavailable: ${error instanceof Error ? error.message : error}`);
        return null;
      },
    ),
  ]);
  const layout: Layout = {
    cartCount: session.get("cartCount") ?? 0,
    customerName: session.get("customerName") ?? null,
    signedIn: Boolean(session.get("userUuid") && session.get("identityToken")),
    navigation,
    footer,
    company,
    flash,
  };
  return { layout };
}
