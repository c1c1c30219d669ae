import type { WalletCard } from "~/lib/models/account";
import { currentUser } from "../auth/require-user";
import type { AppSession } from "../session/session";
import { accountGateway } from "../platform/account";
import { paymentsGateway } from "./gateway";
import { log } from "../observability";

/**
 * The signed-in customer's saved cards, offered at the payment step; none for a guest. A
 * wallet that can't be read leaves the shopper paying with a new card rather than stuck.
 */
export async function savedCards(request: Request, session: AppSession): Promise<WalletCard[]> {
  const user = currentUser(session);
  if (!user) return [];
  try {
    return await accountGateway({ signal: request.signal }).getWallet(user.auth);
  } catch (error) {
    log().error(`saved cards unavailable: ${(error as Error).message}`);
    return [];
  }
}

/** The card method as the platform describes it (cached); without it, cards just aren't saved. */
export async function cardMethodInfo(code: string) {
  try {
    return (await paymentsGateway().methods()).find((m) => m.code === code) ?? null;
  } catch (error) {
    log().error(`payment methods unavailable: ${(error as Error).message}`);
    return null;
  }
}
